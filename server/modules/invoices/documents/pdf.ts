import { createHash } from 'node:crypto'
import PDFDocument from 'pdfkit'
import type { MessageDescriptor } from '@formatjs/intl'
import { dec } from '../../../../src/domain/money/decimal'
import { documentTotals } from '../../../../src/domain/money/document-totals'
import type { Minor } from '../../../../src/domain/money/minor-units'
import { formatMoney } from '../../../../src/domain/money/money-text'
import { formattingLocales, textDirection } from '../../../../src/i18n/locales'
import { translatorFor } from '../../../i18n/translator'
import type { DocumentView } from './document-view'
import { drawLine, fonts, wrapLines, type LineStyle, type Weight } from './text-layout'
import { words } from './words'

/** A file the PDF carries inside it (Factur-X's factur-x.xml), and the XMP that announces it. */
export interface PdfAttachment {
  name: string
  bytes: Uint8Array
  mimeType: string
  description: string
  /** PDF/A-3's AFRelationship. */
  relationship: 'Data' | 'Alternative' | 'Source'
  /** rdf:Description elements added to the document's XMP metadata. */
  xmp: string
}

export interface PdfOptions {
  /** The creation date written in the PDF: the only thing that differs between two renderings of one document. */
  now: Date
  attachment?: PdfAttachment
}

const page = { width: 595.28, height: 841.89, margin: 48 }
const content = page.width - 2 * page.margin
const footerTop = page.height - page.margin + 12
const bottom = page.height - page.margin - 24

/**
 * The document as a PDF/A-3b in the brand's look: its logo and colours, its address and tax id,
 * the client's address, every line, the tax breakdown and totals from `documentTotals`, and the
 * payment details, in the client's language (right to left for Arabic). The same document gives
 * the same bytes but for the creation date: the file identifier comes from the brand's tax id and
 * the document's kind and number, the producer is fixed, and an attachment is dated by the
 * document's issue date.
 */
