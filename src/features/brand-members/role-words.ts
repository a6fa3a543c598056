import { brandRoles, type BrandRole, type RoleTable } from '../../domain/brand-roles'

export const roleLabels: Record<BrandRole, string> = { owner: 'Owner', admin: 'Admin', editor: 'Editor', member: 'Member' }

export const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })

/** The roles someone in `callerRole` may give or take away: every role with manage-owners, else all but owner. */
export function rolesGivenBy(roles: RoleTable, callerRole: BrandRole | 'operator'): BrandRole[] {
  if (!roles.may(callerRole, 'manage-members')) return []
  return brandRoles.filter((role) => role !== 'owner' || roles.may(callerRole, 'manage-owners'))
}

/** A refusal's colour, dark enough to read on every brand's page (the kit's `fg.error` is below 4.5:1 on light pages). */
export const refusalColor = { base: 'red.700', _dark: 'red.300' }
