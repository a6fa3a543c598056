import type { Feature } from '../../lib/features/feature'

/**
 * The brand's sections still to come (their routes show PlannedScreen): each domain takes its tab
 * into its own feature when it arrives.
 */
export const plannedScreensFeature: Feature = {
  brandTabs: [
    { label: 'Payments', path: 'pay', group: 'sales', order: 30 },
    { label: 'Merchandise', path: 'merch', group: 'sales', order: 40 },
    { label: 'Invoices', path: 'invoices', group: 'sales', order: 120 },
    { label: 'Projects', path: 'projects', group: 'sales', order: 130 },
  ],
}
