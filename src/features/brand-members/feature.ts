import { memberActions } from '../../domain/brand-actions/members'
import type { Feature } from '../../lib/features/feature'

/** The brand's members and invitations, and the brands a person belongs to. */
export const brandMembersFeature: Feature = {
  roleActions: memberActions,
  menu: [{ label: 'Members', group: 'brand', under: 'brand', path: 'admins', shownTo: { brand: 'manage-members' }, order: 70 }],
  brandTabs: [{ label: 'Members', path: 'admins', group: 'brand', order: 60, shownTo: 'view-brand' }],
  userTabs: [{ label: 'Brands', path: 'brands', order: 30 }],
}
