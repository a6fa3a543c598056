import { defineMessages } from '@formatjs/intl'
import { createHash } from 'node:crypto'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { CallerSite } from '../../access/route-access'
import type { AppContext } from '../../app-context'
import { HttpError, notFound, said } from '../../http-error'
import { documentViewOf, eInvoiceRefusal } from './document-view-of'
import { writeCii } from './documents/cii'
import { renderFacturX } from './documents/factur-x'
import { renderPdf } from './documents/pdf'
import { writeUbl } from './documents/ubl'
import type { DocumentRecord } from './invoice-repository'

const words = defineMessages({
  noDocument: { id: 'invoiceFilesErrors.noDocument', defaultMessage: 'There is no such invoice, quote or credit note here' },
  noLink: { id: 'invoiceFilesErrors.noLink', defaultMessage: 'This link does not open a document here; use the link in your latest mail' },
  quote: { id: 'invoiceFilesErrors.quote', defaultMessage: 'A quote has no e-invoice: only invoices and credit notes are written as UBL, CII or Factur-X; download its PDF instead' },
  draft: { id: 'invoiceFilesErrors.draft', defaultMessage: 'This is still a draft: its e-invoice is written once it is finalized and has its number; its PDF is a preview' },
  void: { id: 'invoiceFilesErrors.void', defaultMessage: 'This document was voided, so it has no e-invoice' },
  currency: { id: 'invoiceFilesErrors.currency', defaultMessage: 'An e-invoice (EN 16931) writes amounts with at most two decimals and {currency} has more: this document has its PDF only' },
  noCountry: {
    id: 'invoiceFilesErrors.noCountry',
    defaultMessage: 'An e-invoice names the country of the {who, select, brand {brand} other {client}} by its code (such as DE), and the address this document keeps names no country it knows',
  },
})

const documentParams = z.object({ brandId: z.uuid(), invoiceId: z.uuid('must be an invoice id') })
const linkParams = z.object({ token: z.string().min(1).max(200) })
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

const viewers = { access: { brand: 'view-invoices' } } as const
const client = { access: 'site' } as const

type FileKind = 'pdf' | 'ubl' | 'cii' | 'factur-x'

/** Each file: its address after the document's, what it is, and the end of its name. */
const files: Record<FileKind, { path: string; type: string; ending: string }> = {
  pdf: { path: 'pdf', type: 'application/pdf', ending: '.pdf' },
  ubl: { path: 'ubl.xml', type: 'application/xml', ending: '-ubl.xml' },
  cii: { path: 'cii.xml', type: 'application/xml', ending: '-cii.xml' },
  'factur-x': { path: 'factur-x.pdf', type: 'application/pdf', ending: '-factur-x.pdf' },
}

/**
 * A quote's, invoice's or credit note's PDF, and an issued invoice's or credit note's e-invoices
 * (UBL, CII, Factur-X), for the brand's people and for the client at their link (docs/invoices.md).
 */
export const documentFileRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const invoices = context.repositories.invoices

  const refusals = {
    quote: () => new HttpError(409, words.quote, undefined, 'no_e_invoice'),
    draft: () => new HttpError(409, words.draft, undefined, 'no_e_invoice'),
    void: () => new HttpError(409, words.void, undefined, 'no_e_invoice'),
  }

  /** The file of the document, sent with its name; an e-invoice the document cannot have is 409. */
  async function send(reply: FastifyReply, site: CallerSite, record: DocumentRecord, kind: FileKind) {
    const { document } = record
    const eInvoice = kind !== 'pdf'
    if (eInvoice) {
      const refusal = eInvoiceRefusal(record)
      if (refusal === 'currency') throw new HttpError(409, said(words.currency, { currency: document.currency }), undefined, 'no_e_invoice')
      if (refusal) throw refusals[refusal]()
    }
    const view = await documentViewOf(context, site, record)
    if (eInvoice) {
      for (const who of ['brand', 'client'] as const) {
        if (!/^[A-Z]{2}$/.test(view[who].country)) throw new HttpError(409, said(words.noCountry, { who }), undefined, 'no_e_invoice')
      }
    }
    // An issued document is dated by its finalizing, so it gives the same bytes each time.
    const now = document.finalizedAt ?? new Date()
    const body =
      kind === 'pdf' ? Buffer.from(await renderPdf(view, { now })) : kind === 'factur-x' ? Buffer.from(await renderFacturX(view, { now })) : kind === 'ubl' ? writeUbl(view) : writeCii(view)
    const file = files[kind]
    const name = `${document.number ?? `draft-${document.kind.replace('_', '-')}-${document.id.slice(0, 8)}`}${file.ending}`
    return reply
      .type(file.type === 'application/xml' ? 'application/xml; charset=utf-8' : file.type)
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(body)
  }

  for (const kind of Object.keys(files) as FileKind[]) {
    const { path, type } = files[kind]

    app.get(`/api/brands/:brandId/invoices/:invoiceId/${path}`, { config: viewers, schema: { params: documentParams, produces: [type] } }, async (request, reply) => {
      const record = await invoices.findDocument(request.brand.id, request.params.invoiceId)
      if (!record) throw notFound(words.noDocument)
      return send(reply, request.site, record, kind)
    })

    // The client's link: no account, only the secret, looked up with the host's brand in one query.
    app.get(`/api/invoice-links/:token/${path}`, { config: client, schema: { params: linkParams, produces: [type] } }, async (request, reply) => {
      const record = await invoices.findByLink(request.site.brandId, hashOf(request.params.token))
      if (!record) throw notFound(words.noLink)
      return send(reply, request.site, record, kind)
    })
  }
}
