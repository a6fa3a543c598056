import { defineMessages } from 'react-intl'
import type { Feature } from '../../lib/features/feature'

const labels = defineMessages({
  tab: { id: 'payments.feature.tab', defaultMessage: 'Payments' },
})

/** What the brand's clients paid, its refunds and payment links: the brand's Payments tab. Its role actions are the invoices feature's. */
export const paymentsFeature: Feature = {
  brandTabs: [{ label: labels.tab, path: 'pay', group: 'sales', order: 30, shownTo: 'view-invoices' }],
}
