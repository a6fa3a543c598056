import { defineMessages } from '@formatjs/intl'
import { stringify } from 'csv-stringify/sync'
import { createHash, randomBytes } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Currency } from '../../../src/domain/money/currencies'
import { formatMoney } from '../../../src/domain/money/money-text'
import { minor } from '../../../src/domain/money/minor-units'
import {
  allocationCreateSchema,
  checkoutSchema,
  clientCreditSchema,
  invoicePaymentSchema,
  paymentCreateSchema,
  paymentLinkCreateSchema,
  paymentLinkListSchema,
  paymentLinkSchema,
  paymentLinkUpdateSchema,
  paymentListSchema,
  paymentPageSize,
  paymentQuerySchema,
  paymentSchema,
  paymentSettingsSchema,
  paymentSettingsUpdateSchema,
  publicPaymentLinkSchema,
  refundCreateSchema,
} from '../../../src/domain/payment'
import { formattingLocales } from '../../../src/i18n/locales'
import { actorOf } from '../../access/actor'
import type { AppContext } from '../../app-context'
import { inert } from '../../csv-cells'
import { fieldError, HttpError, notFound, said, type ErrorWords } from '../../http-error'
import { requestLocale } from '../../i18n/request-locale'
import { decimalAmount } from '../invoices/public'
import { payLinkPath, toLink, toPayment } from './payment-mappers'
import type { PaymentsOwn } from './payment-provider'
import type { PaymentLinkRow, PaymentRecord, PaymentRefusal } from './payment-repository'
import { tellPaymentReceived } from './payment-received'

const words = defineMessages({
  noPayment: { id: 'paymentsErrors.noPayment', defaultMessage: 'There is no such payment here' },
  noClient: { id: 'paymentsErrors.noClient', defaultMessage: 'There is no such client here' },
  noInvoice: { id: 'paymentsErrors.noInvoice', defaultMessage: 'must be an issued invoice of this client that is not void' },
  currency: { id: 'paymentsErrors.currency', defaultMessage: 'must be an invoice in the currency of the payment' },
  overInvoice: { id: 'paymentsErrors.overInvoice', defaultMessage: 'is more than is left to pay of the invoice: at most {due}' },
  overPayment: { id: 'paymentsErrors.overPayment', defaultMessage: 'is more than is left of the payment: at most {left}' },
  refundInvoice: { id: 'paymentsErrors.refundInvoice', defaultMessage: 'must be an invoice this payment was put on' },
  noLink: { id: 'paymentsErrors.noLink', defaultMessage: 'There is no such payment link here' },
  noInvoiceLink: { id: 'paymentsErrors.noInvoiceLink', defaultMessage: 'This link does not open an invoice here; use the link in your latest mail' },
  nothingDue: { id: 'paymentsErrors.nothingDue', defaultMessage: 'Nothing is left to pay of this invoice' },
  noCard: { id: 'paymentsErrors.noCard', defaultMessage: 'Card payments are not set up here; pay by bank transfer' },
  providerDown: { id: 'paymentsErrors.providerDown', defaultMessage: 'The card payment service did not answer; try again in a moment' },
})

const brandParams = z.object({ brandId: z.uuid() })
const paymentParams = z.object({ brandId: z.uuid(), paymentId: z.uuid('must be a payment id') })
const clientParams = z.object({ brandId: z.uuid(), clientId: z.uuid('must be a client id') })
const linkParams = z.object({ brandId: z.uuid(), linkId: z.uuid('must be a payment link id') })
const tokenParams = z.object({ token: z.string().min(1).max(200) })
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')
const today = () => new Date().toISOString().slice(0, 10)

const viewers = { access: { brand: 'view-invoices' } } as const
const recorders = { access: { brand: 'record-payments' } } as const

/**
 * A brand's payments (recorded by hand or taken online), their refunds and the client's credit,
 * its payment links and bank details, and how a client pays an invoice or a link (docs/payments.md).
 */
