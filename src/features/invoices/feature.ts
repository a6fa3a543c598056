import { invoiceActions } from '../../domain/brand-actions/invoices'
import type { Feature } from '../../lib/features/feature'

/** Clients, quotes, invoices and credit notes: their role actions (the brand's Invoices tab is still a planned screen). */
export const invoicesFeature: Feature = {
  roleActions: invoiceActions,
}
