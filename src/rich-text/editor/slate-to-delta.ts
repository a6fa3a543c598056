import type { DeltaDocument, DeltaOp } from '../../domain/delta'
import { pushOp } from './delta-ops'
import type { BlockElement, InlineMarks, InlineNode, TextLineElement } from './editor-types'

type Attributes = Record<string, unknown>

function lineAttributes(block: TextLineElement): Attributes {
  const attributes: Attributes = {}
  switch (block.type) {
    case 'heading':
      attributes.header = block.level
      break
    case 'blockquote':
      attributes.blockquote = true
      break
    case 'list-item':
      attributes.list = block.list
      break
    case 'code-line':
      attributes['code-block'] = block.language
      break
    case 'table-cell':
      attributes.table = block.row
      break
    case 'paragraph':
      break
  }
  if (block.align !== undefined) attributes.align = block.align
  if (block.direction !== undefined) attributes.direction = block.direction
  if (block.indent !== undefined) attributes.indent = block.indent
  return attributes
}

function marksOf(node: InlineMarks): Attributes {
  const attributes: Attributes = {}
  for (const [name, value] of Object.entries(node)) {
    if (name !== 'text' && name !== 'highlight' && value !== undefined) attributes[name] = value
  }
  return attributes
}

function inlineOp(node: InlineNode): DeltaOp | null {
  if ('text' in node) {
    if (node.text === '') return null
    const { text, ...marks } = node
    return withAttributes({ insert: text }, marksOf(marks))
  }
  const { text: _empty, ...embedMarks } = node.children[0]
  if (node.type === 'image') {
    const attributes = marksOf(embedMarks)
    if (node.alt !== undefined) attributes.alt = node.alt
    if (node.width !== undefined) attributes.width = node.width
    if (node.height !== undefined) attributes.height = node.height
    return withAttributes({ insert: { image: node.src } }, attributes)
  }
  return withAttributes({ insert: { formula: node.tex } }, marksOf(embedMarks))
}

function withAttributes(op: DeltaOp, attributes: Attributes): DeltaOp {
  return Object.keys(attributes).length > 0 ? { ...op, attributes } : op
}

/** The editor's value as a Delta document: the inverse of deltaToSlate. */
export function slateToDelta(blocks: readonly BlockElement[]): DeltaDocument {
  const ops: DeltaOp[] = []
  for (const block of blocks) {
    if (block.type === 'video') {
      ops.push({ insert: { video: block.url } })
      continue
    }
    for (const child of block.children) {
      const op = inlineOp(child)
      if (op !== null) pushOp(ops, op)
    }
    pushOp(ops, withAttributes({ insert: '\n' }, lineAttributes(block)))
  }
  return { ops }
}
