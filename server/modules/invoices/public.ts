// What other modules may use of the invoices module.
export { overdueInvoiceCount } from './invoice-repository'
export { decimalAmount } from './invoice-mappers'
