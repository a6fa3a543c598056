import { defineMessages } from 'react-intl'
import type { Feature } from '../../lib/features/feature'

const labels = defineMessages({
  merch: { id: 'plannedScreens.tab.merchandise', defaultMessage: 'Merchandise' },
  projects: { id: 'plannedScreens.tab.projects', defaultMessage: 'Projects' },
})

/**
 * The brand's sections still to come (their routes show PlannedScreen): each domain takes its tab
 * into its own feature when it arrives. Until then they are shown to those who may edit the brand,
 * the action only its owners and admins have.
 */
export const plannedScreensFeature: Feature = {
  brandTabs: [
    { label: labels.merch, path: 'merch', group: 'sales', order: 40, shownTo: 'edit-brand' },
    { label: labels.projects, path: 'projects', group: 'sales', order: 130, shownTo: 'edit-brand' },
  ],
}
