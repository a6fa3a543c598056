import { defineMessage } from '../../i18n/define-messages'
import { brandActionTable } from '../brand-roles'

/** What can be done to the brand's sites. */
export const siteActions = brandActionTable({
  /** Add, verify and remove the brand's host names, and edit each site's identity and landing. */
  'manage-sites': { roles: ['owner', 'admin'], words: defineMessage({ id: 'roles.action.manageSites', defaultMessage: "manage this brand's sites" }) },
})

declare module '../brand-roles' {
  interface BrandActionTables {
    sites: typeof siteActions
  }
}
