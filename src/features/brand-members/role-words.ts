import { defineMessage } from 'react-intl'
import { brandRoles, type BrandRole, type RoleTable } from '../../domain/brand-roles'
import type { Say } from '../../i18n/say'

export { roleNames as roleLabels } from '../../lib/features/brand-role'

const roleInText = defineMessage({
  id: 'brandMembers.role.inText',
  defaultMessage: '{role, select, owner {owner} admin {admin} editor {editor} other {member}}',
})

/** A role inside a sentence: "owner" in "… as owner". */
export const roleInSentence = (say: Say, role: BrandRole) => say(roleInText, { role })

/** The roles someone in `callerRole` may give or take away: every role with manage-owners, else all but owner. */
export function rolesGivenBy(roles: RoleTable, callerRole: BrandRole | 'operator'): BrandRole[] {
  if (!roles.may(callerRole, 'manage-members')) return []
  return brandRoles.filter((role) => role !== 'owner' || roles.may(callerRole, 'manage-owners'))
}

/** A refusal's colour, dark enough to read on every brand's page (the kit's `fg.error` is below 4.5:1 on light pages). */
export const refusalColor = { base: 'red.700', _dark: 'red.300' }
