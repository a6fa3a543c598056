import type { Client, ClientSnapshot } from '../../../src/domain/client'
import type { ClientDocument, InvoiceDocument } from '../../../src/domain/invoice'
import { exponentOf, type Currency } from '../../../src/domain/money/currencies'
import { documentTotals } from '../../../src/domain/money/document-totals'
import { today } from './document-numbers'
import type { ClientRow, DocumentRecord } from './invoice-repository'

export const toClient = (row: ClientRow): Client => ({
  id: row.id,
  name: row.name,
  contact_name: row.contactName,
  email: row.email,
  address: row.address,
  tax_id: row.taxId,
  language: row.language,
  currency: row.currency,
  payment_terms_days: row.paymentTermsDays,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
})

const snapshotOf = (row: ClientRow): ClientSnapshot => ({ name: row.name, contact_name: row.contactName, email: row.email, address: row.address, tax_id: row.taxId, language: row.language })

/**
 * A document as the API answers it. A draft's totals are worked out from its lines now; an
 * issued document's are the ones kept when it was issued. The balance is an issued invoice's
 * total less what was paid and credited; it is overdue with a balance after its due date.
 */
export function toDocument({ document, client, paid, credited }: DocumentRecord, day = today()): InvoiceDocument {
  const issued = document.status !== 'draft'
  const totals = document.totals ?? documentTotals({ currency: document.currency, prices: document.prices, lines: document.lines })
  const open = issued && document.kind === 'invoice' && document.status !== 'void'
  const balance = open ? document.total! - paid - credited : 0
  return {
    id: document.id,
    kind: document.kind,
    status: document.status,
    number: document.number,
    client_id: document.clientId,
    client: document.clientSnapshot ?? snapshotOf(client),
    brand: document.brandSnapshot,
    currency: document.currency,
    prices: document.prices,
    lines: document.lines,
    notes: document.notes,
    terms: document.terms,
    issue_date: document.issueDate,
    due_date: document.dueDate,
    totals,
    paid,
    credited,
    balance,
    overdue: open && balance > 0 && document.dueDate < day,
    invoice_id: document.invoiceId,
    quote_id: document.quoteId,
    finalized_at: document.finalizedAt?.toISOString() ?? null,
    sent_at: document.sentAt?.toISOString() ?? null,
    viewed_at: document.viewedAt?.toISOString() ?? null,
    answered_at: document.answeredAt?.toISOString() ?? null,
    created_at: document.createdAt.toISOString(),
    updated_at: document.updatedAt.toISOString(),
  }
}

/** The document as its client sees it through their link: no ids, no dates of the brand's own work. */
export function toClientDocument(record: DocumentRecord, day = today()): ClientDocument {
  const document = toDocument(record, day)
  return {
    kind: document.kind,
    status: document.status,
    number: document.number!,
    client: document.client,
    brand: document.brand!,
    currency: document.currency,
    prices: document.prices,
    lines: document.lines,
    notes: document.notes,
    terms: document.terms,
    issue_date: document.issue_date,
    due_date: document.due_date,
    totals: document.totals,
    paid: document.paid,
    credited: document.credited,
    balance: document.balance,
    overdue: document.overdue,
    can_answer: document.kind === 'quote' && ['issued', 'sent', 'viewed'].includes(document.status) && document.due_date >= day,
  }
}

/** An amount of minor units as a decimal string of the currency's unit: 123450 EUR → "1234.50", 1234 JPY → "1234". */
export function decimalAmount(amount: number, currency: Currency): string {
  const exponent = exponentOf(currency)
  const digits = String(Math.abs(amount)).padStart(exponent + 1, '0')
  const whole = digits.slice(0, digits.length - exponent)
  return `${amount < 0 ? '-' : ''}${exponent === 0 ? whole : `${whole}.${digits.slice(digits.length - exponent)}`}`
}
