import type { DeltaDocument, DeltaOp } from '../../domain/delta'
import { safeCssColour } from '../css-colour'
import { safeImageSrc, safeLinkHref, blockedLink } from '../safe-url'
import { toVideoEmbedUrl } from '../video-embed'
import { pushOp } from './delta-ops'

type Attributes = Record<string, unknown>

// Their content is never text a person meant to paste.
const skipped = new Set([
  'script', 'style', 'template', 'noscript', 'head', 'title', 'meta', 'link', 'object', 'embed', 'svg', 'math',
  'button', 'select', 'textarea', 'input', 'canvas', 'audio', 'video', 'frame', 'frameset', 'applet', 'base',
])
const blocks = new Set([
  'p', 'div', 'section', 'article', 'header', 'footer', 'main', 'aside', 'nav', 'figure', 'figcaption',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'li', 'ul', 'ol', 'table', 'thead', 'tbody',
  'tfoot', 'tr', 'td', 'th', 'dl', 'dt', 'dd', 'address', 'hr',
])
// Blocks that are a line even when empty; the others only hold lines.
const lineBlocks = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'td', 'th', 'dt', 'dd'])
const alignments = new Set(['left', 'center', 'right', 'justify'])
const listDataValues = new Set(['ordered', 'bullet', 'checked', 'unchecked'])
const maxImageDimension = 10_000

interface Context {
  readonly inline: Attributes
  readonly line: Attributes
  readonly list: 'ordered' | 'bullet'
  readonly listDepth: number
  readonly inPre: boolean
  readonly row: string | null
}

function styleOf(element: Element): CSSStyleDeclaration | null {
  return 'style' in element ? (element as HTMLElement).style : null
}

/** Inline formats the element adds; only values the renderer's rules accept. */
function inlineFormats(element: Element, tag: string, inherited: Attributes): Attributes {
  const formats: Attributes = { ...inherited }
  const style = styleOf(element)
  const weight = style?.fontWeight ?? ''
  if (tag === 'strong' || (tag === 'b' && weight !== 'normal' && weight !== '400')) formats.bold = true
  if (weight === 'bold' || Number(weight) >= 600) formats.bold = true
  if (weight === 'normal' || weight === '400') delete formats.bold
  if (tag === 'em' || tag === 'i' || style?.fontStyle === 'italic') formats.italic = true
  const decoration = `${style?.textDecoration ?? ''} ${style?.textDecorationLine ?? ''}`
  if (tag === 'u' || tag === 'ins' || decoration.includes('underline')) formats.underline = true
  if (tag === 's' || tag === 'strike' || tag === 'del' || decoration.includes('line-through')) formats.strike = true
  if (tag === 'sub' || style?.verticalAlign === 'sub') formats.script = 'sub'
  if (tag === 'sup' || style?.verticalAlign === 'super') formats.script = 'super'
  if (tag === 'code' || tag === 'kbd' || tag === 'samp') formats.code = true
  const colour = safeCssColour(style?.color || (tag === 'font' ? element.getAttribute('color') : null))
  if (colour !== null) formats.color = colour
  const background = safeCssColour(style?.backgroundColor)
  if (background !== null && background !== 'transparent') formats.background = background
  for (const name of element.classList) {
    const font = /^ql-font-(serif|monospace)$/.exec(name)
    if (font?.[1]) formats.font = font[1]
    const size = /^ql-size-(small|large|huge)$/.exec(name)
    if (size?.[1]) formats.size = size[1]
  }
  if (tag === 'a') {
    const href = element.getAttribute('href')
    const safe = href === null ? blockedLink : safeLinkHref(href)
    // A link the renderer would block keeps its text but loses the address.
    if (safe !== blockedLink && !safe.startsWith('#')) formats.link = safe
    else delete formats.link
  }
  return formats
}

/** Line formats of a block element: its kind and its alignment, direction and indent. */
function lineFormats(element: Element, tag: string, context: Context): Attributes {
  const formats: Attributes = { ...context.line }
  const heading = /^h([1-6])$/.exec(tag)
  if (heading?.[1]) formats.header = Number(heading[1])
  if (tag === 'blockquote') formats.blockquote = true
  if (tag === 'pre') {
    const language = element.getAttribute('data-language')
    formats['code-block'] = language !== null && /^[a-z]{1,20}$/.test(language) ? language : true
  }
  const align = styleOf(element)?.textAlign ?? ''
  if (alignments.has(align)) formats.align = align
  if (element.getAttribute('dir')?.toLowerCase() === 'rtl') formats.direction = 'rtl'
  for (const name of element.classList) {
    const alignClass = /^ql-align-(left|center|right|justify)$/.exec(name)
    if (alignClass?.[1]) formats.align = alignClass[1]
    if (name === 'ql-direction-rtl') formats.direction = 'rtl'
    const indent = /^ql-indent-([1-8])$/.exec(name)
    if (indent?.[1] && tag !== 'li') formats.indent = Number(indent[1])
  }
  if (formats.align === 'left') delete formats.align
  if (tag === 'li') {
    const dataList = element.getAttribute('data-list')
    const box = element.querySelector(':scope > input[type="checkbox"]')
    let list: string = context.list
    if (dataList !== null && listDataValues.has(dataList)) list = dataList
    if (box !== null || element.classList.contains('ql-checked') || element.classList.contains('ql-unchecked')) {
      list = box?.hasAttribute('checked') || element.classList.contains('ql-checked') ? 'checked' : 'unchecked'
    }
    formats.list = list
    if (context.listDepth > 1) formats.indent = Math.min(8, context.listDepth - 1)
    else delete formats.indent
  }
  if ((tag === 'td' || tag === 'th') && context.row !== null) formats.table = context.row
  return formats
}

