import { defineMessages } from 'react-intl'
import { invoiceActions } from '../../domain/brand-actions/invoices'
import type { Feature } from '../../lib/features/feature'

const labels = defineMessages({
  tab: { id: 'invoices.feature.tab', defaultMessage: 'Invoices' },
})

/** Clients, quotes, invoices and credit notes: their role actions and the brand's Invoices tab. */
export const invoicesFeature: Feature = {
  roleActions: invoiceActions,
  brandTabs: [{ label: labels.tab, path: 'invoices', group: 'sales', order: 120, shownTo: 'view-invoices' }],
}
