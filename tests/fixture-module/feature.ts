import type { Feature } from '../../src/lib/features/feature'
import { guestbookActions } from './guestbook-actions'

/** The guestbook's place in the workspace: a menu entry for those who may sign it. */
export const guestbookFeature: Feature = {
  roleActions: guestbookActions,
  menu: [{ label: 'Guestbook', group: 'brand', under: 'brand', path: 'guestbook', shownTo: { brand: 'sign-guestbook' }, order: 65 }],
}