export async function renderPdf(view: DocumentView, options: PdfOptions): Promise<Uint8Array> {
  const t = translatorFor(view.language)
  const locale = formattingLocales[view.language]
  const rtl = textDirection(view.language) === 'rtl'
  const say = (descriptor: MessageDescriptor, values?: Record<string, string>) => t.formatMessage(descriptor, values)
  const money = (amount: Minor) => formatMoney(amount, view.currency, locale)
  const day = (date: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
  const number = (text: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(text as Intl.StringNumericLiteral)
  const percent = (text: string) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: 'percent', maximumFractionDigits: 3 }).format(dec(text).toString() as Intl.StringNumericLiteral)
  const totals = documentTotals(view.input)
  const title = say(view.kind.type === 'invoice' ? words.invoice : view.kind.type === 'credit_note' ? words.creditNote : words.quote)

  const fontData = fonts()
  const doc = new PDFDocument({
    size: 'A4',
    margin: page.margin,
    bufferPages: true,
    autoFirstPage: true,
    pdfVersion: '1.7',
    subset: 'PDF/A-3b',
    lang: view.language,
    displayTitle: true,
    // The default font, set before any text: PDF/A allows only embedded fonts.
    font: fontData.get('latin-regular'),
    info: { Title: `${title} ${view.number}`, Author: view.brand.name, Creator: 'Marque', Producer: 'Marque', CreationDate: options.now },
  } as PDFKit.PDFDocumentOptions & { font: unknown })
  // PDFKit derives the file identifier from the creation date; it comes from the document instead.
  ;(doc as unknown as { _id: Uint8Array })._id = createHash('md5').update(`${view.brand.tax_id}\n${view.kind.type}\n${view.number}`).digest()
  for (const [name, font] of fontData) doc.registerFont(name, font as unknown as Buffer)
  if (options.attachment) {
    const { attachment } = options
    const issued = new Date(`${view.issue_date}T00:00:00Z`)
    doc.file(Buffer.from(attachment.bytes), {
      name: attachment.name,
      type: attachment.mimeType,
      description: attachment.description,
      creationDate: issued,
      modifiedDate: issued,
      relationship: attachment.relationship,
    } as PDFKit.Mixins.PDFAttachmentOptions)
    doc.appendXML(attachment.xmp)
  }

  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve)
    doc.on('error', reject)
  })

  const textColor = view.brand.colors.text
  const primary = view.brand.colors.primary
  // x of a box given as if the page ran left to right: mirrored for a right-to-left language.
  const boxX = (x: number, width: number) => (rtl ? page.width - x - width : x)
  const line = (text: string, x: number, y: number, width: number, style: Partial<LineStyle> & { color?: string } = {}) => {
    doc.fillColor(style.color ?? textColor)
    drawLine(doc, text, boxX(x, width), y, width, { size: 9, rtl, ...style })
  }
  const lineHeight = (size: number) => size * 1.4

  // The brand: its logo (or its name) at the start, its address and tax id at the end.
  let y = page.margin
  const half = content / 2
  if (view.brand.logo) {
    doc.image(Buffer.from(view.brand.logo.bytes), boxX(page.margin, 150), y, { fit: [150, 56], ...(rtl ? { align: 'right' as const } : {}) })
  } else {
    line(view.brand.name, page.margin, y + 10, half, { size: 18, weight: 'bold', color: primary })
  }
  const brandLines = [
    ...view.brand.address_lines,
    [view.brand.postcode, view.brand.city].filter(Boolean).join(' '),
    view.brand.country,
    ...(view.brand.tax_id ? [say(words.taxId, { id: view.brand.tax_id })] : []),
    ...(view.brand.email ? [view.brand.email] : []),
  ]
  let brandY = y
  line(view.brand.name, page.margin + half, brandY, half, { weight: 'bold', align: 'end' })
  brandY += lineHeight(9)
  for (const text of brandLines) {
    line(text, page.margin + half, brandY, half, { align: 'end' })
    brandY += lineHeight(9)
  }
  y = Math.max(brandY, y + 64) + 18

  line(title, page.margin, y, content, { size: 22, weight: 'bold', color: primary })
  y += 40

  // The client at the start, the document's number and dates at the end.
  const clientLines = [
    ...(view.client.contact ? [say(words.attention, { name: view.client.contact })] : []),
    ...view.client.address_lines,
    [view.client.postcode, view.client.city].filter(Boolean).join(' '),
    view.client.country,
    ...(view.client.tax_id ? [say(words.taxId, { id: view.client.tax_id })] : []),
  ]
  line(say(words.billTo), page.margin, y, half, { size: 8, weight: 'bold', color: primary })
  let clientY = y + lineHeight(8)
  line(view.client.name, page.margin, clientY, half - 12, { weight: 'bold' })
  clientY += lineHeight(9)
  for (const text of clientLines) {
    line(text, page.margin, clientY, half - 12)
    clientY += lineHeight(9)
  }
  const facts: [string, string][] = [
    [say(words.number), view.number],
    [say(words.issueDate), day(view.issue_date)],
    ...(view.due_date ? [[say(view.kind.type === 'quote' ? words.validUntil : words.dueDate), day(view.due_date)] as [string, string]] : []),
  ]
  let factY = y
  for (const [label, value] of facts) {
    line(label, page.margin + half, factY, half / 2, { weight: 'bold' })
    line(value, page.margin + half + half / 2, factY, half / 2, { align: 'end' })
    factY += lineHeight(9) + 2
  }
  y = Math.max(clientY, factY) + 12
  if (view.kind.type === 'credit_note') {
    line(say(words.corrects, { number: view.kind.corrects.number, date: day(view.kind.corrects.issue_date) }), page.margin, y, content)
    y += lineHeight(9) + 6
  }

  // The lines, a page after another; the table's head is drawn again on each page.
  const columns = [
    { word: words.description, width: content - 55 - 80 - 55 - 55 - 85, end: false },
    { word: words.quantity, width: 55, end: true },
    { word: words.unitPrice, width: 80, end: true },
    { word: words.discount, width: 55, end: true },
    { word: words.tax, width: 55, end: true },
    { word: words.amount, width: 85, end: true },
  ]
  const columnX = columns.map((_, index) => page.margin + columns.slice(0, index).reduce((sum, column) => sum + column.width, 0))
  const head = () => {
    doc.rect(boxX(page.margin, content), y, content, 20).fill(primary)
    columns.forEach((column, index) =>
      line(say(column.word), (columnX[index] ?? 0) + 4, y + 5, column.width - 8, { size: 8, weight: 'bold', color: '#ffffff', align: column.end ? 'end' : 'start' }),
    )
    y += 26
  }
  const newPage = () => {
    doc.addPage()
    y = page.margin
  }
  head()
  view.input.lines.forEach((input, index) => {
    const figures = totals.lines[index]
    const description = view.lines[index]?.description ?? ''
    const described = wrapLines(doc, description, (columns[0]?.width ?? 0) - 8, { size: 9, rtl })
    const height = described.length * lineHeight(9) + 6
    if (y + height > bottom) {
      newPage()
      head()
    }
    described.forEach((text, row) => line(text, (columnX[0] ?? 0) + 4, y + row * lineHeight(9), (columns[0]?.width ?? 0) - 8))
    const cells = [
      number(input.quantity),
      money(input.unit_price),
      input.discount_percent ? percent(input.discount_percent) : '',
      input.taxes.map((tax) => percent(tax.percent)).join(' + '),
      figures ? money(figures.total) : '',
    ]
    cells.forEach((text, cell) => line(text, (columnX[cell + 1] ?? 0) + 4, y, (columns[cell + 1]?.width ?? 0) - 8, { align: 'end' }))
    y += height
    doc
      .moveTo(page.margin, y - 3)
      .lineTo(page.margin + content, y - 3)
      .lineWidth(0.5)
      .strokeColor('#d0d7de')
      .stroke()
  })
  if (view.input.prices === 'inclusive') {
    line(say(words.pricesInclusive), page.margin, y, content, { size: 8 })
    y += lineHeight(8)
  }

  // The tax breakdown and the totals, at the end side.
  type Row = { label: string; value: string; weight?: Weight; size?: number; color?: string }
  const rows: Row[] = [
    { label: say(words.netTotal), value: money(totals.tax_exclusive_total) },
    ...totals.taxes.map((group) => ({
      label: say(words.taxLine, { name: group.name, percent: percent(group.percent), taxable: money(group.taxable) }),
      value: money(group.tax),
    })),
    { label: say(words.taxTotal), value: money(totals.tax_total) },
    { label: say(words.total), value: money(totals.tax_inclusive_total), weight: 'bold' },
    ...(totals.paid !== 0 ? [{ label: say(words.paid), value: money(totals.paid) }] : []),
    ...(totals.rounding !== 0 ? [{ label: say(words.rounding), value: money(totals.rounding) }] : []),
    {
      label: say(view.kind.type === 'credit_note' ? words.amountCredited : words.amountDue),
      value: money(totals.payable),
      weight: 'bold',
      size: 12,
      color: primary,
    },
  ]
  const totalsWidth = 300
  const totalsX = page.margin + content - totalsWidth
  if (y + rows.length * lineHeight(10) + 24 > bottom) newPage()
  y += 10
  for (const row of rows) {
    const size = row.size ?? 9
    if (row.color) {
      doc
        .moveTo(boxX(totalsX, totalsWidth), y)
        .lineTo(boxX(totalsX, totalsWidth) + totalsWidth, y)
        .lineWidth(1)
        .strokeColor(primary)
        .stroke()
      y += 5
    }
    line(row.label, totalsX, y, totalsWidth - 100, { size, weight: row.weight, color: row.color })
    line(row.value, totalsX + totalsWidth - 100, y, 100, { size, weight: row.weight, color: row.color, align: 'end' })
    y += lineHeight(size) + 2
  }

  // How to pay, and the notes.
  const paymentLines = [
    ...(view.terms ? wrapLines(doc, view.terms, content, { size: 9, rtl }) : []),
    ...(view.payment?.reference ? [say(words.reference, { reference: view.payment.reference })] : []),
    ...(view.payment?.iban ? [say(words.iban, { iban: view.payment.iban })] : []),
    ...(view.payment?.bic ? [say(words.bic, { bic: view.payment.bic })] : []),
  ]
  const notesLines = view.notes ? wrapLines(doc, view.notes, content, { size: 9, rtl }) : []
  for (const [heading, texts] of [
    [say(words.payment), paymentLines],
    [say(words.notes), notesLines],
  ] as const) {
    if (texts.length === 0) continue
    if (y + (texts.length + 2) * lineHeight(9) > bottom) newPage()
    y += 14
    line(heading, page.margin, y, content, { size: 8, weight: 'bold', color: primary })
    y += lineHeight(8)
    for (const text of texts) {
      line(text, page.margin, y, content)
      y += lineHeight(9)
    }
  }

  // The brand and the page on every page's foot.
  const range = doc.bufferedPageRange()
  const footer = [view.brand.name, ...(view.brand.tax_id ? [say(words.taxId, { id: view.brand.tax_id })] : []), ...(view.brand.email ? [view.brand.email] : [])].join('  ·  ')
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index)
    line(footer, page.margin, footerTop, content - 90, { size: 7.5, color: '#57606a' })
    line(say(words.page, { page: String(index + 1), pages: String(range.count) }), page.margin + content - 90, footerTop, 90, {
      size: 7.5,
      color: '#57606a',
      align: 'end',
    })
  }
  doc.end()
  await finished
  return new Uint8Array(Buffer.concat(chunks))
}
