import { videoActions } from '../../domain/brand-actions/videos'
import type { Feature } from '../../lib/features/feature'

/** The brand's videos. */
export const videosFeature: Feature = {
  roleActions: videoActions,
  menu: [{ label: 'Videos', group: 'brand', under: 'brand', path: 'videos', shownTo: { brand: 'manage-videos' }, order: 50 }],
  brandTabs: [{ label: 'Videos', path: 'videos', group: 'publishing', order: 90, shownTo: 'view-brand' }],
}
