import { z } from 'zod'
import { clientSnapshotSchema, listPageSchema } from './client'
import { cardAddressSchema } from './contact-details'
import { currencySchema } from './money/currencies'
import { documentInputSchema } from './money/document-input'
import { problem } from './problems'

/**
 * Quotes, invoices and credit notes: "documents" of a brand to one of its clients. A draft has no
 * number and can change; finalizing gives it the next number of its series and keeps its totals
 * and the client's and brand's details as they were, and it never changes again (docs/invoices.md).
 */
export const documentKinds = ['quote', 'invoice', 'credit_note'] as const
export const documentKindSchema = z.enum(documentKinds)
export type DocumentKind = z.infer<typeof documentKindSchema>

/**
 * Where a document stands with its client; what was paid is kept apart (`paid`, `balance`).
 * `issued`: finalized, not sent yet; `viewed`: the client opened the link; `accepted` and
 * `declined` are a quote's answers; `void`: withdrawn after it was issued.
 */
export const documentStatuses = ['draft', 'issued', 'sent', 'viewed', 'accepted', 'declined', 'void'] as const
export const documentStatusSchema = z.enum(documentStatuses)
export type DocumentStatus = z.infer<typeof documentStatusSchema>

/** A day of the calendar, as YYYY-MM-DD. */
export const calendarDaySchema = z.iso.date(problem('calendarDay'))

const lineShape = documentInputSchema.shape.lines.element

/** One line of a document: what the calculator takes (src/domain/money/document-input.ts), and its description. */
export const documentLineSchema = lineShape.extend({ description: z.string().trim().min(1).max(1000) }).strict()
export type DocumentLineInput = z.output<typeof documentLineSchema>

/** The checks of a whole document the calculator makes (its amounts' size, one name per tax), on the lines given. */
function checkLines(document: { currency?: string; prices?: string; lines?: DocumentLineInput[] }, context: z.RefinementCtx) {
  if (!document.lines) return
  const checked = documentInputSchema.safeParse({ currency: document.currency ?? 'EUR', prices: document.prices ?? 'exclusive', lines: document.lines.map(({ description: _description, ...line }) => line) })
  if (checked.success) return
  for (const issue of checked.error.issues) if (issue.path[0] === 'lines') context.addIssue({ code: 'custom', message: issue.message, path: issue.path })
}

const documentFields = {
  client_id: z.uuid(problem('brandClient')),
  currency: currencySchema,
  /** Whether unit prices exclude tax (business to business) or include it (shown to consumers). */
  prices: z.enum(['exclusive', 'inclusive']),
  lines: z.array(documentLineSchema).min(1).max(500),
  notes: z.string().trim().max(5000),
  terms: z.string().trim().max(5000),
  issue_date: calendarDaySchema,
  /** An invoice's due date, a quote's last day; by default the issue date and the client's payment terms. */
  due_date: calendarDaySchema,
}

const dueAfterIssue = (document: { issue_date?: string; due_date?: string }) => !document.issue_date || !document.due_date || document.due_date >= document.issue_date

/** POST /api/brands/{brandId}/invoices: a draft quote or invoice; the currency is the client's unless given. */
export const documentCreateSchema = z
  .object({
    kind: z.enum(['quote', 'invoice']),
    ...documentFields,
    currency: currencySchema.optional(),
    prices: documentFields.prices.default('exclusive'),
    notes: documentFields.notes.default(''),
    terms: documentFields.terms.default(''),
    issue_date: calendarDaySchema.optional(),
    due_date: calendarDaySchema.optional(),
  })
  .strict()
  .superRefine(checkLines)
  .refine(dueAfterIssue, { message: problem('dueNotBeforeIssue'), path: ['due_date'] })

/** PATCH …/invoices/{invoiceId}: the fields of a draft to change. */
export const documentUpdateSchema = z.object(documentFields).partial().strict().superRefine(checkLines).refine(dueAfterIssue, { message: problem('dueNotBeforeIssue'), path: ['due_date'] })

/** POST …/invoices/{invoiceId}/credit-notes: a draft credit note of the invoice; by default of all its lines. */
export const creditNoteCreateSchema = z
  .object({ lines: documentFields.lines, notes: documentFields.notes })
  .partial()
  .strict()
  .superRefine(checkLines)

