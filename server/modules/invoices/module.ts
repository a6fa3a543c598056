import { invoiceActions } from '../../../src/domain/brand-actions/invoices'
import { defineModule } from '../../module-definition'
import { seedDemoInvoices } from './demo-seed'
import { documentFileRoutes } from './document-file-routes'
import { createInvoiceRepository, type InvoiceRepository } from './invoice-repository'
import { invoiceRoutes } from './invoice-routes'

declare module '../../app-context' {
  interface Repositories {
    invoices: InvoiceRepository
  }
}

/** Invoices: a brand's clients, and its quotes, invoices and credit notes, numbered, sent and opened by the client's link. */
export const invoicesModule = defineModule({
  name: 'invoices',
  roleActions: invoiceActions,
  repositories: (db) => ({ invoices: createInvoiceRepository(db) }),
  routes: [invoiceRoutes, documentFileRoutes],
  seed: seedDemoInvoices,
  notificationKinds: ['invoice'],
  auditActions: ['client.created', 'client.edited', 'client.deleted', 'invoice.created', 'invoice.edited', 'invoice.deleted', 'invoice.finalized', 'invoice.sent', 'invoice.voided'],
})
