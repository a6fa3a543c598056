import { defineMessage } from '../../i18n/define-messages'
import { brandActionTable } from '../brand-roles'

/** What can be done with what visitors leave on the brand's cards. */
export const leadActions = brandActionTable({
  /** Read the leads left on any of the brand's cards. */
  'read-leads': { roles: ['owner', 'admin', 'editor'], words: defineMessage({ id: 'roles.action.readLeads', defaultMessage: "read this brand's leads" }) },
})

declare module '../brand-roles' {
  interface BrandActionTables {
    leads: typeof leadActions
  }
}