export const paymentRoutes: FastifyPluginAsyncZod<AppContext & PaymentsOwn> = async (app, context) => {
  const { repositories, online } = context
  const payments = repositories.payments

  type Request = Parameters<typeof requestLocale>[0] & { site: { meta: Parameters<typeof requestLocale>[1] } }
  const money = (request: Request, amount: number, currency: Currency) => formatMoney(minor(amount), currency, formattingLocales[requestLocale(request, request.site.meta)])

  /** A refusal as the error that says it, about the field it is about. */
  function refusalError(request: Request, refusal: PaymentRefusal, currency: Currency, field: string): HttpError {
    const say: Record<PaymentRefusal['reason'], () => [ErrorWords, number]> = {
      'no-client': () => [words.noClient, 400],
      'no-payment': () => [words.noPayment, 404],
      'no-invoice': () => [field === 'invoice_id' ? words.refundInvoice : words.noInvoice, 400],
      currency: () => [words.currency, 400],
      'over-invoice': () => [said(words.overInvoice, { due: money(request, refusal.reason === 'over-invoice' ? refusal.due : 0, currency) }), 409],
      'over-payment': () => [said(words.overPayment, { left: money(request, refusal.reason === 'over-payment' ? refusal.left : 0, currency) }), 409],
    }
    const [text, status] = say[refusal.reason]()
    if (refusal.reason === 'no-payment') return notFound(words.noPayment)
    if (refusal.reason === 'no-client') return fieldError('client_id', text, status)
    return fieldError(field, text, status)
  }

  async function paymentOf(brandId: string, paymentId: string): Promise<PaymentRecord> {
    const record = await payments.findPayment(brandId, paymentId)
    if (!record) throw notFound(words.noPayment)
    return record
  }

  // The brand's payments

  app.get('/api/brands/:brandId/payments', { config: viewers, schema: { params: brandParams, querystring: paymentQuerySchema, response: { 200: paymentListSchema } } }, async (request) => {
    const page = request.query.page ?? 1
    const { records, total } = await payments.listPayments(request.brand.id, request.query, { limit: paymentPageSize, offset: (page - 1) * paymentPageSize })
    return { payments: records.map(toPayment), total, page, page_size: paymentPageSize }
  })

  app.get('/api/brands/:brandId/payments.csv', { config: viewers, schema: { params: brandParams, querystring: paymentQuerySchema } }, async (request, reply) => {
    const { records } = await payments.listPayments(request.brand.id, { ...request.query, page: undefined }, { limit: 50_000, offset: 0 })
    const rows = records.map(toPayment).map((payment) => {
      const amount = (value: number) => decimalAmount(value, payment.currency)
      return [
        payment.received_on,
        inert(payment.client_name ?? payment.payer),
        payment.method,
        payment.provider,
        inert(payment.reference),
        payment.currency,
        amount(payment.amount),
        amount(payment.refunded),
        amount(payment.unallocated),
        payment.allocations.map((allocation) => `${allocation.invoice_number ?? ''} ${amount(allocation.amount)}`).join('; '),
      ]
    })
    const csv = stringify(rows, {
      header: true,
      columns: ['received_on', 'client', 'method', 'provider', 'reference', 'currency', 'amount', 'refunded', 'credit', 'invoices'],
      record_delimiter: 'windows',
    })
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="payments-${today()}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv)
  })

  app.post('/api/brands/:brandId/payments', { config: recorders, schema: { params: brandParams, body: paymentCreateSchema, response: { 201: paymentSchema } } }, async (request, reply) => {
    const { body } = request
    const result = await payments.recordPayment(
      null,
      {
        brandId: request.brand.id,
        clientId: body.client_id,
        amount: body.amount,
        currency: body.currency,
        method: body.method,
        provider: 'manual',
        receivedOn: body.received_on ?? today(),
        reference: body.reference,
        note: body.note,
      },
      body.allocations ? body.allocations.map((allocation) => ({ invoiceId: allocation.invoice_id, amount: allocation.amount })) : 'oldest-first',
    )
    if (!result.ok) throw refusalError(request, result, body.currency, 'allocations')
    const payment = toPayment(result.record!)
    await repositories.auditLog.record(null, actorOf(request), {
      action: 'payment.recorded',
      object: { type: 'payment', id: payment.id },
      summary: `Recorded a payment of ${decimalAmount(payment.amount, payment.currency)} ${payment.currency} from ${payment.client_name ?? 'a client'}`,
      brandId: request.brand.id,
    })
    await tellPaymentReceived(context, result.record!, `${request.protocol}://${request.host}`)
    return reply.code(201).send(payment)
  })

  app.get('/api/brands/:brandId/payments/:paymentId', { config: viewers, schema: { params: paymentParams, response: { 200: paymentSchema } } }, async (request) =>
    toPayment(await paymentOf(request.brand.id, request.params.paymentId)),
  )

  app.post(
    '/api/brands/:brandId/payments/:paymentId/allocations',
    { config: recorders, schema: { params: paymentParams, body: allocationCreateSchema, response: { 200: paymentSchema } } },
    async (request) => {
      const before = await paymentOf(request.brand.id, request.params.paymentId)
      const result = await payments.allocateCredit(
        request.brand.id,
        before.payment.id,
        request.body.allocations.map((allocation) => ({ invoiceId: allocation.invoice_id, amount: allocation.amount })),
      )
      if (!result.ok) throw refusalError(request, result, before.payment.currency, 'allocations')
      const payment = toPayment(result.record)
      await repositories.auditLog.record(null, actorOf(request), {
        action: 'payment.allocated',
        object: { type: 'payment', id: payment.id },
        summary: `Put ${decimalAmount(request.body.allocations.reduce((sum, allocation) => sum + allocation.amount, 0), payment.currency)} ${payment.currency} of a payment's credit on invoices`,
        brandId: request.brand.id,
      })
      return payment
    },
  )

  app.post(
    '/api/brands/:brandId/payments/:paymentId/refunds',
    { config: recorders, schema: { params: paymentParams, body: refundCreateSchema, response: { 201: paymentSchema } } },
    async (request, reply) => {
      const before = await paymentOf(request.brand.id, request.params.paymentId)
      const { body } = request
      const currency = before.payment.currency
      const refunded = before.refunds.reduce((sum, refund) => sum + refund.amount, 0)
      if (body.amount > before.payment.amount - refunded) throw refusalError(request, { ok: false, reason: 'over-payment', left: before.payment.amount - refunded }, currency, 'amount')
      if (body.invoice_id && !before.allocations.some((allocation) => allocation.invoiceId === body.invoice_id)) throw fieldError('invoice_id', words.refundInvoice)
      // A card payment is given back through its provider first; the key makes a request made again no second refund.
      let providerRefundId: string | null = null
      if (before.payment.provider === 'stripe' && before.payment.providerPaymentId) {
        if (!online) throw new HttpError(409, words.noCard)
        const refund = await online
          .refund({ paymentId: before.payment.providerPaymentId, amount: body.amount, idempotencyKey: `refund-${before.payment.id}-${refunded}-${body.amount}` })
          .catch((error: unknown) => {
            request.log.warn({ err: error }, 'the card refund was not made')
            throw new HttpError(502, words.providerDown)
          })
        providerRefundId = refund.id
      }
      const result = await payments.recordRefund(null, request.brand.id, before.payment.id, {
        amount: body.amount,
        invoiceId: body.invoice_id ?? null,
        reason: body.reason,
        refundedOn: body.refunded_on ?? today(),
        providerRefundId,
      })
      if (!result.ok) throw refusalError(request, result, currency, result.reason === 'no-invoice' ? 'invoice_id' : 'amount')
      const payment = toPayment(result.record ?? (await paymentOf(request.brand.id, before.payment.id)))
      await repositories.auditLog.record(null, actorOf(request), {
        action: 'payment.refunded',
        object: { type: 'payment', id: payment.id },
        summary: `Refunded ${decimalAmount(body.amount, currency)} ${currency} of a payment from ${payment.client_name ?? payment.payer}`,
        brandId: request.brand.id,
      })
      return reply.code(201).send(payment)
    },
  )

  app.get('/api/brands/:brandId/clients/:clientId/credit', { config: viewers, schema: { params: clientParams, response: { 200: clientCreditSchema } } }, async (request) => {
    if (!(await repositories.invoices.findClient(request.brand.id, request.params.clientId))) throw notFound(words.noClient)
    return { credit: await payments.creditOf(request.brand.id, request.params.clientId) }
  })

  // The brand's bank details, and whether card payments are on

  app.get('/api/brands/:brandId/payment-settings', { config: viewers, schema: { params: brandParams, response: { 200: paymentSettingsSchema } } }, async (request) => ({
    bank: await payments.bankDetails(request.brand.id),
    stripe_enabled: online !== null,
  }))

  app.put('/api/brands/:brandId/payment-settings', { config: recorders, schema: { params: brandParams, body: paymentSettingsUpdateSchema, response: { 200: paymentSettingsSchema } } }, async (request) => {
    await payments.saveBankDetails(null, request.brand.id, request.body.bank)
    await repositories.auditLog.record(null, actorOf(request), {
      action: 'payment.settings-changed',
      object: { type: 'brand', id: request.brand.id },
      summary: 'Changed the bank details clients transfer to',
      brandId: request.brand.id,
    })
    return { bank: await payments.bankDetails(request.brand.id), stripe_enabled: online !== null }
  })

  // Payment links

  async function linkOf(brandId: string, linkId: string): Promise<PaymentLinkRow> {
    const link = await payments.findLink(brandId, linkId)
    if (!link) throw notFound(words.noLink)
    return link
  }

  app.get('/api/brands/:brandId/payment-links', { config: viewers, schema: { params: brandParams, response: { 200: paymentLinkListSchema } } }, async (request) => ({
    payment_links: (await payments.listLinks(request.brand.id)).map(toLink),
  }))

  app.post('/api/brands/:brandId/payment-links', { config: recorders, schema: { params: brandParams, body: paymentLinkCreateSchema, response: { 201: paymentLinkSchema } } }, async (request, reply) => {
    const link = toLink(await payments.createLink(null, request.brand.id, randomBytes(12).toString('base64url'), request.body))
    await repositories.auditLog.record(null, actorOf(request), {
      action: 'payment-link.created',
      object: { type: 'payment-link', id: link.id },
      summary: `Made the payment link ${link.title}`,
      brandId: request.brand.id,
    })
    return reply.code(201).send(link)
  })

  app.get('/api/brands/:brandId/payment-links/:linkId', { config: viewers, schema: { params: linkParams, response: { 200: paymentLinkSchema } } }, async (request) =>
    toLink(await linkOf(request.brand.id, request.params.linkId)),
  )

  app.patch('/api/brands/:brandId/payment-links/:linkId', { config: recorders, schema: { params: linkParams, body: paymentLinkUpdateSchema, response: { 200: paymentLinkSchema } } }, async (request) => {
    const before = toLink(await linkOf(request.brand.id, request.params.linkId))
    const updated = await payments.updateLink(request.brand.id, before.id, request.body)
    if (!updated) throw notFound(words.noLink)
    const after = toLink(updated)
    await repositories.auditLog.recordEdit(null, actorOf(request), {
      action: 'payment-link.edited',
      object: { type: 'payment-link', id: after.id },
      before,
      after,
      fields: Object.keys(request.body),
      summary: (changed) => `Changed the payment link ${after.title}: ${changed.join(', ')}`,
      brandId: request.brand.id,
    })
    return after
  })

  app.delete('/api/brands/:brandId/payment-links/:linkId', { config: recorders, schema: { params: linkParams } }, async (request, reply) => {
    const link = await linkOf(request.brand.id, request.params.linkId)
    if (!(await payments.deleteLink(request.brand.id, link.id))) throw notFound(words.noLink)
    await repositories.auditLog.record(null, actorOf(request), {
      action: 'payment-link.deleted',
      object: { type: 'payment-link', id: link.id },
      summary: `Deleted the payment link ${link.title}`,
      brandId: request.brand.id,
    })
    return reply.code(204).send()
  })

  // What a client or a visitor sees: no account, only the link's secret; another site's brand's link is none here.

  async function linkedInvoice(brandId: string, token: string) {
    const record = await repositories.invoices.findByLink(brandId, hashOf(token))
    if (!record || record.document.kind !== 'invoice') throw notFound(words.noInvoiceLink)
    return record
  }

  /** What is left to pay: the invoice's payable amount less what was paid and credited (never worked out again from its lines). */
  const dueOf = (record: Awaited<ReturnType<typeof linkedInvoice>>) =>
    record.document.status === 'void' ? 0 : Math.max(0, (record.document.totals?.payable ?? 0) - record.paid - record.credited)

  app.get('/api/invoice-links/:token/payment', { config: { access: 'site' }, schema: { params: tokenParams, response: { 200: invoicePaymentSchema } } }, async (request) => {
    const record = await linkedInvoice(request.site.brandId, request.params.token)
    const due = dueOf(record)
    return {
      currency: record.document.currency,
      amount_due: due,
      state: due === 0 ? 'paid' : record.paid > 0 ? 'partly_paid' : 'unpaid',
      reference: record.document.number ?? '',
      bank: await payments.bankDetails(request.site.brandId),
      card: online !== null && due > 0,
    } as const
  })

  const origin = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`

  async function openCheckout(request: { log: { warn(object: object, message: string): void } }, open: () => Promise<{ url: string }>) {
    try {
      return await open()
    } catch (error) {
      request.log.warn({ err: error }, 'the checkout was not opened')
      throw new HttpError(502, words.providerDown)
    }
  }

  app.post('/api/invoice-links/:token/checkout', { config: { access: 'site' }, schema: { params: tokenParams, response: { 200: checkoutSchema } } }, async (request) => {
    if (!online) throw new HttpError(409, words.noCard)
    const record = await linkedInvoice(request.site.brandId, request.params.token)
    const due = dueOf(record)
    if (due === 0) throw new HttpError(409, words.nothingDue)
    const page = `${origin(request)}/invoice-links/${request.params.token}`
    return openCheckout(request, () =>
      online.createCheckout({
        // What is paid: this invoice's balance as it is now. Asked again, the same checkout; after a payment, a new one.
        idempotencyKey: `invoice-${record.document.id}-${due}-${record.paid}`,
        amount: due,
        currency: record.document.currency,
        title: record.document.number!,
        metadata: { brand_id: record.document.brandId, invoice_id: record.document.id, client_id: record.document.clientId, reference: record.document.number! },
        successUrl: `${page}?checkout={CHECKOUT_SESSION_ID}`,
        cancelUrl: page,
        ...(record.client.email && { email: record.client.email }),
      }),
    )
  })

  async function activeLink(brandId: string, token: string): Promise<PaymentLinkRow> {
    const link = await payments.findLinkByToken(brandId, token)
    if (!link) throw notFound(words.noLink)
    return link
  }

  app.get('/api/pay-links/:token', { config: { access: 'site' }, schema: { params: tokenParams, response: { 200: publicPaymentLinkSchema } } }, async (request) => {
    const link = await activeLink(request.site.brandId, request.params.token)
    return { title: link.title, description: link.description, amount: link.amount, currency: link.currency, card: online !== null }
  })

  const visitHeaders = z.object({ 'idempotency-key': z.string().regex(/^[\x21-\x7e]{1,100}$/).optional() }).passthrough()

  app.post('/api/pay-links/:token/checkout', { config: { access: 'site' }, schema: { params: tokenParams, headers: visitHeaders, response: { 200: checkoutSchema } } }, async (request) => {
    if (!online) throw new HttpError(409, words.noCard)
    const link = await activeLink(request.site.brandId, request.params.token)
    const page = `${origin(request)}${payLinkPath(link.token)}`
    return openCheckout(request, () =>
      online.createCheckout({
        // Each payer pays anew: the page's key for its visit (Idempotency-Key) names what is paid, so a visit's retries meet one checkout.
        idempotencyKey: `pay-link-${link.id}-${link.updatedAt.getTime()}-${request.headers['idempotency-key'] ?? randomBytes(12).toString('hex')}`,
        amount: link.amount,
        currency: link.currency,
        title: link.title,
        metadata: { brand_id: link.brandId, payment_link_id: link.id, reference: link.title },
        successUrl: `${page}?checkout={CHECKOUT_SESSION_ID}`,
        cancelUrl: page,
      }),
    )
  })
}
