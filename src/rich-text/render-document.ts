import type { DeltaDocument } from '../domain/delta'
import { safeCssColour } from './css-colour'
import { escapeHtml } from './escape-html'
import { maxFormulaLength } from './formula-limits'
import { codeLanguageOf, type CodeLanguage } from './code-languages'
import { safeImageSrc, safeLinkHref } from './safe-url'
import { toVideoEmbedUrl } from './video-embed'

type Attributes = Readonly<Record<string, unknown>>

/**
 * The heavy parts of rendering, passed in so that pages load KaTeX and highlight.js only for
 * documents that need them. Without `formula`, a formula shows its TeX source; without
 * `highlight`, code shows as plain text.
 */
export interface DocumentRenderers {
  readonly formula?: (tex: string) => string | null
  readonly highlight?: (code: string, language: CodeLanguage) => string
}
type Embed = Readonly<Record<string, unknown>>

interface InlinePiece {
  readonly insert: string | Embed
  readonly attributes: Attributes
}

/** A line of text, its formats taken from the "\n" that ends it. */
interface TextLine {
  readonly kind: 'text'
  readonly pieces: readonly InlinePiece[]
  readonly attributes: Attributes
}

/** A video stands on a line of its own and consumes no "\n", as Quill's block embeds do. */
interface VideoLine {
  readonly kind: 'video'
  readonly src: string
}

type Line = TextLine | VideoLine

type ListType = 'ordered' | 'bullet' | 'checked' | 'unchecked'

const listTypes: ReadonlySet<string> = new Set<ListType>(['ordered', 'bullet', 'checked', 'unchecked'])
const alignments: ReadonlySet<string> = new Set(['left', 'center', 'right', 'justify'])
const fonts: ReadonlySet<string> = new Set(['serif', 'monospace'])
const sizes: ReadonlySet<string> = new Set(['small', 'large', 'huge'])
const maxIndent = 8
const maxImageDimension = 10_000

const linkAttributes = 'rel="noopener noreferrer" target="_blank"'
const videoAttributes =
  'sandbox="allow-scripts allow-same-origin allow-presentation allow-popups" ' +
  'allow="fullscreen; picture-in-picture; encrypted-media" allowfullscreen ' +
  'referrerpolicy="strict-origin-when-cross-origin" loading="lazy" title="Video"'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Splits the operations into lines. The types only promise a Delta; the checks here still hold when
 * a caller hands over stored JSON that was never validated.
 */
function toLines(doc: DeltaDocument): Line[] {
  const ops: unknown = isRecord(doc) ? doc.ops : undefined
  const lines: Line[] = []
  if (!Array.isArray(ops)) return lines
  let pieces: InlinePiece[] = []
  const endLine = (attributes: Attributes) => {
    lines.push({ kind: 'text', pieces, attributes })
    pieces = []
  }
  for (const op of ops as unknown[]) {
    if (!isRecord(op)) continue
    const attributes: Attributes = isRecord(op.attributes) ? op.attributes : {}
    const { insert } = op
    if (typeof insert === 'string') {
      let start = 0
      for (let end = insert.indexOf('\n'); end !== -1; end = insert.indexOf('\n', start)) {
        if (end > start) pieces.push({ insert: insert.slice(start, end), attributes })
        endLine(attributes)
        start = end + 1
      }
      if (start < insert.length) pieces.push({ insert: start === 0 ? insert : insert.slice(start), attributes })
    } else if (isRecord(insert)) {
      if (typeof insert.video === 'string') {
        if (pieces.length > 0) endLine({})
        const src = toVideoEmbedUrl(insert.video)
        if (src !== null) lines.push({ kind: 'video', src })
      } else {
        pieces.push({ insert, attributes })
      }
    }
  }
  if (pieces.length > 0) endLine({})
  return lines
}

