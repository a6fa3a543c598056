import { z } from 'zod'
import { localeSchema } from '../i18n/locale-schema'
import { emailSchema } from './contact-details'
import { currencySchema } from './money/currencies'
import { problem } from './problems'

const line = (max: number) => z.string().trim().max(max)

/** A client's postal address, as an invoice prints it: up to four lines, postcode, city, country. */
export const clientAddressSchema = z
  .object({
    lines: z.array(line(200)).max(4),
    postcode: line(20),
    city: line(100),
    /** ISO 3166-1 alpha-2, in capitals; empty when not known. */
    country: z.union([z.literal(''), z.string().regex(/^[A-Z]{2}$/, problem('countryCode'))]),
  })
  .strict()
export type ClientAddress = z.infer<typeof clientAddressSchema>

export const emptyClientAddress: ClientAddress = { lines: [], postcode: '', city: '', country: '' }

/** Everything a brand keeps of a client, as the forms and the API name it. */
const clientFields = {
  name: line(200).min(1),
  contact_name: line(200),
  email: z.union([z.literal(''), emailSchema]),
  address: clientAddressSchema,
  tax_id: line(50),
  /** The language the client's mails and documents are written in. */
  language: localeSchema,
  /** The currency new documents for the client are in. */
  currency: currencySchema,
  /** Days from a document's issue to its due date, unless the document says otherwise. */
  payment_terms_days: z.number().int().min(0).max(365),
}

/** POST /api/brands/{brandId}/clients: a name and a currency; the rest has a default. */
export const clientCreateSchema = z
  .object({
    ...clientFields,
    contact_name: clientFields.contact_name.default(''),
    email: clientFields.email.default(''),
    address: clientAddressSchema.default(emptyClientAddress),
    tax_id: clientFields.tax_id.default(''),
    language: localeSchema.default('en'),
    payment_terms_days: clientFields.payment_terms_days.default(14),
  })
  .strict()
export type ClientCreate = z.output<typeof clientCreateSchema>

/** PATCH /api/brands/{brandId}/clients/{clientId}: the fields to change. */
export const clientUpdateSchema = z.object(clientFields).partial().strict()
export type ClientUpdate = z.output<typeof clientUpdateSchema>

export const clientSchema = z.object({
  id: z.string(),
  name: z.string(),
  contact_name: z.string(),
  email: z.string(),
  address: z.object({ lines: z.array(z.string()), postcode: z.string(), city: z.string(), country: z.string() }),
  tax_id: z.string(),
  language: localeSchema,
  currency: currencySchema,
  payment_terms_days: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Client = z.infer<typeof clientSchema>

/** What a finalized document keeps of its client, as it was when the document was issued. */
export const clientSnapshotSchema = clientSchema.pick({ name: true, contact_name: true, email: true, address: true, tax_id: true, language: true })
export type ClientSnapshot = z.infer<typeof clientSnapshotSchema>

export const clientPageSize = 50

/** Which page of a list of clients or documents; the first when not given. */
export const listPageSchema = z.coerce.number({ message: problem('pageNumber') }).int().min(1).max(10_000).optional()

/** GET /api/brands/{brandId}/clients: words to look for in names, contacts and addresses, and the page. */
export const clientQuerySchema = z.object({ q: z.string().trim().max(100).optional(), page: listPageSchema }).strict()
export type ClientQuery = z.infer<typeof clientQuerySchema>

export const clientListSchema = z.object({ clients: z.array(clientSchema), total: z.number().int(), page: z.number().int(), page_size: z.number().int() })
