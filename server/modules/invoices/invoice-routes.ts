import { defineMessages } from '@formatjs/intl'
import { stringify } from 'csv-stringify/sync'
import { createHash, randomBytes } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { clientCreateSchema, clientListSchema, clientPageSize, clientQuerySchema, clientSchema, clientUpdateSchema } from '../../../src/domain/client'
import {
  clientDocumentSchema,
  creditNoteCreateSchema,
  documentCreateSchema,
  documentListSchema,
  documentPageSize,
  documentQuerySchema,
  documentSchema,
  documentSentSchema,
  documentUpdateSchema,
  type BrandSnapshot,
  type InvoiceDocument,
} from '../../../src/domain/invoice'
import { formatMoney } from '../../../src/domain/money/money-text'
import { minor } from '../../../src/domain/money/minor-units'
import { formattingLocales } from '../../../src/i18n/locales'
import { actorOf } from '../../access/actor'
import type { AppContext } from '../../app-context'
import { inert } from '../../csv-cells'
import { fieldError, HttpError, notFound, said } from '../../http-error'
import { requestLocale } from '../../i18n/request-locale'
import { toBrandProfile } from '../brands/public'
import { addDays, today } from './document-numbers'
import { clientLinkPath, invoiceMail } from './invoice-mail'
import { tellClientNews } from './invoice-news'
import { decimalAmount, toClient, toClientDocument, toDocument } from './invoice-mappers'
import type { DocumentRecord, NewDocument } from './invoice-repository'

const words = defineMessages({
  noClient: { id: 'invoicesErrors.noClient', defaultMessage: 'There is no such client here' },
  noDocument: { id: 'invoicesErrors.noDocument', defaultMessage: 'There is no such invoice, quote or credit note here' },
  noLink: { id: 'invoicesErrors.noLink', defaultMessage: 'This link does not open a document here; use the link in your latest mail' },
  clientHasDocuments: { id: 'invoicesErrors.clientHasDocuments', defaultMessage: 'This client has quotes, invoices or credit notes, which name them; the client stays' },
  notDraft: {
    id: 'invoicesErrors.notDraft',
    defaultMessage:
      'This {kind, select, quote {quote} credit_note {credit note} other {invoice}} is issued ({number}) and can no longer change; {kind, select, invoice {correct it with a credit note} other {make a new one}}',
  },
  notIssued: { id: 'invoicesErrors.notIssued', defaultMessage: 'This is still a draft: finalize it first, which gives it its number' },
  notAnInvoice: { id: 'invoicesErrors.notAnInvoice', defaultMessage: 'Only an issued invoice can be corrected by a credit note' },
  overCredit: {
    id: 'invoicesErrors.overCredit',
    defaultMessage: 'would credit more than is left of the invoice: at most {left} can still be credited',
  },
  clientNoEmail: { id: 'invoicesErrors.clientNoEmail', defaultMessage: 'The client has no e-mail address; add one to send them the document' },
  notVoidable: { id: 'invoicesErrors.notVoidable', defaultMessage: 'Only an issued document with nothing paid or credited on it can be voided' },
  notAnswerable: { id: 'invoicesErrors.notAnswerable', defaultMessage: 'This quote can no longer be answered: it was answered already, withdrawn, or its last day has passed' },
  dueBeforeIssue: { id: 'invoicesErrors.dueBeforeIssue', defaultMessage: 'must not be before the issue date' },
  clientOfInvoice: { id: 'invoicesErrors.clientOfInvoice', defaultMessage: 'must be the client of the invoice it corrects' },
  currencyOfInvoice: { id: 'invoicesErrors.currencyOfInvoice', defaultMessage: 'must be the currency of the invoice it corrects' },
})

const brandParams = z.object({ brandId: z.uuid() })
const clientParams = z.object({ brandId: z.uuid(), clientId: z.uuid('must be a client id') })
const documentParams = z.object({ brandId: z.uuid(), invoiceId: z.uuid('must be an invoice id') })
const linkParams = z.object({ token: z.string().min(1).max(200) })
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

const viewers = { access: { brand: 'view-invoices' } } as const
const editors = { access: { brand: 'edit-invoices' } } as const
const senders = { access: { brand: 'send-invoices' } } as const

