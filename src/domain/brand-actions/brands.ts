import { defineMessage } from '../../i18n/define-messages'
import { brandActionTable } from '../brand-roles'

/** What can be done to the brand itself. */
export const brandActions = brandActionTable({
  /** See the brand's workspace: its overview, figures, cards and members. */
  'view-brand': { roles: ['owner', 'admin', 'editor', 'member'], words: defineMessage({ id: 'roles.action.viewBrand', defaultMessage: "see this brand's workspace" }) },
  /** Edit the brand: name, slug, logo, colours, navigation, business page. */
  'edit-brand': { roles: ['owner', 'admin'], words: defineMessage({ id: 'roles.action.editBrand', defaultMessage: 'edit this brand' }) },
})

declare module '../brand-roles' {
  interface BrandActionTables {
    brands: typeof brandActions
  }
}
