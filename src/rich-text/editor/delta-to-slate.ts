import type { DeltaDocument } from '../../domain/delta'
import { toVideoEmbedUrl } from '../video-embed'
import type {
  Alignment,
  BlockElement,
  FormattedText,
  ImageElement,
  InlineMarks,
  InlineNode,
  LineFormats,
  ListType,
  TextLineElement,
} from './editor-types'

type Attributes = Readonly<Record<string, unknown>>

const alignments: ReadonlySet<string> = new Set<Alignment>(['left', 'center', 'right', 'justify'])
const listTypes: ReadonlySet<string> = new Set<ListType>(['ordered', 'bullet', 'checked', 'unchecked'])
const booleanMarks = ['bold', 'italic', 'underline', 'strike', 'code'] as const
const stringMarks = ['link', 'color', 'background'] as const
const fonts: ReadonlySet<string> = new Set(['serif', 'monospace'])
const sizes: ReadonlySet<string> = new Set(['small', 'large', 'huge'])

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * The inline formats the renderer knows. Fonts and sizes come from the renderer's fixed sets;
 * links and colours are kept as given (the renderer applies its rules on the way out), so what
 * was loaded is what is saved.
 */
function inlineMarksOf(attributes: Attributes): InlineMarks {
  const marks: InlineMarks = {}
  for (const name of booleanMarks) if (attributes[name] === true) marks[name] = true
  for (const name of stringMarks) {
    const value = attributes[name]
    if (typeof value === 'string' && value !== '') marks[name] = value
  }
  if (typeof attributes.font === 'string' && fonts.has(attributes.font)) marks.font = attributes.font
  if (typeof attributes.size === 'string' && sizes.has(attributes.size)) marks.size = attributes.size
  if (attributes.script === 'sub' || attributes.script === 'super') marks.script = attributes.script
  return marks
}

function lineFormatsOf(attributes: Attributes): LineFormats {
  const formats: LineFormats = {}
  if (typeof attributes.align === 'string' && alignments.has(attributes.align)) formats.align = attributes.align as Alignment
  if (attributes.direction === 'rtl') formats.direction = 'rtl'
  const { indent } = attributes
  if (typeof indent === 'number' && Number.isInteger(indent) && indent >= 1 && indent <= 8) formats.indent = indent
  return formats
}

/** The kind of line, in the renderer's order of precedence: code, table, list, header, blockquote. */
function lineElement(attributes: Attributes, children: InlineNode[]): TextLineElement {
  const formats = lineFormatsOf(attributes)
  const codeBlock = attributes['code-block']
  if (codeBlock === true || (typeof codeBlock === 'string' && codeBlock !== '')) {
    return { type: 'code-line', language: codeBlock, ...formats, children }
  }
  if (typeof attributes.table === 'string' && attributes.table !== '') {
    return { type: 'table-cell', row: attributes.table, ...formats, children }
  }
  if (typeof attributes.list === 'string' && listTypes.has(attributes.list)) {
    return { type: 'list-item', list: attributes.list as ListType, ...formats, children }
  }
  const { header } = attributes
  if (typeof header === 'number' && Number.isInteger(header) && header >= 1 && header <= 6) {
    return { type: 'heading', level: header as 1 | 2 | 3 | 4 | 5 | 6, ...formats, children }
  }
  if (attributes.blockquote === true) return { type: 'blockquote', ...formats, children }
  return { type: 'paragraph', ...formats, children }
}

function dimension(value: unknown): string | number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value
  return typeof value === 'string' && value !== '' ? value : undefined
}

function inlineEmbed(embed: Record<string, unknown>, attributes: Attributes): InlineNode | null {
  const children: [FormattedText] = [{ text: '', ...inlineMarksOf(attributes) }]
  if (typeof embed.image === 'string') {
    const image: ImageElement = { type: 'image', src: embed.image, children }
    if (typeof attributes.alt === 'string') image.alt = attributes.alt
    const width = dimension(attributes.width)
    const height = dimension(attributes.height)
    if (width !== undefined) image.width = width
    if (height !== undefined) image.height = height
    return image
  }
  if (typeof embed.formula === 'string') return { type: 'formula', tex: embed.formula, children }
  return null
}

/**
 * Slate wants text next to every inline element and at both ends of a line; adding the empty
 * texts here keeps the loaded value already normalised, so loading records no history.
 */
function normaliseInlines(nodes: readonly InlineNode[]): InlineNode[] {
  const children: InlineNode[] = []
  for (const node of nodes) {
    const previous = children.at(-1)
    if ('text' in node) {
      if (previous !== undefined && 'text' in previous && sameMarks(previous, node)) {
        children[children.length - 1] = { ...previous, text: previous.text + node.text }
      } else if (previous !== undefined && 'text' in previous && previous.text === '') {
        children[children.length - 1] = node
      } else {
        children.push(node)
      }
    } else {
      if (previous === undefined || !('text' in previous)) children.push({ text: '' })
      children.push(node)
    }
  }
  const last = children.at(-1)
  if (last === undefined || !('text' in last)) children.push({ text: '' })
  return children
}

function sameMarks(a: FormattedText, b: FormattedText): boolean {
  const { text: _a, ...marksA } = a
  const { text: _b, ...marksB } = b
  const keys = Object.keys(marksA)
  return keys.length === Object.keys(marksB).length && keys.every((key) => marksA[key as keyof InlineMarks] === marksB[key as keyof InlineMarks])
}

/**
 * A Delta document as the editor's value: one block per line (the line's formats on the block),
 * text leaves carrying inline formats, images and formulas as inline embeds, videos as blocks.
 * Unknown formats and embeds are left out, as the renderer leaves them out.
 */
export function deltaToSlate(doc: DeltaDocument): BlockElement[] {
  const ops: unknown = isRecord(doc) ? doc.ops : undefined
  const blocks: BlockElement[] = []
  let pieces: InlineNode[] = []
  const endLine = (attributes: Attributes) => {
    blocks.push(lineElement(attributes, normaliseInlines(pieces)))
    pieces = []
  }
  for (const op of Array.isArray(ops) ? (ops as unknown[]) : []) {
    if (!isRecord(op)) continue
    const attributes: Attributes = isRecord(op.attributes) ? op.attributes : {}
    const { insert } = op
    if (typeof insert === 'string') {
      const parts = insert.split('\n')
      parts.forEach((part, index) => {
        if (part !== '') pieces.push({ text: part, ...inlineMarksOf(attributes) })
        if (index < parts.length - 1) endLine(attributes)
      })
    } else if (isRecord(insert)) {
      if (typeof insert.video === 'string') {
        if (pieces.length > 0) endLine({})
        if (toVideoEmbedUrl(insert.video) !== null) blocks.push({ type: 'video', url: insert.video, children: [{ text: '' }] })
      } else {
        const embed = inlineEmbed(insert, attributes)
        if (embed !== null) pieces.push(embed)
      }
    }
  }
  if (pieces.length > 0) endLine({})
  if (blocks.length === 0) blocks.push({ type: 'paragraph', children: [{ text: '' }] })
  return blocks
}
