import { Text, type TextProps } from '@chakra-ui/react'
import { createContext, useContext, type ReactNode } from 'react'
import { brandRoles, type BrandAction, type BrandRole, type RoleTable } from '../../domain/brand-roles'
import type { RoleInBrand } from './feature'
import { useRoleTable } from './features-context'

const BrandRoleContext = createContext<RoleInBrand>(null)

/**
 * Gives the screens of a brand the person's role in it, as the brand's layout read it from their
 * workspace (src/routes/_default/_authed/brands.$id.tsx): features read it through `useMay()`, since
 * a feature may not import another's requests.
 */
export function BrandRoleProvider({ role, children }: { role: RoleInBrand; children: ReactNode }) {
  return <BrandRoleContext.Provider value={role}>{children}</BrandRoleContext.Provider>
}

/** The person's role in the brand whose screens are open; null outside them. */
export function useBrandRole(): RoleInBrand {
  return useContext(BrandRoleContext)
}

/**
 * Whether the person's role in the open brand lets them do an action, by the role table the server
 * checks; outside a brand's screens, nothing is allowed.
 */
export function useMay(): (action: BrandAction) => boolean {
  const role = useBrandRole()
  const roles = useRoleTable()
  return (action) => roles.may(role, action)
}

/**
 * Marks a control with the brand action it needs (`<Button {...needs('edit-cards')}>`): a control
 * is shown enabled only to a person whose role allows its action, and the member walk
 * (tests/browser/workspace/member-walk.test.ts) holds every marked control to the role table.
 */
export function needs(action: BrandAction): { 'data-needs': BrandAction } {
  return { 'data-needs': action }
}

const plural: Record<BrandRole, string> = { owner: 'owners', admin: 'admins', editor: 'editors', member: 'members' }

/** Who may do an action, in words, from the role table: "owners and admins". */
export function whoMay(roles: RoleTable, action: BrandAction): string {
  const names = brandRoles.filter((role) => roles.may(role, action)).map((role) => plural[role])
  return names.length < 2 ? (names[0] ?? 'nobody') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

/**
 * Says, where a control a role may not use would be, who does it, from the role table: `<OnlyWho
 * action="manage-sites">add and remove host names</OnlyWho>` reads "Only the brand's owners and
 * admins add and remove host names." Never a refusal with a way to try again.
 */
export function OnlyWho({ action, children, ...text }: { action: BrandAction; children: string } & TextProps) {
  const roles = useRoleTable()
  return (
    <Text color="fg.muted" fontSize="sm" {...text}>
      Only the brand’s {whoMay(roles, action)} {children}.
    </Text>
  )
}
