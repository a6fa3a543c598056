import { defineMessage } from '../../i18n/define-messages'
import { brandActionTable } from '../brand-roles'

/** What can be done to the content pages of the brand's sites. */
export const contentActions = brandActionTable({
  /** Create, edit, publish, unpublish and delete the content pages of the brand's sites. */
  'edit-pages': { roles: ['owner', 'admin', 'editor'], words: defineMessage({ id: 'roles.action.editPages', defaultMessage: "edit this brand's pages" }) },
})

declare module '../brand-roles' {
  interface BrandActionTables {
    content: typeof contentActions
  }
}
