import { z } from 'zod'
import { calendarDaySchema } from './invoice'
import { currencySchema } from './money/currencies'
import { problem } from './problems'

/**
 * What a client paid a brand: an amount (minor units) received on a day by one method, settling
 * invoices through its allocations; what is not allocated is the client's credit. Refunds are rows
 * of their own, so a payment never changes once recorded (docs/payments.md).
 */
const paymentMethods = ['bank_transfer', 'cash', 'card', 'other'] as const
const paymentMethodSchema = z.enum(paymentMethods)
export type PaymentMethod = z.infer<typeof paymentMethodSchema>

/** Who took the money: recorded by a person (`manual`) or paid through Stripe's checkout. */
const paymentProviders = ['manual', 'stripe'] as const
export type PaymentProvider = (typeof paymentProviders)[number]

const amountSchema = z.number().int().min(1).max(1e12)
const line = (max: number) => z.string().trim().max(max)

/** What of a payment goes to one invoice. */
const allocationInputSchema = z.object({ invoice_id: z.uuid(), amount: amountSchema }).strict()

/**
 * POST /api/brands/{brandId}/payments: a payment received. Without allocations it settles the
 * given invoices' balances in order of their due dates, up to its amount; what is left is credit.
 */
export const paymentCreateSchema = z
  .object({
    client_id: z.uuid(problem('brandClient')),
    amount: amountSchema,
    currency: currencySchema,
    method: z.enum(['bank_transfer', 'cash', 'other']).default('bank_transfer'),
    received_on: calendarDaySchema.optional(),
    reference: line(200).default(''),
    note: line(2000).default(''),
    allocations: z.array(allocationInputSchema).max(100).optional(),
  })
  .strict()

/** POST …/payments/{paymentId}/allocations: the payment's credit put on invoices. */
export const allocationCreateSchema = z.object({ allocations: z.array(allocationInputSchema).min(1).max(100) }).strict()

/** POST …/payments/{paymentId}/refunds: what is given back; a card payment's is refunded through Stripe. */
export const refundCreateSchema = z
  .object({
    amount: amountSchema,
    /** The invoice whose payment is given back, when any: its balance grows again. */
    invoice_id: z.uuid().optional(),
    reason: line(500).default(''),
    refunded_on: calendarDaySchema.optional(),
  })
  .strict()

const refundSchema = z.object({ id: z.string(), amount: z.number().int(), invoice_id: z.string().nullable(), reason: z.string(), refunded_on: z.string(), created_at: z.string() })

const allocationSchema = z.object({ invoice_id: z.string(), invoice_number: z.string().nullable(), amount: z.number().int() })

export const paymentSchema = z.object({
  id: z.string(),
  client_id: z.string().nullable(),
  client_name: z.string().nullable(),
  /** Who paid through a payment link, as they gave it at the checkout. */
  payer: z.string(),
  amount: z.number().int(),
  currency: currencySchema,
  method: paymentMethodSchema,
  provider: z.enum(paymentProviders),
  received_on: z.string(),
  reference: z.string(),
  note: z.string(),
  payment_link_id: z.string().nullable(),
  allocations: z.array(allocationSchema),
  refunds: z.array(refundSchema),
  refunded: z.number().int(),
  /** What of it is on no invoice and not refunded: the client's credit. */
  unallocated: z.number().int(),
  created_at: z.string(),
})
export type Payment = z.infer<typeof paymentSchema>

export const paymentPageSize = 50

/** GET /api/brands/{brandId}/payments (and payments.csv): newest first. */
export const paymentQuerySchema = z
  .object({
    client_id: z.uuid(problem('brandClient')).optional(),
    invoice_id: z.uuid().optional(),
    page: z.coerce.number({ message: problem('pageNumber') }).int().min(1).max(10_000).optional(),
  })
  .strict()
export type PaymentQuery = z.infer<typeof paymentQuerySchema>

export const paymentListSchema = z.object({ payments: z.array(paymentSchema), total: z.number().int(), page: z.number().int(), page_size: z.number().int() })

/** GET /api/brands/{brandId}/clients/{clientId}/credit: what the client has paid beyond their invoices, by currency. */
export const clientCreditSchema = z.object({ credit: z.array(z.object({ currency: currencySchema, amount: z.number().int() })) })

/** The account a brand's clients transfer to; shown on the client's link of an invoice. */
const bankDetailsSchema = z
  .object({
    account_holder: line(200),
    /** The account's number as the bank writes it (an IBAN, or a sort code and account number). */
    account: line(60),
    /** The bank's BIC (SWIFT code), when transfers from abroad need it. */
    bic: line(11),
    bank_name: line(200),
  })
  .strict()
export type BankDetails = z.infer<typeof bankDetailsSchema>

/** GET/PUT /api/brands/{brandId}/payment-settings. */
export const paymentSettingsSchema = z.object({ bank: bankDetailsSchema, stripe_enabled: z.boolean() })
export const paymentSettingsUpdateSchema = z.object({ bank: bankDetailsSchema }).strict()

/** GET /api/invoice-links/{token}/payment: how the client can pay what is left of the invoice. */
export const invoicePaymentSchema = z.object({
  currency: currencySchema,
  amount_due: z.number().int(),
  /** Partly paid once something was paid and something is left; paid with nothing left. */
  state: z.enum(['unpaid', 'partly_paid', 'paid']),
  /** What to write on the transfer: the invoice's number. */
  reference: z.string(),
  bank: bankDetailsSchema,
  /** Whether the client can pay by card (Stripe is set up). */
  card: z.boolean(),
})

/** POST …/checkout: where the visitor pays. */
export const checkoutSchema = z.object({ url: z.string() })

/** A payment link: an amount to pay without an invoice (a deposit, a donation), opened by its token. */
export const paymentLinkCreateSchema = z
  .object({
    title: line(200).min(1),
    description: line(2000).default(''),
    amount: amountSchema,
    currency: currencySchema,
    active: z.boolean().default(true),
  })
  .strict()
export type PaymentLinkCreate = z.output<typeof paymentLinkCreateSchema>

export const paymentLinkUpdateSchema = z
  .object({ title: line(200).min(1), description: line(2000), amount: amountSchema, currency: currencySchema, active: z.boolean() })
  .partial()
  .strict()
export type PaymentLinkUpdate = z.output<typeof paymentLinkUpdateSchema>

export const paymentLinkSchema = z.object({
  id: z.string(),
  token: z.string(),
  title: z.string(),
  description: z.string(),
  amount: z.number().int(),
  currency: currencySchema,
  active: z.boolean(),
  /** The app path its payers open: /pay/{token}. */
  path: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type PaymentLink = z.infer<typeof paymentLinkSchema>
export const paymentLinkListSchema = z.object({ payment_links: z.array(paymentLinkSchema) })

/** GET /api/pay-links/{token}: the link as its payer sees it. */
export const publicPaymentLinkSchema = paymentLinkSchema.pick({ title: true, description: true, amount: true, currency: true }).extend({ card: z.boolean() })

/** GET /api/payments/stripe/return: what became of the visitor's checkout. */
export const checkoutReturnSchema = z.object({ paid: z.boolean(), amount: z.number().int(), currency: currencySchema })
