import { defineMessages } from 'react-intl'
import { memberActions } from '../../domain/brand-actions/members'
import type { Feature } from '../../lib/features/feature'

const labels = defineMessages({
  members: { id: 'brandMembers.menu.label', defaultMessage: 'Members' },
  brands: { id: 'brandMembers.userTab.label', defaultMessage: 'Brands' },
})

/** The brand's members and invitations, and the brands a person belongs to. */
export const brandMembersFeature: Feature = {
  roleActions: memberActions,
  menu: [{ label: labels.members, group: 'brand', under: 'brand', path: 'admins', shownTo: { brand: 'manage-members' }, order: 70 }],
  brandTabs: [{ label: labels.members, path: 'admins', group: 'brand', order: 60, shownTo: 'view-brand' }],
  userTabs: [{ label: labels.brands, path: 'brands', order: 30 }],
}
