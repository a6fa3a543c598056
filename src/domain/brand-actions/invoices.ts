import { defineMessage } from '../../i18n/define-messages'
import { brandActionTable } from '../brand-roles'

/** What can be done with the brand's clients, quotes, invoices and credit notes. */
export const invoiceActions = brandActionTable({
  /** See the brand's clients and documents, and export them. */
  'view-invoices': { roles: ['owner', 'admin', 'editor'], words: defineMessage({ id: 'roles.action.viewInvoices', defaultMessage: "see this brand's invoices" }) },
  /** Keep the clients, and write drafts of quotes, invoices and credit notes. */
  'edit-invoices': { roles: ['owner', 'admin', 'editor'], words: defineMessage({ id: 'roles.action.editInvoices', defaultMessage: "edit this brand's clients and draft invoices" }) },
  /** Issue a document (it takes its number and can no longer change), send it to the client, void it. */
  'send-invoices': { roles: ['owner', 'admin'], words: defineMessage({ id: 'roles.action.sendInvoices', defaultMessage: "issue and send this brand's invoices" }) },
  /** Record what a client paid against the brand's invoices. */
  'record-payments': { roles: ['owner', 'admin'], words: defineMessage({ id: 'roles.action.recordPayments', defaultMessage: "record payments of this brand's invoices" }) },
})

declare module '../brand-roles' {
  interface BrandActionTables {
    invoices: typeof invoiceActions
  }
}
