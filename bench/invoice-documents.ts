import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { translatorFor } from '../server/i18n/translator'
import { demoCards } from '../server/modules/cards/demo-cards'
import { writeCii } from '../server/modules/invoices/documents/cii'
import type { DocumentView } from '../server/modules/invoices/documents/document-view'
import { renderFacturX } from '../server/modules/invoices/documents/factur-x'
import { renderPdf } from '../server/modules/invoices/documents/pdf'
import { writeUbl } from '../server/modules/invoices/documents/ubl'
import { cardIndexHtml } from '../server/modules/pages/card-page-markup'
import { demoSites } from '../server/modules/sites/demo-sites'
import { cardDisplayName, type PublicCard } from '../src/domain/card'
import { cardLookOf } from '../src/domain/card-design'
import { documentInputSchema } from '../src/domain/money/document-input'
import { median, projectRoot, writeSection } from './report'

const runs = 50

// A typical invoice: ten lines at two rates, a discount, a deposit, the brand's PNG logo.
function invoice(language: DocumentView['language']): DocumentView {
  const lines = Array.from({ length: 10 }, (_, index) => ({
    quantity: String(1 + (index % 4)),
    unit_price: 1250 + index * 975,
    ...(index % 3 === 0 ? { discount_percent: '10' } : {}),
    taxes: [index % 2 ? { name: 'VAT', percent: '19', category: 'S' as const } : { name: 'Reduced VAT', percent: '7', category: 'S' as const }],
  }))
  return {
    kind: { type: 'invoice' },
    number: 'INV-2026-0042',
    issue_date: '2026-11-20',
    due_date: '2026-12-04',
    currency: 'EUR',
    language,
    brand: {
      name: 'Northwind Studio',
      logo: { bytes: pixel, type: 'image/png' },
      colors: { primary: '#1d4ed8', text: '#0f172a' },
      address_lines: ['Torstraße 12'],
      postcode: '10119',
      city: 'Berlin',
      country: 'DE',
      tax_id: 'DE123456789',
      email: 'billing@northwind.example',
    },
    client: { name: 'Atelier Dupont SARL', contact: 'Claire Dupont', address_lines: ['8 rue des Lilas'], postcode: '69003', city: 'Lyon', country: 'FR', tax_id: 'FR40303265045' },
    lines: lines.map((_, index) => ({ description: `Service ${index + 1}: design and delivery`, unit_code: 'HUR' })),
    input: documentInputSchema.parse({ currency: 'EUR', prices: 'exclusive', lines, paid: 20000 }),
    terms: 'Payable within 14 days without deduction.',
    payment: { reference: 'INV-2026-0042', iban: 'DE89370400440532013000' },
  }
}

const pixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

async function measure(make: () => Promise<{ length: number }> | { length: number }) {
  await make()
  const timings: number[] = []
  let length = 0
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now()
    length = (await make()).length
    timings.push(performance.now() - start)
  }
  return { median: median(timings), slowest: Math.max(...timings), kib: length / 1024 }
}

// The baseline: the demo card page as `/vcard/demo` draws it, in the same process and run.
async function cardPage(): Promise<() => string> {
  const template = await readFile(path.join(projectRoot, 'card.html'), 'utf8')
  const site = demoSites[0]!
  const demo = demoCards.find((card) => card.brandSlug === site.brand.slug) ?? demoCards[0]!
  const contact = { prefix: '', given_name: '', family_name: '', suffix: '', job_title: '', bio: '', phones: [], emails: [], websites: [], socials: [], messengers: [], address: null }
  const card = {
    ...contact,
    ...demo.card,
    design: cardLookOf(demo.card.design ?? {}),
    display_name: cardDisplayName({ ...contact, ...demo.card }),
    organisation: demo.card.organisation || site.brand.name,
    colors: { ...site.meta.colors, ...demo.card.colors },
    brand: { name: site.brand.name, slug: site.brand.slug, logo: null },
    photo: '/uploads/demo-photo.svg',
    cover: null,
    logo: null,
    vcard_url: '/vcard/demo.vcf',
    booking_url: null,
    updated_at: '2026-11-20T00:00:00.000Z',
  } as unknown as PublicCard
  const t = translatorFor('en')
  return () => cardIndexHtml(template, card, 'https://northwind.example', { name: site.meta.name, languages: site.meta }, t) ?? ''
}

export async function benchInvoiceDocuments() {
  const now = new Date()
  const drawCard = await cardPage()
  const baseline = await measure(drawCard)
  const english = invoice('en')
  const arabic = invoice('ar')
  const results = [
    ['the PDF (English)', await measure(() => renderPdf(english, { now }))],
    ['the PDF (Arabic, right to left)', await measure(() => renderPdf(arabic, { now }))],
    ['the UBL 2.1 invoice', await measure(() => writeUbl(english))],
    ['the CII (D16B) invoice', await measure(() => writeCii(english))],
    ['the Factur-X PDF/A-3 (PDF with the CII inside)', await measure(() => renderFacturX(english, { now }))],
  ] as const
  const row = (name: string, m: Awaited<ReturnType<typeof measure>>) =>
    `| ${name} | **${m.median.toFixed(2)} ms** (slowest ${m.slowest.toFixed(2)} ms) | ${(m.median / baseline.median).toFixed(1)}× | ${m.kib.toFixed(0)} KiB |`
  const table = [
    `| writing one invoice of 10 lines (median of ${runs}) | time | × the card page | size |`,
    '|---|---|---|---|',
    ...results.map(([name, m]) => row(name, m)),
    row('baseline: the demo card page as `/vcard/demo` draws it', baseline),
  ].join('\n')
  const notes = `Each document is written whole in one process: the PDF with its fonts (Noto Sans, subset) and
logo embedded, the XML from \`documentTotals\`. The fonts are read, unpacked and parsed once per
process and shared by every document (the first PDF pays for it and is left out of the median);
each PDF then lays its text out and embeds its own subset of the fonts it uses. Measured on a
machine shared with other work: a run moves these figures by up to twice.`
  await writeSection('invoice-documents', 'Invoice documents: PDF, UBL, CII and Factur-X', `${table}\n\n${notes}`)
  console.log(table)
}