function dimension(value: unknown): string | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  const match = /^([0-9]{1,5})(?:px)?$/.exec(text)
  if (!match?.[1]) return null
  const pixels = Number(match[1])
  return pixels >= 1 && pixels <= maxImageDimension ? String(pixels) : null
}

function renderImage(src: unknown, attributes: Attributes): string {
  const safeSrc = typeof src === 'string' ? safeImageSrc(src) : ''
  const alt = typeof attributes.alt === 'string' ? attributes.alt : ''
  let html = `<img src="${escapeHtml(safeSrc)}" alt="${escapeHtml(alt)}"`
  const width = dimension(attributes.width)
  const height = dimension(attributes.height)
  if (width !== null) html += ` width="${width}"`
  if (height !== null) html += ` height="${height}"`
  return `${html}>`
}

function renderEmbed(embed: Embed, attributes: Attributes, renderers: DocumentRenderers): string {
  if ('image' in embed) return renderImage(embed.image, attributes)
  if (typeof embed.formula === 'string') {
    if (embed.formula.length > maxFormulaLength) return ''
    const formula = renderers.formula ? renderers.formula(embed.formula) : escapeHtml(embed.formula)
    return formula === null ? '' : `<span class="ql-formula">${formula}</span>`
  }
  return ''
}

function spanAround(html: string, attributes: Attributes): string {
  const classes: string[] = []
  if (typeof attributes.font === 'string' && fonts.has(attributes.font)) classes.push(`ql-font-${attributes.font}`)
  if (typeof attributes.size === 'string' && sizes.has(attributes.size)) classes.push(`ql-size-${attributes.size}`)
  const styles: string[] = []
  const colour = safeCssColour(attributes.color)
  const background = safeCssColour(attributes.background)
  if (colour !== null) styles.push(`color: ${colour}`)
  if (background !== null) styles.push(`background-color: ${background}`)
  if (classes.length === 0 && styles.length === 0) return html
  const classAttribute = classes.length > 0 ? ` class="${classes.join(' ')}"` : ''
  const styleAttribute = styles.length > 0 ? ` style="${escapeHtml(styles.join('; '))}"` : ''
  return `<span${classAttribute}${styleAttribute}>${html}</span>`
}

/** Wrapping order is fixed, outermost first: link, span (font, size, colours), strong, em, u, s, sub/sup, code. */
function renderInline(piece: InlinePiece, renderers: DocumentRenderers): string {
  const { attributes } = piece
  let html = typeof piece.insert === 'string' ? escapeHtml(piece.insert) : renderEmbed(piece.insert, attributes, renderers)
  if (html === '') return ''
  if (attributes.code === true) html = `<code>${html}</code>`
  if (attributes.script === 'sub') html = `<sub>${html}</sub>`
  else if (attributes.script === 'super') html = `<sup>${html}</sup>`
  if (attributes.strike === true) html = `<s>${html}</s>`
  if (attributes.underline === true) html = `<u>${html}</u>`
  if (attributes.italic === true) html = `<em>${html}</em>`
  if (attributes.bold === true) html = `<strong>${html}</strong>`
  html = spanAround(html, attributes)
  if (typeof attributes.link === 'string') {
    html = `<a href="${escapeHtml(safeLinkHref(attributes.link))}" ${linkAttributes}>${html}</a>`
  }
  return html
}

function renderContent(line: TextLine, renderers: DocumentRenderers): string {
  let html = ''
  for (const piece of line.pieces) html += renderInline(piece, renderers)
  return html === '' ? '<br>' : html
}

function indentOf(attributes: Attributes): number {
  const { indent } = attributes
  return typeof indent === 'number' && Number.isInteger(indent) && indent >= 1 && indent <= maxIndent ? indent : 0
}

function headerLevel(attributes: Attributes): number | null {
  const { header } = attributes
  return typeof header === 'number' && Number.isInteger(header) && header >= 1 && header <= 6 ? header : null
}

