import type { Feature } from '../../lib/features/feature'

/**
 * The brand's sections still to come (their routes show PlannedScreen): each domain takes its tab
 * into its own feature when it arrives. Until then they are shown to those who may edit the brand,
 * the action only its owners and admins have.
 */
export const plannedScreensFeature: Feature = {
  brandTabs: [
    { label: 'Payments', path: 'pay', group: 'sales', order: 30, shownTo: 'edit-brand' },
    { label: 'Merchandise', path: 'merch', group: 'sales', order: 40, shownTo: 'edit-brand' },
    { label: 'Invoices', path: 'invoices', group: 'sales', order: 120, shownTo: 'edit-brand' },
    { label: 'Projects', path: 'projects', group: 'sales', order: 130, shownTo: 'edit-brand' },
  ],
}
