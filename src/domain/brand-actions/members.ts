import { defineMessage } from '../../i18n/define-messages'
import { brandActionTable } from '../brand-roles'

/** What can be done to the brand's people. */
export const memberActions = brandActionTable({
  /** Invite people, change roles below owner, remove members. */
  'manage-members': { roles: ['owner', 'admin'], words: defineMessage({ id: 'roles.action.manageMembers', defaultMessage: "manage this brand's members" }) },
  /** Make someone else an owner, or demote an owner. */
  'manage-owners': { roles: ['owner'], words: defineMessage({ id: 'roles.action.manageOwners', defaultMessage: "change this brand's owners" }) },
})

declare module '../brand-roles' {
  interface BrandActionTables {
    members: typeof memberActions
  }
}
