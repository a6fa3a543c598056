import { defineMessage } from '../../i18n/define-messages'
import { brandActionTable } from '../brand-roles'

/** What can be done to the brand's cards. */
export const cardActions = brandActionTable({
  /** Create, edit and delete any of the brand's cards. */
  'edit-cards': { roles: ['owner', 'admin', 'editor'], words: defineMessage({ id: 'roles.action.editCards', defaultMessage: "edit this brand's cards" }) },
  /** Publish and unpublish any of the brand's cards. */
  'publish-cards': { roles: ['owner', 'admin', 'editor'], words: defineMessage({ id: 'roles.action.publishCards', defaultMessage: "publish this brand's cards" }) },
  /** Edit the content of the card one owns (publishing it is `publish-cards`). */
  'edit-own-card': { roles: ['owner', 'admin', 'editor', 'member'], words: defineMessage({ id: 'roles.action.editOwnCard', defaultMessage: 'edit your own card' }) },
})

declare module '../brand-roles' {
  interface BrandActionTables {
    cards: typeof cardActions
  }
}
