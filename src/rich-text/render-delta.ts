import type { DeltaDocument } from '../domain/delta'
import { highlightCode } from './highlight-code'
import { renderDocument } from './render-document'
import { renderFormula } from './render-formula'

/**
 * The whole renderer, formulas (KaTeX) and highlighted code included: for the server, tests and
 * anything that renders outside a page. Pages use RichTextView, which loads those two parts only
 * for documents that need them.
 */
export function renderDelta(doc: DeltaDocument): string {
  return renderDocument(doc, { formula: renderFormula, highlight: highlightCode })
}