function dimension(value: string | null): string | null {
  const match = /^([0-9]{1,5})(?:px)?$/.exec(value?.trim() ?? '')
  if (!match?.[1]) return null
  const pixels = Number(match[1])
  return pixels >= 1 && pixels <= maxImageDimension ? String(pixels) : null
}

class DeltaWriter {
  readonly ops: DeltaOp[] = []
  private lineOpen = false
  private rows = 0

  newRow(): string {
    this.rows += 1
    return `row-${this.rows}`
  }

  text(text: string, attributes: Attributes) {
    if (text === '') return
    pushOp(this.ops, Object.keys(attributes).length > 0 ? { insert: text, attributes } : { insert: text })
    this.lineOpen = true
  }

  embed(embed: Record<string, string>, attributes: Attributes) {
    this.ops.push(Object.keys(attributes).length > 0 ? { insert: embed, attributes } : { insert: embed })
    this.lineOpen = true
  }

  /** Videos are lines of their own, as in the renderer. */
  video(url: string, line: Attributes) {
    this.endOpenLine(line)
    this.ops.push({ insert: { video: url } })
  }

  endLine(attributes: Attributes) {
    const line: Attributes = {}
    for (const [name, value] of Object.entries(attributes)) if (value !== undefined) line[name] = value
    pushOp(this.ops, Object.keys(line).length > 0 ? { insert: '\n', attributes: line } : { insert: '\n' })
    this.lineOpen = false
  }

  endOpenLine(attributes: Attributes) {
    if (this.lineOpen) this.endLine(attributes)
  }

  get hasOpenLine() {
    return this.lineOpen
  }
}

function walk(node: Node, context: Context, out: DeltaWriter) {
  if (node.nodeType === 3) {
    let text = node.textContent ?? ''
    if (!context.inPre) {
      text = text.replace(/[\t\n\r ]+/g, ' ')
      if (!out.hasOpenLine) text = text.trimStart()
      out.text(text, context.inline)
      return
    }
    const lines = text.split('\n')
    lines.forEach((part, index) => {
      out.text(part, {})
      if (index < lines.length - 1) out.endLine(context.line)
    })
    return
  }
  if (node.nodeType !== 1) return
  const element = node as Element
  const tag = element.localName
  if (skipped.has(tag)) return
  if (tag === 'br') {
    out.endLine(context.line)
    return
  }
  if (tag === 'img') {
    const src = safeImageSrc(element.getAttribute('src') ?? '')
    if (src === '') return
    const attributes: Attributes = { ...context.inline }
    const alt = element.getAttribute('alt')
    if (alt) attributes.alt = alt
    const width = dimension(element.getAttribute('width'))
    const height = dimension(element.getAttribute('height'))
    if (width !== null) attributes.width = width
    if (height !== null) attributes.height = height
    out.embed({ image: src }, attributes)
    return
  }
  if (tag === 'iframe') {
    const url = toVideoEmbedUrl(element.getAttribute('src') ?? '')
    if (url !== null) out.video(url, context.line)
    return
  }
  if (!blocks.has(tag)) {
    const inline = inlineFormats(element, tag, context.inline)
    for (const child of element.childNodes) walk(child, { ...context, inline }, out)
    return
  }
  // Text that came before this block inside its parent is a line of the parent's kind.
  out.endOpenLine(context.line)
  if (tag === 'hr') return
  let inner: Context = { ...context, inline: {}, line: lineFormats(element, tag, context) }
  if (tag === 'ul' || tag === 'ol') {
    inner = { ...inner, line: context.line, list: tag === 'ol' ? 'ordered' : 'bullet', listDepth: context.listDepth + 1 }
  }
  if (tag === 'tr') inner = { ...inner, row: out.newRow() }
  if (tag === 'pre') inner = { ...inner, inPre: true }
  const written = out.ops.length
  for (const child of element.childNodes) walk(child, inner, out)
  // An empty paragraph or cell is still a line; a block that held lines of its own adds none.
  if (lineBlocks.has(tag) && out.ops.length === written) out.endLine(inner.line)
  else out.endOpenLine(inner.line)
}

/**
 * Pasted HTML as a Delta document, through the renderer's whitelist: only known tags become
 * formats, attributes are never copied (so no handlers or styles come along), links, images and
 * videos pass the same rules as when they are rendered, and scripts, styles and other active
 * content are dropped with everything inside them.
 */
export function htmlToDelta(html: string, parser: DOMParser = new DOMParser()): DeltaDocument {
  const document = parser.parseFromString(html, 'text/html')
  const out = new DeltaWriter()
  const context: Context = { inline: {}, line: {}, list: 'bullet', listDepth: 0, inPre: false, row: null }
  for (const child of document.body.childNodes) walk(child, context, out)
  out.endOpenLine({})
  return { ops: out.ops }
}
