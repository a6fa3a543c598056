import { defineMessage } from '../../i18n/define-messages'
import { brandActionTable } from '../brand-roles'

/** What can be done to the brand's videos. */
export const videoActions = brandActionTable({
  /** Upload, edit and delete the brand's videos; every member watches its private ones. */
  'manage-videos': { roles: ['owner', 'admin', 'editor'], words: defineMessage({ id: 'roles.action.manageVideos', defaultMessage: "manage this brand's videos" }) },
})

declare module '../brand-roles' {
  interface BrandActionTables {
    videos: typeof videoActions
  }
}
