import { sql } from 'drizzle-orm'
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core'
import type { ClientAddress, ClientSnapshot } from '../../../src/domain/client'
import type { BrandSnapshot, DocumentKind, DocumentLineInput, DocumentStatus } from '../../../src/domain/invoice'
import type { Currency } from '../../../src/domain/money/currencies'
import type { DocumentTotals } from '../../../src/domain/money/document-totals'
import type { Locale } from '../../../src/i18n/locales'
import { belongsTo, brandRowColumns, createdAt, idOf } from '../../db/columns'

/** A brand's client: who its quotes, invoices and credit notes are for. */
export const clients = pgTable(
  'clients',
  {
    ...brandRowColumns(),
    name: text('name').notNull(),
    contactName: text('contact_name').notNull().default(''),
    email: text('email').notNull().default(''),
    address: jsonb('address').$type<ClientAddress>().notNull(),
    taxId: text('tax_id').notNull().default(''),
    language: text('language').$type<Locale>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    paymentTermsDays: integer('payment_terms_days').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('clients_brand_name_idx').on(table.brandId, table.name)],
)

/**
 * Quotes, invoices and credit notes (`kind`). A draft has no number and no totals of its own;
 * finalizing gives it its number, its totals (documentTotals' figures, kept whole in `totals` and
 * the ones sums need as integers) and the client's and brand's details as they were. A number is
 * never given twice in a brand's series (`documents_number_key`).
 */
export const documents = pgTable(
  'documents',
  {
    ...brandRowColumns(),
    kind: text('kind').$type<DocumentKind>().notNull(),
    status: text('status').$type<DocumentStatus>().notNull().default('draft'),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'no action' }),
    /** The invoice a credit note corrects. */
    invoiceId: uuid('invoice_id').references((): AnyPgColumn => documents.id, { onDelete: 'no action' }),
    /** The quote an invoice was made from. */
    quoteId: uuid('quote_id').references((): AnyPgColumn => documents.id, { onDelete: 'set null' }),
    number: text('number'),
    currency: text('currency').$type<Currency>().notNull(),
    prices: text('prices').$type<'exclusive' | 'inclusive'>().notNull(),
    lines: jsonb('lines').$type<DocumentLineInput[]>().notNull(),
    notes: text('notes').notNull().default(''),
    terms: text('terms').notNull().default(''),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    totals: jsonb('totals').$type<DocumentTotals>(),
    /** The tax-inclusive total (BT-112) of a finalized document, in minor units; null for a draft. */
    total: bigint('total', { mode: 'number' }),
    clientSnapshot: jsonb('client_snapshot').$type<ClientSnapshot>(),
    brandSnapshot: jsonb('brand_snapshot').$type<BrandSnapshot>(),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('documents_brand_created_idx').on(table.brandId, table.createdAt),
    index('documents_client_idx').on(table.clientId),
    index('documents_invoice_idx').on(table.invoiceId),
    uniqueIndex('documents_number_key').on(table.brandId, table.kind, table.number),
    check('documents_kind_check', sql`${table.kind} in ('quote', 'invoice', 'credit_note')`),
    check('documents_status_check', sql`${table.status} in ('draft', 'issued', 'sent', 'viewed', 'accepted', 'declined', 'void')`),
    // A draft has no number and no totals; anything else has both.
    check('documents_final_has_number', sql`(${table.status} = 'draft') = (${table.number} is null) and (${table.number} is null) = (${table.total} is null)`),
    check('documents_credit_note_of_invoice', sql`(${table.kind} = 'credit_note') = (${table.invoiceId} is not null)`),
  ],
)

/**
 * The last number given in each brand's series (quote, invoice, credit note) and year. Finalizing
 * raises it in the transaction that finalizes, so the row's lock orders concurrent finalizations
 * and a finalization that fails gives its number back with its rollback.
 */
export const documentSequences = pgTable(
  'document_sequences',
  {
    brandId: belongsTo('brand_id', idOf('brands')),
    series: text('series').$type<DocumentKind>().notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.series, table.year] })],
)

/** A client's link to a document, opened without an account: only the SHA-256 of its secret is kept. */
export const documentLinks = pgTable(
  'document_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    documentId: belongsTo('document_id', () => documents.id),
    createdAt: createdAt(),
  },
  (table) => [index('document_links_document_idx').on(table.documentId)],
)

/**
 * What of a payment went to which document: an invoice's paid amount is the sum of its rows. The
 * payments themselves (provider, method, date) are the payments module's; `payment_id` names one.
 */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    ...brandRowColumns(),
    documentId: belongsTo('document_id', () => documents.id),
    paymentId: uuid('payment_id'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('payment_allocations_document_idx').on(table.documentId), check('payment_allocations_amount_positive', sql`${table.amount} > 0`)],
)
