import { defineMessages } from '@formatjs/intl'
import type { ClientSnapshot } from '../../../src/domain/client'
import type { BrandSnapshot } from '../../../src/domain/invoice'
import { exponentOf } from '../../../src/domain/money/currencies'
import type { SiteColors } from '../../../src/domain/site'
import type { CallerSite } from '../../access/route-access'
import type { AppContext } from '../../app-context'
import { translatorFor } from '../../i18n/translator'
import { toBrandProfile } from '../brands/public'
import type { DocumentBrand, DocumentPayment, DocumentView } from './documents/document-view'
import type { DocumentRecord } from './invoice-repository'

const words = defineMessages({
  draft: { id: 'invoiceFiles.draft', defaultMessage: 'Draft' },
})

/**
 * A document's PDF and e-invoices are written from this view (docs/invoices.md, "Files"). An issued
 * document is drawn from what it kept when it was issued: its number, lines, currency, totals' input,
 * and the client's and brand's details as they were; the brand's logo, colours and bank details are
 * read as they are now. A draft has no number and no kept details: its PDF, a preview, says "Draft"
 * where the number goes and shows the client and the brand as they are now.
 */
export async function documentViewOf({ repositories, uploadStore, log }: AppContext, site: CallerSite, record: DocumentRecord): Promise<DocumentView> {
  const { document } = record
  const client = document.clientSnapshot ?? clientNow(record)
  const brand = document.brandSnapshot ?? (await brandNow(repositories, document.brandId))
  const invoice = document.kind === 'credit_note' && document.invoiceId ? await repositories.invoices.findDocument(document.brandId, document.invoiceId) : null
  const [logo, payment] = await Promise.all([logoOf(), paymentOf()])
  const street = (brand.address?.street ?? '').split(/\r?\n/).map((line) => line.trim()).filter(Boolean)
  return {
    kind:
      document.kind === 'credit_note'
        ? { type: 'credit_note', corrects: { number: invoice?.document.number ?? '', issue_date: invoice?.document.issueDate ?? document.issueDate } }
        : { type: document.kind },
    number: document.number ?? translatorFor(client.language).formatMessage(words.draft),
    issue_date: document.issueDate,
    // A credit note is due nowhere: it is money given back.
    ...(document.kind === 'credit_note' ? {} : { due_date: document.dueDate }),
    currency: document.currency,
    language: client.language,
    brand: {
      name: brand.name || site.meta.name,
      ...(logo ? { logo } : {}),
      colors: colorsOf(site.meta.colors),
      address_lines: street,
      city: brand.address?.locality ?? '',
      ...(brand.address?.postal_code ? { postcode: brand.address.postal_code } : {}),
      country: countryCode(brand.address?.country ?? ''),
      // The brand keeps no VAT identifier of its own yet.
      tax_id: '',
      ...(brand.email ? { email: brand.email } : {}),
    },
    client: {
      name: client.name,
      ...(client.contact_name ? { contact: client.contact_name } : {}),
      address_lines: client.address.lines.filter(Boolean),
      city: client.address.city,
      ...(client.address.postcode ? { postcode: client.address.postcode } : {}),
      country: client.address.country,
      ...(client.tax_id ? { tax_id: client.tax_id } : {}),
      ...(client.email ? { email: client.email } : {}),
    },
    lines: document.lines.map((line) => ({ description: line.description, unit_code: 'C62' })),
    // The same input the totals were kept from when it was issued.
    input: { currency: document.currency, prices: document.prices, lines: document.lines.map(({ description: _description, ...line }) => line) },
    ...(document.notes ? { notes: document.notes } : {}),
    ...(document.terms ? { terms: document.terms } : {}),
    ...(payment ? { payment } : {}),
  }

  async function logoOf(): Promise<DocumentBrand['logo']> {
    if (!site.logoUploadId) return undefined
    try {
      const upload = await repositories.uploads.find(site.logoUploadId)
      if (!upload || (upload.contentType !== 'image/png' && upload.contentType !== 'image/jpeg')) return undefined
      return { bytes: new Uint8Array(await uploadStore.read(upload.fileName)), type: upload.contentType }
    } catch (error) {
      // A logo that cannot be read leaves the brand's name in its place.
      log.warn({ err: error }, 'the logo of an invoice document could not be read')
      return undefined
    }
  }

  /** An issued invoice is paid by transfer quoting its number, to the brand's account when it is an IBAN. */
  async function paymentOf(): Promise<DocumentPayment | undefined> {
    if (document.kind !== 'invoice' || !document.number) return undefined
    const bank = 'payments' in repositories ? await repositories.payments.bankDetails(document.brandId) : null
    const iban = bank?.account.replace(/\s+/g, '').toUpperCase() ?? ''
    const bic = bank?.bic.replace(/\s+/g, '').toUpperCase() ?? ''
    if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return { reference: document.number }
    return { reference: document.number, iban, ...(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic) ? { bic } : {}) }
  }
}