/** What a finalized document keeps of the brand that issued it. */
export const brandSnapshotSchema = z.object({ name: z.string(), email: z.string(), phone: z.string(), website: z.string(), address: cardAddressSchema.nullable() })
export type BrandSnapshot = z.infer<typeof brandSnapshotSchema>

const amount = z.number().int()

/** documentTotals' answer (src/domain/money/document-totals.ts), every figure in minor units. */
export const documentTotalsSchema = z.object({
  currency: currencySchema,
  prices: z.enum(['exclusive', 'inclusive']),
  lines: z.array(z.object({ amount, discount: amount, total: amount, net: amount })),
  line_net_total: amount,
  tax_exclusive_total: amount,
  taxes: z.array(z.object({ name: z.string(), percent: z.string(), category: z.string(), taxable: amount, tax: amount })),
  tax_total: amount,
  tax_inclusive_total: amount,
  paid: amount,
  rounding: amount,
  payable: amount,
})

const lineOutSchema = z.object({
  description: z.string(),
  quantity: z.string(),
  unit_price: amount,
  discount_percent: z.string().optional(),
  taxes: z.array(z.object({ name: z.string(), percent: z.string(), category: z.string() })),
})

/** A document as the brand's people see it. */
export const documentSchema = z.object({
  id: z.string(),
  kind: documentKindSchema,
  status: documentStatusSchema,
  /** Given when it is finalized, such as INV-2026-0001; null for a draft. */
  number: z.string().nullable(),
  client_id: z.string(),
  /** The client as they are now for a draft, as they were when it was issued for the rest. */
  client: clientSnapshotSchema.extend({ address: z.object({ lines: z.array(z.string()), postcode: z.string(), city: z.string(), country: z.string() }) }),
  /** The brand's details as they were when it was issued; null for a draft. */
  brand: brandSnapshotSchema.nullable(),
  currency: currencySchema,
  prices: z.enum(['exclusive', 'inclusive']),
  lines: z.array(lineOutSchema),
  notes: z.string(),
  terms: z.string(),
  issue_date: z.string(),
  due_date: z.string(),
  /** Worked out from the lines for a draft; kept as issued for the rest. */
  totals: documentTotalsSchema,
  /** What was paid of it, and what credit notes took off it (an invoice's). */
  paid: amount,
  credited: amount,
  /** What is still to be paid: an issued invoice's total less what was paid and credited; 0 for the rest. */
  balance: amount,
  /** An issued invoice with a balance after its due date. */
  overdue: z.boolean(),
  /** The invoice a credit note corrects; the quote an invoice was made from. */
  invoice_id: z.string().nullable(),
  quote_id: z.string().nullable(),
  finalized_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  viewed_at: z.string().nullable(),
  answered_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type InvoiceDocument = z.infer<typeof documentSchema>

/** What a send answers: the document, and the client's link (the same as in the mail). */
export const documentSentSchema = z.object({ invoice: documentSchema, link: z.string() })

export const documentPageSize = 50

/** GET /api/brands/{brandId}/invoices (and invoices.csv): which documents, newest first. */
export const documentQuerySchema = z
  .object({
    kind: documentKindSchema.optional(),
    status: documentStatusSchema.optional(),
    client_id: z.uuid(problem('brandClient')).optional(),
    overdue: z.enum(['true', 'false']).optional(),
    page: listPageSchema,
  })
  .strict()
export type DocumentQuery = z.infer<typeof documentQuerySchema>

export const documentListSchema = z.object({ invoices: z.array(documentSchema), total: z.number().int(), page: z.number().int(), page_size: z.number().int() })

/** GET /api/invoice-links/{token}: the document as its client sees it, through the link they were sent. */
export const clientDocumentSchema = documentSchema
  .pick({ kind: true, status: true, number: true, client: true, brand: true, currency: true, prices: true, lines: true, notes: true, terms: true, issue_date: true, due_date: true, totals: true, paid: true, credited: true, balance: true, overdue: true })
  .extend({ brand: brandSnapshotSchema, number: z.string(), can_answer: z.boolean() })
export type ClientDocument = z.infer<typeof clientDocumentSchema>
