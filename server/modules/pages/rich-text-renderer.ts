import type { DeltaDocument } from '../../../src/domain/delta'
import { documentNeeds, renderDocument, type DocumentRenderers } from '../../../src/rich-text/render-document'

type Formula = NonNullable<DocumentRenderers['formula']>
type Highlight = NonNullable<DocumentRenderers['highlight']>

let formula: Promise<Formula> | undefined
let highlight: Promise<Highlight> | undefined

/**
 * Draws rich text as the app shows it (src/rich-text/render-delta.ts), loading KaTeX and
 * highlight.js the first time a page's documents have a formula or highlighted code: neither is
 * loaded at start, nor ever by a server whose pages have none. `documents` are all the documents
 * the renderer will be given.
 */
export async function richTextRendererFor(documents: readonly DeltaDocument[]): Promise<(doc: DeltaDocument) => string> {
  const needs = documents.map(documentNeeds)
  const [formulas, code] = await Promise.all([
    needs.some((need) => need.formula) ? (formula ??= import('../../../src/rich-text/render-formula').then((module) => module.renderFormula)) : undefined,
    needs.some((need) => need.code) ? (highlight ??= import('../../../src/rich-text/highlight-code').then((module) => module.highlightCode)) : undefined,
  ])
  const renderers: DocumentRenderers = { ...(formulas ? { formula: formulas } : {}), ...(code ? { highlight: code } : {}) }
  return (doc) => renderDocument(doc, renderers)
}