function listTypeOf(line: Line): ListType | null {
  if (line.kind !== 'text') return null
  const { list } = line.attributes
  return typeof list === 'string' && listTypes.has(list) ? (list as ListType) : null
}

function tableRowOf(line: Line): string | null {
  if (line.kind !== 'text') return null
  const { table } = line.attributes
  return typeof table === 'string' && table !== '' ? table : null
}

function isCodeLine(line: Line): line is TextLine {
  if (line.kind !== 'text') return false
  const codeBlock = line.attributes['code-block']
  return codeBlock === true || (typeof codeBlock === 'string' && codeBlock !== '')
}

/** The classes a block carries for its alignment, direction and (outside lists) indent. */
function blockClasses(attributes: Attributes, withIndent: boolean): string[] {
  const classes: string[] = []
  if (typeof attributes.align === 'string' && alignments.has(attributes.align)) classes.push(`ql-align-${attributes.align}`)
  if (attributes.direction === 'rtl') classes.push('ql-direction-rtl')
  const indent = indentOf(attributes)
  if (withIndent && indent > 0) classes.push(`ql-indent-${indent}`)
  return classes
}

function classAttribute(classes: readonly string[]): string {
  return classes.length > 0 ? ` class="${classes.join(' ')}"` : ''
}

function renderBlockLine(line: TextLine, renderers: DocumentRenderers): string {
  const classes = classAttribute(blockClasses(line.attributes, true))
  const content = renderContent(line, renderers)
  const level = headerLevel(line.attributes)
  if (level !== null) return `<h${level}${classes}>${content}</h${level}>`
  if (line.attributes.blockquote === true) return `<blockquote${classes}>${content}</blockquote>`
  return `<p${classes}>${content}</p>`
}

function renderCodeBlock(lines: readonly TextLine[], language: CodeLanguage | null, renderers: DocumentRenderers): string {
  const code = lines.map((line) => line.pieces.map((piece) => (typeof piece.insert === 'string' ? piece.insert : '')).join('')).join('\n')
  const body = language === null || !renderers.highlight ? escapeHtml(code) : renderers.highlight(code, language)
  const languageAttribute = language === null ? '' : ` data-language="${language}"`
  return `<pre class="ql-code-block"${languageAttribute}><code class="hljs">${body}</code></pre>`
}

function renderTable(lines: readonly TextLine[], renderers: DocumentRenderers): string {
  let html = '<table class="ql-table"><tbody>'
  let row: string | null = null
  for (const line of lines) {
    const lineRow = tableRowOf(line)
    if (lineRow !== row) {
      html += row === null ? '<tr>' : '</tr><tr>'
      row = lineRow
    }
    html += `<td${classAttribute(blockClasses(line.attributes, false))}>${renderContent(line, renderers)}</td>`
  }
  return `${html}</tr></tbody></table>`
}

/** Checked and unchecked items share one checklist; each item says which it is. */
type ListKind = 'ordered' | 'bullet' | 'checklist'

interface OpenList {
  readonly kind: ListKind
  readonly level: number
}

function listKindOf(type: ListType): ListKind {
  return type === 'checked' || type === 'unchecked' ? 'checklist' : type
}

function openListTag(kind: ListKind): string {
  if (kind === 'ordered') return '<ol>'
  if (kind === 'bullet') return '<ul>'
  return '<ul class="ql-checklist">'
}

function closeListTag(kind: ListKind): string {
  return kind === 'ordered' ? '</ol>' : '</ul>'
}

function listItem(line: TextLine, type: ListType, renderers: DocumentRenderers): string {
  const classes = blockClasses(line.attributes, false)
  let box = ''
  if (type === 'checked' || type === 'unchecked') {
    classes.unshift(`ql-${type}`)
    box = type === 'checked' ? '<input type="checkbox" checked disabled>' : '<input type="checkbox" disabled>'
  }
  return `<li${classAttribute(classes)}>${box}${renderContent(line, renderers)}`
}

