import { defineMessage } from '../../i18n/define-messages'
import { brandActionTable } from '../brand-roles'

/** What can be done with the brand's audit log. */
export const eventActions = brandActionTable({
  /** Read and export the brand's audit log. */
  'read-events': { roles: ['owner', 'admin'], words: defineMessage({ id: 'roles.action.readEvents', defaultMessage: "read this brand's audit log" }) },
})

declare module '../brand-roles' {
  interface BrandActionTables {
    events: typeof eventActions
  }
}
