import { eq } from 'drizzle-orm'
import type { ClientCreate } from '../../../src/domain/client'
import { documentLineSchema, type DocumentLineInput } from '../../../src/domain/invoice'
import type { Currency } from '../../../src/domain/money/currencies'
import type { SeedDeps } from '../../module-definition'
import { brandProfiles, brands, toBrandProfile } from '../brands/public'
import { addDays, today } from './document-numbers'

type DemoLine = { description: string; quantity: string; unit_price: number; tax: [name: string, percent: string] }
type DemoBook = { brandSlug: string; currency: Currency; clients: [ClientCreate, ClientCreate, ClientCreate]; work: DemoLine[]; extra: DemoLine }

const line = ({ description, quantity, unit_price, tax: [name, percent] }: DemoLine): DocumentLineInput =>
  documentLineSchema.parse({ description, quantity, unit_price, taxes: [{ name, percent, category: 'S' }] })

const address = (lines: string[], postcode: string, city: string, country: string) => ({ lines, postcode, city, country })

/** Each demo brand's books: in pounds for Northwind, in euros for Ember & Oak. */
const demoBooks: DemoBook[] = [
  {
    brandSlug: 'northwind',
    currency: 'GBP',
    clients: [
      { name: 'Harbourside Books Ltd', contact_name: 'Priya Shah', email: 'accounts@harbourside.example', address: address(['4 Quay Street'], 'BS1 4DJ', 'Bristol', 'GB'), tax_id: 'GB123456789', language: 'en', currency: 'GBP', payment_terms_days: 30 },
      { name: 'Kettle & Crumb Café', contact_name: 'Owen Lloyd', email: 'owen@kettlecrumb.example', address: address(['22 Park Row'], 'BS1 5LJ', 'Bristol', 'GB'), tax_id: '', language: 'en', currency: 'GBP', payment_terms_days: 14 },
      { name: 'Nordlicht Verlag GmbH', contact_name: 'Jana Becker', email: 'buchhaltung@nordlicht.example', address: address(['Hafenstraße 8'], '20457', 'Hamburg', 'DE'), tax_id: 'DE123456789', language: 'de', currency: 'GBP', payment_terms_days: 30 },
    ],
    work: [
      { description: 'Brand workshop (half day)', quantity: '1', unit_price: 95000, tax: ['VAT', '20'] },
      { description: 'Business card design, per person', quantity: '6', unit_price: 4500, tax: ['VAT', '20'] },
    ],
    extra: { description: 'Print-ready files, extra revision', quantity: '1.5', unit_price: 6000, tax: ['VAT', '20'] },
  },
  {
    brandSlug: 'ember-oak',
    currency: 'EUR',
    clients: [
      { name: 'Brauhaus am Markt', contact_name: 'Lukas Meier', email: 'rechnung@brauhaus.example', address: address(['Marktplatz 3'], '80331', 'München', 'DE'), tax_id: 'DE987654321', language: 'de', currency: 'EUR', payment_terms_days: 14 },
      { name: 'Atelier Lumière', contact_name: 'Claire Dubois', email: 'claire@lumiere.example', address: address(['12 rue des Arts'], '69002', 'Lyon', 'FR'), tax_id: 'FR12345678901', language: 'en', currency: 'EUR', payment_terms_days: 30 },
      { name: 'دار الورد للتصميم', contact_name: 'ليلى حداد', email: 'info@dar-alward.example', address: address(['شارع الرينبو ١٤'], '11183', 'عمّان', 'JO'), tax_id: '', language: 'ar', currency: 'EUR', payment_terms_days: 30 },
    ],
    work: [
      { description: 'Dining table, oiled oak', quantity: '1', unit_price: 189000, tax: ['USt.', '19'] },
      { description: 'Chairs to match, each', quantity: '4', unit_price: 32500, tax: ['USt.', '19'] },
    ],
    extra: { description: 'Delivery and assembly (hours)', quantity: '2.5', unit_price: 6500, tax: ['USt.', '19'] },
  },
]

/**
 * Each demo brand's clients and documents: a paid invoice, an open one with a credit note taking
 * a line off it, a quote sent to the client, and a draft. Issued as the API issues them, so their
 * numbers start each series.
 */
export async function seedDemoInvoices({ tx, repositories }: SeedDeps): Promise<void> {
  const invoices = repositories.invoices
  const day = today()
  for (const book of demoBooks) {
    const [brand] = await tx.select({ id: brands.id, name: brands.name }).from(brands).where(eq(brands.slug, book.brandSlug))
    if (!brand) throw new Error(`The demo brand ${book.brandSlug} was not made`)
    const [profile] = await tx.select().from(brandProfiles).where(eq(brandProfiles.brandId, brand.id))
    const { email, phone, website, address: brandAddress } = toBrandProfile(profile ?? null)
    const snapshot = { name: brand.name, email, phone, website, address: brandAddress }
    const [first, second, third] = await Promise.all(book.clients.map((client) => invoices.createClient(tx, brand.id, client)))

    const draft = (kind: 'quote' | 'invoice', client: { id: string; paymentTermsDays: number }, lines: DemoLine[]) =>
      invoices.createDocument(tx, brand.id, {
        kind,
        clientId: client.id,
        currency: book.currency,
        prices: 'exclusive',
        lines: lines.map(line),
        notes: '',
        terms: '',
        issueDate: day,
        dueDate: addDays(day, client.paymentTermsDays),
      })
    const issue = async (documentId: string) => {
      const issued = await invoices.finalize(brand.id, documentId, snapshot, { day, executor: tx })
      if (!issued.ok) throw new Error(`A demo document of ${book.brandSlug} could not be issued: ${issued.reason}`)
      await invoices.markSent(brand.id, documentId, tx)
      return issued.record
    }

    const paid = await issue((await draft('invoice', first!, book.work)).id)
    await invoices.allocate(tx, { brandId: brand.id, documentId: paid.document.id, paymentId: null, amount: paid.document.total! })
    const open = await issue((await draft('invoice', second!, [...book.work, book.extra])).id)
    const credit = await invoices.createDocument(tx, brand.id, {
      kind: 'credit_note',
      clientId: second!.id,
      currency: book.currency,
      prices: 'exclusive',
      lines: [line(book.extra)],
      notes: '',
      terms: '',
      issueDate: day,
      dueDate: day,
      invoiceId: open.document.id,
    })
    await issue(credit.id)
    await issue((await draft('quote', third!, book.work)).id)
    await draft('invoice', third!, [book.extra])
  }
}
