import { defineMessage } from 'react-intl'
import { videoActions } from '../../domain/brand-actions/videos'
import type { Feature } from '../../lib/features/feature'

const label = defineMessage({ id: 'videos.menu.label', defaultMessage: 'Videos' })

/** The brand's videos. */
export const videosFeature: Feature = {
  roleActions: videoActions,
  menu: [{ label, group: 'brand', under: 'brand', path: 'videos', shownTo: { brand: 'manage-videos' }, order: 50 }],
  brandTabs: [{ label, path: 'videos', group: 'publishing', order: 90, shownTo: 'view-brand' }],
}