/**
 * Lines of a list become real nested lists: a deeper indent opens a list inside the open item, a
 * shallower one closes lists back to its level, and a change of kind at one level starts a new list.
 */
function renderLists(lines: readonly TextLine[], renderers: DocumentRenderers): string {
  let html = ''
  const open: OpenList[] = []
  for (const line of lines) {
    const type = listTypeOf(line) as ListType
    const kind = listKindOf(type)
    const level = indentOf(line.attributes)
    let top = open.at(-1)
    while (top !== undefined && top.level > level) {
      html += `</li>${closeListTag(top.kind)}`
      open.pop()
      top = open.at(-1)
    }
    if (top !== undefined && top.level === level && top.kind === kind) {
      html += '</li>'
    } else {
      if (top !== undefined && top.level === level) {
        html += `</li>${closeListTag(top.kind)}`
        open.pop()
      }
      html += openListTag(kind)
      open.push({ kind, level })
    }
    html += listItem(line, type, renderers)
  }
  for (let top = open.pop(); top !== undefined; top = open.pop()) html += `</li>${closeListTag(top.kind)}`
  return html
}

/** Takes the run of lines from `start` on that satisfy `belongs`. */
function runFrom<T extends Line>(lines: readonly Line[], start: number, belongs: (line: Line) => line is T): T[] {
  const run: T[] = []
  for (let index = start; index < lines.length; index += 1) {
    const line = lines[index] as Line
    if (!belongs(line)) break
    run.push(line)
  }
  return run
}

function isTextLine(line: Line): line is TextLine {
  return line.kind === 'text'
}

/**
 * Renders a Delta document to HTML that is safe to insert into a page. Nothing from the document
 * reaches the markup unchecked: text is escaped, only known formats become tags, classes come from
 * the renderer's own set, colours must be plain CSS colours, links and image sources pass the URL
 * rules, videos must be YouTube or Vimeo, formulas go through the formula renderer (KaTeX without
 * trust) or show as escaped text. Anything unknown is dropped.
 */
export function renderDocument(doc: DeltaDocument, renderers: DocumentRenderers = {}): string {
  const lines = toLines(doc)
  let html = ''
  let index = 0
  while (index < lines.length) {
    const line = lines[index] as Line
    if (line.kind === 'video') {
      html += `<iframe class="ql-video" src="${escapeHtml(line.src)}" ${videoAttributes}></iframe>`
      index += 1
    } else if (isCodeLine(line)) {
      const language = codeLanguageOf(line.attributes['code-block'])
      const run = runFrom(lines, index, (next): next is TextLine => isCodeLine(next) && codeLanguageOf(next.attributes['code-block']) === language)
      html += renderCodeBlock(run, language, renderers)
      index += run.length
    } else if (tableRowOf(line) !== null) {
      const run = runFrom(lines, index, (next): next is TextLine => isTextLine(next) && tableRowOf(next) !== null)
      html += renderTable(run, renderers)
      index += run.length
    } else if (listTypeOf(line) !== null) {
      const run = runFrom(lines, index, (next): next is TextLine => isTextLine(next) && listTypeOf(next) !== null)
      html += renderLists(run, renderers)
      index += run.length
    } else {
      html += renderBlockLine(line, renderers)
      index += 1
    }
  }
  return html
}

/** What a document needs beyond the core renderer: KaTeX for formulas, highlight.js for code in a known language. */
export function documentNeeds(doc: DeltaDocument): { formula: boolean; code: boolean } {
  const needs = { formula: false, code: false }
  const ops: unknown = isRecord(doc) ? doc.ops : undefined
  if (!Array.isArray(ops)) return needs
  for (const op of ops as unknown[]) {
    if (!isRecord(op)) continue
    if (isRecord(op.insert) && typeof op.insert.formula === 'string') needs.formula = true
    if (isRecord(op.attributes) && codeLanguageOf(op.attributes['code-block']) !== null) needs.code = true
  }
  return needs
}