/** The words an audit line names a document by: "invoice INV-2026-0001", "draft quote". */
const documentWords = (document: { kind: string; number: string | null }) => `${document.number ? '' : 'draft '}${document.kind.replace('_', ' ')}${document.number ? ` ${document.number}` : ''}`

/**
 * A brand's clients and its quotes, invoices and credit notes: drafts that change, finalizing
 * (the number and the totals kept), credit notes, the client's link, the CSV export
 * (docs/invoices.md).
 */
export const invoiceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { repositories } = context
  const invoices = repositories.invoices

  async function clientOf(brandId: string, clientId: string) {
    const client = await invoices.findClient(brandId, clientId)
    if (!client) throw notFound(words.noClient)
    return client
  }

  async function documentOf(brandId: string, documentId: string): Promise<DocumentRecord> {
    const record = await invoices.findDocument(brandId, documentId)
    if (!record) throw notFound(words.noDocument)
    return record
  }

  /** Makes a draft, records it in the audit log, and answers it as the API shows it. */
  async function draft(request: FastifyRequest, input: NewDocument, summary: (document: InvoiceDocument) => string): Promise<InvoiceDocument> {
    const created = await invoices.createDocument(null, request.brand.id, input)
    const document = toDocument((await invoices.findDocument(request.brand.id, created.id))!)
    await repositories.auditLog.record(null, actorOf(request), { action: 'invoice.created', object: { type: 'document', id: document.id }, summary: summary(document), brandId: request.brand.id })
    return document
  }

  const notDraft = (record: DocumentRecord) => new HttpError(409, said(words.notDraft, { kind: record.document.kind, number: record.document.number ?? '' }), undefined, 'document_issued')

  // Clients

  app.get('/api/brands/:brandId/clients', { config: viewers, schema: { params: brandParams, querystring: clientQuerySchema, response: { 200: clientListSchema } } }, async (request) => {
    const { rows, total } = await invoices.listClients(request.brand.id, request.query, clientPageSize)
    return { clients: rows.map(toClient), total, page: request.query.page ?? 1, page_size: clientPageSize }
  })

  app.post('/api/brands/:brandId/clients', { config: editors, schema: { params: brandParams, body: clientCreateSchema, response: { 201: clientSchema } } }, async (request, reply) => {
    const client = await invoices.createClient(null, request.brand.id, request.body)
    await repositories.auditLog.record(null, actorOf(request), {
      action: 'client.created',
      object: { type: 'client', id: client.id },
      summary: `Added the client ${client.name}`,
      brandId: request.brand.id,
    })
    return reply.code(201).send(toClient(client))
  })

  app.get('/api/brands/:brandId/clients/:clientId', { config: viewers, schema: { params: clientParams, response: { 200: clientSchema } } }, async (request) =>
    toClient(await clientOf(request.brand.id, request.params.clientId)),
  )

  app.patch('/api/brands/:brandId/clients/:clientId', { config: editors, schema: { params: clientParams, body: clientUpdateSchema, response: { 200: clientSchema } } }, async (request) => {
    const before = toClient(await clientOf(request.brand.id, request.params.clientId))
    const updated = await invoices.updateClient(request.brand.id, request.params.clientId, request.body)
    if (!updated) throw notFound(words.noClient)
    const after = toClient(updated)
    await repositories.auditLog.recordEdit(null, actorOf(request), {
      action: 'client.edited',
      object: { type: 'client', id: after.id },
      before,
      after,
      fields: Object.keys(request.body),
      summary: (changed) => `Changed the client ${after.name}: ${changed.join(', ')}`,
      brandId: request.brand.id,
    })
    return after
  })

  app.delete('/api/brands/:brandId/clients/:clientId', { config: editors, schema: { params: clientParams } }, async (request, reply) => {
    const client = await clientOf(request.brand.id, request.params.clientId)
    const result = await invoices.deleteClient(request.brand.id, client.id)
    if (result === 'missing') throw notFound(words.noClient)
    if (result === 'has-documents') throw new HttpError(409, words.clientHasDocuments, undefined, 'client_has_documents')
    await repositories.auditLog.record(null, actorOf(request), { action: 'client.deleted', object: { type: 'client', id: client.id }, summary: `Deleted the client ${client.name}`, brandId: request.brand.id })
    return reply.code(204).send()
  })

  // Documents

  app.get('/api/brands/:brandId/invoices', { config: viewers, schema: { params: brandParams, querystring: documentQuerySchema, response: { 200: documentListSchema } } }, async (request) => {
    const page = request.query.page ?? 1
    const { records, total } = await invoices.listDocuments(request.brand.id, request.query, { limit: documentPageSize, offset: (page - 1) * documentPageSize })
    const day = today()
    return { invoices: records.map((record) => toDocument(record, day)), total, page, page_size: documentPageSize }
  })

  app.get('/api/brands/:brandId/invoices.csv', { config: viewers, schema: { params: brandParams, querystring: documentQuerySchema } }, async (request, reply) => {
    const { records } = await invoices.listDocuments(request.brand.id, { ...request.query, page: undefined }, { limit: 50_000, offset: 0 })
    const day = today()
    const rows = records.map((record) => {
      const document = toDocument(record, day)
      const money = (amount: number) => decimalAmount(amount, document.currency)
      return [
        document.kind,
        document.number ?? '',
        document.status,
        inert(document.client.name),
        inert(document.client.tax_id),
        document.issue_date,
        document.due_date,
        document.currency,
        money(document.totals.tax_exclusive_total),
        money(document.totals.tax_total),
        money(document.totals.tax_inclusive_total),
        money(document.paid),
        money(document.credited),
        money(document.balance),
        document.overdue ? 'yes' : 'no',
      ]
    })
    const csv = stringify(rows, {
      header: true,
      columns: ['kind', 'number', 'status', 'client', 'client_tax_id', 'issue_date', 'due_date', 'currency', 'net', 'tax', 'total', 'paid', 'credited', 'balance', 'overdue'],
      record_delimiter: 'windows',
    })
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="invoices-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv)
  })

  app.post('/api/brands/:brandId/invoices', { config: editors, schema: { params: brandParams, body: documentCreateSchema, response: { 201: documentSchema } } }, async (request, reply) => {
    const { body } = request
    const client = await invoices.findClient(request.brand.id, body.client_id)
    if (!client) throw fieldError('client_id', words.noClient)
    const issueDate = body.issue_date ?? today()
    const document = await draft(
      request,
      {
        kind: body.kind,
        clientId: client.id,
        currency: body.currency ?? client.currency,
        prices: body.prices,
        lines: body.lines,
        notes: body.notes,
        terms: body.terms,
        issueDate,
        dueDate: body.due_date ?? addDays(issueDate, client.paymentTermsDays),
      },
      (made) => `Drafted a ${made.kind} for ${made.client.name}`,
    )
    return reply.code(201).send(document)
  })

  app.get('/api/brands/:brandId/invoices/:invoiceId', { config: viewers, schema: { params: documentParams, response: { 200: documentSchema } } }, async (request) =>
    toDocument(await documentOf(request.brand.id, request.params.invoiceId)),
  )

  app.patch('/api/brands/:brandId/invoices/:invoiceId', { config: editors, schema: { params: documentParams, body: documentUpdateSchema, response: { 200: documentSchema } } }, async (request) => {
    const record = await documentOf(request.brand.id, request.params.invoiceId)
    if (record.document.status !== 'draft') throw notDraft(record)
    const { body } = request
    if (body.client_id !== undefined && !(await invoices.findClient(request.brand.id, body.client_id))) throw fieldError('client_id', words.noClient)
    // A credit note is to its invoice's client, in its invoice's currency.
    if (record.document.kind === 'credit_note' && body.currency !== undefined && body.currency !== record.document.currency) throw fieldError('currency', words.currencyOfInvoice)
    if (record.document.kind === 'credit_note' && body.client_id !== undefined && body.client_id !== record.document.clientId) throw fieldError('client_id', words.clientOfInvoice)
    const issueDate = body.issue_date ?? record.document.issueDate
    const dueDate = body.due_date ?? record.document.dueDate
    if (dueDate < issueDate) throw fieldError('due_date', words.dueBeforeIssue)
    const updated = await invoices.updateDraft(request.brand.id, record.document.id, {
      ...(body.client_id !== undefined && { clientId: body.client_id }),
      ...(body.currency !== undefined && { currency: body.currency }),
      ...(body.prices !== undefined && { prices: body.prices }),
      ...(body.lines !== undefined && { lines: body.lines }),
      ...(body.notes !== undefined && { notes: body.notes }),
      ...(body.terms !== undefined && { terms: body.terms }),
      issueDate,
      dueDate,
    })
    // Finalized by another request in the moment between.
    if (!updated) throw notDraft((await documentOf(request.brand.id, record.document.id)))
    const after = toDocument((await invoices.findDocument(request.brand.id, record.document.id))!)
    await repositories.auditLog.recordEdit(null, actorOf(request), {
      action: 'invoice.edited',
      object: { type: 'document', id: after.id },
      before: { ...toDocument(record), lines: record.document.lines.length },
      after: { ...after, lines: after.lines.length },
      fields: Object.keys(body),
      summary: (changed) => `Changed the ${documentWords(record.document)}: ${changed.join(', ')}`,
      brandId: request.brand.id,
    })
    return after
  })

  app.delete('/api/brands/:brandId/invoices/:invoiceId', { config: editors, schema: { params: documentParams } }, async (request, reply) => {
    const record = await documentOf(request.brand.id, request.params.invoiceId)
    if (record.document.status !== 'draft' || !(await invoices.deleteDraft(request.brand.id, record.document.id))) throw notDraft(await documentOf(request.brand.id, record.document.id))
    await repositories.auditLog.record(null, actorOf(request), {
      action: 'invoice.deleted',
      object: { type: 'document', id: record.document.id },
      summary: `Deleted the ${documentWords(record.document)} for ${record.client.name}`,
      brandId: request.brand.id,
    })
    return reply.code(204).send()
  })

  /** The brand's details as a document issued now keeps them. */
  async function brandSnapshot(brandId: string): Promise<BrandSnapshot> {
    const [brand, profile] = await Promise.all([repositories.brands.findBrand(brandId), repositories.brandProfiles.findProfile(brandId)])
    const { email, phone, website, address } = toBrandProfile(profile)
    return { name: brand?.name ?? '', email, phone, website, address }
  }

  app.post('/api/brands/:brandId/invoices/:invoiceId/finalize', { config: senders, schema: { params: documentParams, response: { 200: documentSchema } } }, async (request) => {
    const result = await invoices.finalize(request.brand.id, request.params.invoiceId, await brandSnapshot(request.brand.id))
    if (!result.ok) {
      if (result.reason === 'missing') throw notFound(words.noDocument)
      if (result.reason === 'not-draft') throw notDraft(await documentOf(request.brand.id, request.params.invoiceId))
      if (result.reason === 'invoice-not-open') throw new HttpError(409, words.notAnInvoice)
      // The amount written the requester's way, as the rest of the answer is.
      const left = formatMoney(minor(result.left), result.currency, formattingLocales[requestLocale(request, request.site.meta)])
      throw fieldError('lines', said(words.overCredit, { left }), 409)
    }
    const document = toDocument(result.record)
    await repositories.auditLog.record(null, actorOf(request), {
      action: 'invoice.finalized',
      object: { type: 'document', id: document.id },
      summary: `Issued the ${document.kind.replace('_', ' ')} ${document.number} to ${document.client.name}`,
      brandId: request.brand.id,
    })
    return document
  })

  app.post(
    '/api/brands/:brandId/invoices/:invoiceId/credit-notes',
    { config: editors, schema: { params: documentParams, body: creditNoteCreateSchema, response: { 201: documentSchema } } },
    async (request, reply) => {
      const record = await documentOf(request.brand.id, request.params.invoiceId)
      const invoice = toDocument(record)
      if (invoice.kind !== 'invoice' || invoice.status === 'draft' || invoice.status === 'void') throw new HttpError(409, words.notAnInvoice)
      const day = today()
      const document = await draft(
        request,
        {
          kind: 'credit_note',
          clientId: record.document.clientId,
          currency: record.document.currency,
          prices: record.document.prices,
          lines: request.body.lines ?? record.document.lines,
          notes: request.body.notes ?? '',
          terms: '',
          issueDate: day,
          dueDate: day,
          invoiceId: record.document.id,
        },
        () => `Drafted a credit note of invoice ${invoice.number}`,
      )
      return reply.code(201).send(document)
    },
  )

  app.post('/api/brands/:brandId/invoices/:invoiceId/send', { config: senders, schema: { params: documentParams, response: { 200: documentSentSchema } } }, async (request) => {
    const record = await documentOf(request.brand.id, request.params.invoiceId)
    if (record.document.status === 'draft') throw new HttpError(409, words.notIssued)
    const document = toDocument(record)
    if (!document.client.email) throw new HttpError(409, words.clientNoEmail)
    // Each mail carries a link of its own; the database keeps only its hash, and earlier links keep working.
    const token = randomBytes(24).toString('base64url')
    await invoices.addLink(record.document.id, hashOf(token))
    await invoices.markSent(request.brand.id, record.document.id)
    const link = `${request.protocol}://${request.host}${clientLinkPath(token)}`
    const profile = toBrandProfile(await repositories.brandProfiles.findProfile(request.brand.id))
    const brandName = document.brand?.name || request.site.meta.name
    await context.jobs.send('mail', { ...invoiceMail({ document, brandName, replyTo: profile.email, link, locale: document.client.language }), to: document.client.email })
    await repositories.auditLog.record(null, actorOf(request), {
      action: 'invoice.sent',
      object: { type: 'document', id: document.id },
      summary: `Sent the ${documentWords(record.document)} to ${document.client.email}`,
      brandId: request.brand.id,
    })
    return { invoice: toDocument((await invoices.findDocument(request.brand.id, record.document.id))!), link }
  })

  app.post('/api/brands/:brandId/invoices/:invoiceId/void', { config: senders, schema: { params: documentParams, response: { 200: documentSchema } } }, async (request) => {
    const record = await documentOf(request.brand.id, request.params.invoiceId)
    if (!(await invoices.voidDocument(request.brand.id, record.document.id))) throw new HttpError(409, words.notVoidable)
    await repositories.auditLog.record(null, actorOf(request), {
      action: 'invoice.voided',
      object: { type: 'document', id: record.document.id },
      summary: `Voided the ${documentWords(record.document)}`,
      brandId: request.brand.id,
    })
    return toDocument((await invoices.findDocument(request.brand.id, record.document.id))!)
  })

  // The client's link: no account, only the secret; a document of another site's brand is none here.

  async function linked(siteBrandId: string, token: string): Promise<DocumentRecord> {
    const record = await invoices.findByLink(siteBrandId, hashOf(token))
    if (!record) throw notFound(words.noLink)
    return record
  }

  app.get('/api/invoice-links/:token', { config: { access: 'site' }, schema: { params: linkParams, response: { 200: clientDocumentSchema } } }, async (request) => {
    const record = await linked(request.site.brandId, request.params.token)
    if (!(await invoices.markViewed(record.document.id))) return toClientDocument(record)
    // The first look only: the brand is told once.
    await tellClientNews(context, { record, what: 'viewed', siteId: request.site.id, origin: `${request.protocol}://${request.host}` })
    return toClientDocument((await invoices.findDocument(request.site.brandId, record.document.id))!)
  })

  const answer = (verdict: 'accepted' | 'declined') =>
    app.post(
      `/api/invoice-links/:token/${verdict === 'accepted' ? 'accept' : 'decline'}`,
      { config: { access: 'site' }, schema: { params: linkParams, response: { 200: clientDocumentSchema } } },
      async (request) => {
        const record = await linked(request.site.brandId, request.params.token)
        const answered = await invoices.answerQuote(request.site.brandId, record.document.id, verdict)
        if (!answered) throw new HttpError(409, words.notAnswerable)
        // The client has no account: the log names the quote's client, and the address they answered from.
        await repositories.auditLog.record(null, { userId: null, ip: request.ip, email: record.client.email || null }, {
          action: 'invoice.edited',
          object: { type: 'document', id: record.document.id },
          summary: `${record.client.name} ${verdict} the quote ${record.document.number}${answered.invoice ? '; an invoice of it was drafted' : ''}`,
          brandId: request.site.brandId,
        })
        await tellClientNews(context, { record, what: verdict, siteId: request.site.id, origin: `${request.protocol}://${request.host}` })
        return toClientDocument((await invoices.findDocument(request.site.brandId, record.document.id))!)
      },
    )
  answer('accepted')
  answer('declined')
}
