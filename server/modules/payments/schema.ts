import { sql } from 'drizzle-orm'
import { bigint, boolean, check, date, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { Currency } from '../../../src/domain/money/currencies'
import type { PaymentMethod, PaymentProvider } from '../../../src/domain/payment'
import { belongsTo, brandRowColumns, createdAt, idOf, oneFor } from '../../db/columns'

/**
 * A payment received by a brand. It never changes once recorded: what of it settles which invoice
 * is in the invoices module's `payment_allocations`, what was given back in `payment_refunds`. A
 * provider's payment is recorded once (`payments_provider_key`), however many times it is reported.
 */
export const payments = pgTable(
  'payments',
  {
    ...brandRowColumns(),
    /** The client who paid; none for a payment through a payment link. */
    clientId: uuid('client_id').references(idOf('clients'), { onDelete: 'no action' }),
    paymentLinkId: uuid('payment_link_id').references(() => paymentLinks.id, { onDelete: 'set null' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    /** The provider's own id of the money taken (Stripe's payment intent). */
    providerPaymentId: text('provider_payment_id'),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    reference: text('reference').notNull().default(''),
    note: text('note').notNull().default(''),
    /** The name and e-mail the payer gave at a provider's checkout. */
    payer: text('payer').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('payments_brand_created_idx').on(table.brandId, table.createdAt),
    index('payments_client_idx').on(table.clientId),
    uniqueIndex('payments_provider_key').on(table.provider, table.providerPaymentId),
    check('payments_amount_positive', sql`${table.amount} > 0`),
    check('payments_method_check', sql`${table.method} in ('bank_transfer', 'cash', 'card', 'other')`),
  ],
)

/** Money given back of a payment, whole or in part; a provider's refund is recorded once. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    ...brandRowColumns(),
    paymentId: belongsTo('payment_id', () => payments.id),
    /** The invoice whose payment was given back, when it was one's. */
    documentId: uuid('document_id').references(idOf('documents'), { onDelete: 'no action' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: text('reason').notNull().default(''),
    refundedOn: date('refunded_on', { mode: 'string' }).notNull(),
    providerRefundId: text('provider_refund_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('payment_refunds_payment_idx').on(table.paymentId),
    uniqueIndex('payment_refunds_provider_key').on(table.providerRefundId),
    check('payment_refunds_amount_positive', sql`${table.amount} > 0`),
  ],
)

/** An amount anyone with the link can pay without an invoice: a deposit, a donation. */
export const paymentLinks = pgTable(
  'payment_links',
  {
    ...brandRowColumns(),
    token: text('token').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_links_brand_idx').on(table.brandId), check('payment_links_amount_positive', sql`${table.amount} > 0`)],
)

/** A brand's bank account, which its clients transfer to. */
export const paymentSettings = pgTable('payment_settings', {
  brandId: oneFor('brand_id', idOf('brands')),
  accountHolder: text('account_holder').notNull().default(''),
  account: text('account').notNull().default(''),
  bic: text('bic').notNull().default(''),
  bankName: text('bank_name').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Each provider event applied: its id is written in the transaction that applies it, so an event
 * delivered again (or at once twice) finds its row and changes nothing.
 */
export const providerEvents = pgTable(
  'provider_events',
  {
    provider: text('provider').$type<PaymentProvider>().notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    appliedAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
)
