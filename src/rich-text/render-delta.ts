import type { DeltaDocument, DeltaOp } from '../domain/delta'
import { escapeHtml } from './escape-html'
import { safeLinkHref } from './safe-url'

type Attributes = Record<string, unknown>

interface InlinePiece {
  readonly insert: string | Record<string, unknown>
  readonly attributes: Attributes
}

interface Line {
  readonly pieces: InlinePiece[]
  readonly attributes: Attributes
}

const listTypes = new Set(['ordered', 'bullet', 'checked', 'unchecked'])

function attributesOf(op: DeltaOp): Attributes {
  return op.attributes ?? {}
}

/** Splits the operations into lines; a line's formats sit on the "\n" that ends it. */
function toLines(ops: readonly DeltaOp[]): Line[] {
  const lines: Line[] = []
  let pieces: InlinePiece[] = []
  for (const op of ops) {
    const attributes = attributesOf(op)
    if (typeof op.insert !== 'string') {
      pieces.push({ insert: op.insert, attributes })
      continue
    }
    const parts = op.insert.split('\n')
    parts.forEach((text, index) => {
      if (index > 0) {
        lines.push({ pieces, attributes })
        pieces = []
      }
      if (text !== '') pieces.push({ insert: text, attributes })
    })
  }
  if (pieces.length > 0) lines.push({ pieces, attributes: {} })
  return lines
}

function renderInline(piece: InlinePiece): string {
  if (typeof piece.insert !== 'string') return ''
  const { attributes } = piece
  let html = escapeHtml(piece.insert)
  if (attributes.strike === true) html = `<s>${html}</s>`
  if (attributes.underline === true) html = `<u>${html}</u>`
  if (attributes.italic === true) html = `<em>${html}</em>`
  if (attributes.bold === true) html = `<strong>${html}</strong>`
  if (typeof attributes.link === 'string') {
    html = `<a href="${escapeHtml(safeLinkHref(attributes.link))}" rel="noopener noreferrer" target="_blank">${html}</a>`
  }
  return html
}

function renderContent(line: Line): string {
  const html = line.pieces.map(renderInline).join('')
  return html === '' ? '<br>' : html
}

function headerLevel(attributes: Attributes): number | null {
  const level = attributes.header
  return typeof level === 'number' && Number.isInteger(level) && level >= 1 && level <= 6 ? level : null
}

function listType(attributes: Attributes): string | null {
  const type = attributes.list
  return typeof type === 'string' && listTypes.has(type) ? type : null
}

function renderList(lines: readonly Line[]): string {
  const items = lines.map((line) => `<li>${renderContent(line)}</li>`).join('')
  return listType(lines[0]?.attributes ?? {}) === 'ordered' ? `<ol>${items}</ol>` : `<ul>${items}</ul>`
}

/**
 * Renders a Delta document to HTML that is safe to insert into a page: text is escaped, only known
 * formats become markup, and every URL goes through the link or image rule.
 */
export function renderDelta(doc: DeltaDocument): string {
  const lines = toLines(doc.ops ?? [])
  const html: string[] = []
  for (let index = 0; index < lines.length; ) {
    const line = lines[index] as Line
    const type = listType(line.attributes)
    if (type !== null) {
      const run: Line[] = []
      while (index < lines.length && listType((lines[index] as Line).attributes) === type) {
        run.push(lines[index] as Line)
        index += 1
      }
      html.push(renderList(run))
      continue
    }
    const level = headerLevel(line.attributes)
    html.push(level === null ? `<p>${renderContent(line)}</p>` : `<h${level}>${renderContent(line)}</h${level}>`)
    index += 1
  }
  return html.join('')
}
