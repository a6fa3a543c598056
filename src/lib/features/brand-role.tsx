import { createContext, useContext, type ReactNode } from 'react'
import { defineMessages, type IntlShape } from 'react-intl'
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

/** A person's role in a brand, by name: a brand role, or the site's admin (`operator`). */
export const roleNames = defineMessages<BrandRole | 'operator'>({
  operator: { id: 'app.role.operator', defaultMessage: 'Site admin' },
  owner: { id: 'app.role.owner', defaultMessage: 'Owner' },
  admin: { id: 'app.role.admin', defaultMessage: 'Admin' },
  editor: { id: 'app.role.editor', defaultMessage: 'Editor' },
  member: { id: 'app.role.member', defaultMessage: 'Member' },
})

/** The people of a role, as a sentence names them: "owners". */
const pluralNames = defineMessages<BrandRole | 'nobody'>({
  owner: { id: 'app.role.owners', defaultMessage: 'owners' },
  admin: { id: 'app.role.admins', defaultMessage: 'admins' },
  editor: { id: 'app.role.editors', defaultMessage: 'editors' },
  member: { id: 'app.role.members', defaultMessage: 'members' },
  nobody: { id: 'app.role.nobody', defaultMessage: 'nobody' },
})

/**
 * Who may do an action, in words, from the role table: "owners and admins", in the reader's
 * language when `intl` is given.
 */
export function whoMay(roles: RoleTable, action: BrandAction, intl?: IntlShape): string {
  const say = (role: BrandRole | 'nobody') => (intl ? intl.formatMessage(pluralNames[role]) : String(pluralNames[role].defaultMessage))
  const names = brandRoles.filter((role) => roles.may(role, action)).map(say)
  if (names.length === 0) return say('nobody')
  if (intl) return intl.formatList(names, { type: 'conjunction' })
  return names.length < 2 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