/** Why a document has no e-invoice (EN 16931: an issued invoice or credit note in a currency of at most two decimals), or null. */
export function eInvoiceRefusal(record: DocumentRecord): 'quote' | 'draft' | 'void' | 'currency' | null {
  const { document } = record
  if (document.kind === 'quote') return 'quote'
  if (document.status === 'draft') return 'draft'
  if (document.status === 'void') return 'void'
  if (exponentOf(document.currency) > 2) return 'currency'
  return null
}

const clientNow = ({ client }: DocumentRecord): ClientSnapshot => ({
  name: client.name,
  contact_name: client.contactName,
  email: client.email,
  address: client.address,
  tax_id: client.taxId,
  language: client.language,
})

async function brandNow(repositories: AppContext['repositories'], brandId: string): Promise<BrandSnapshot> {
  const [brand, profile] = await Promise.all([repositories.brands.findBrand(brandId), repositories.brandProfiles.findProfile(brandId)])
  const { email, phone, website, address } = toBrandProfile(profile)
  return { name: brand?.name ?? '', email, phone, website, address }
}

/** #abc → #aabbcc. */
const longHex = (color: string) => (color.length === 4 ? `#${[...color.slice(1)].map((digit) => digit + digit).join('')}` : color).toLowerCase()

/** How dark a colour reads on white paper: WCAG's contrast ratio against white. */
function contrastOnWhite(color: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(color.slice(at, at + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  const luminance = 0.2126 * channels[0]! + 0.7152 * channels[1]! + 0.0722 * channels[2]!
  return 1.05 / (luminance + 0.05)
}

/**
 * The site's primary and body text colours, as the paper (white) can show them: a site with a dark
 * page has light text, which is printed in near-black instead, and a primary too light to read
 * takes the text's colour.
 */
function colorsOf(colors: SiteColors): DocumentBrand['colors'] {
  const text = contrastOnWhite(longHex(colors.body_color)) >= 4.5 ? longHex(colors.body_color) : '#1f2328'
  const primary = contrastOnWhite(longHex(colors.primary)) >= 3 ? longHex(colors.primary) : text
  return { primary, text }
}

/** Every region's name in the app's languages (and its code), to its ISO 3166-1 alpha-2 code. */
let countryCodes: Map<string, string> | undefined
const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/**
 * A brand's address names its country in words ("United Kingdom", "Deutschland") or by its code;
 * documents name it by its ISO 3166-1 alpha-2 code. A country not recognised stays as written.
 */
function countryCode(written: string): string {
  const text = written.trim()
  if (/^[A-Za-z]{2}$/.test(text)) return text.toUpperCase()
  if (!countryCodes) {
    countryCodes = new Map([
      ['uk', 'GB'],
      ['usa', 'US'],
      ['england', 'GB'],
      ['scotland', 'GB'],
      ['wales', 'GB'],
      ['great britain', 'GB'],
    ])
    const names = ['en', 'de', 'ar', 'fr'].map((locale) => new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }))
    for (const first of letters) {
      for (const second of letters) {
        const code = first + second
        // Only a code in use: an old alias ("UK") names the same country as its code ("GB").
        if (Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) continue
        for (const name of names) {
          const said = name.of(code)
          if (said) countryCodes.set(said.toLowerCase(), code)
        }
      }
    }
  }
  return countryCodes.get(text.toLowerCase()) ?? text
}
