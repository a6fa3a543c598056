// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { richTextRendererFor } from '../../../server/modules/pages/rich-text-renderer'
import type { DeltaDocument } from '../../../src/domain/delta'
import { renderDelta } from '../../../src/rich-text/render-delta'

const withFormula: DeltaDocument = { ops: [{ insert: 'Area: ' }, { insert: { formula: 'a^2 + b^2' } }, { insert: '\n' }] }
const withCode: DeltaDocument = { ops: [{ insert: 'let a = 1' }, { insert: '\n', attributes: { 'code-block': 'javascript' } }] }
const plain: DeltaDocument = { ops: [{ insert: 'Just words' }, { insert: '\n' }] }

describe("the server's rich-text renderer, KaTeX and highlight.js loaded when a page needs them", () => {
  it('draws a page with a formula and highlighted code as the full renderer does', async () => {
    const render = await richTextRendererFor([plain, withFormula, withCode])
    for (const doc of [plain, withFormula, withCode]) expect(render(doc)).toBe(renderDelta(doc))
    expect(render(withFormula)).toContain('class="katex"')
    expect(render(withCode)).toContain('<span class="hljs-keyword">let</span>')
  })

  it('draws a page with neither as the full renderer does', async () => {
    const render = await richTextRendererFor([plain])
    expect(render(plain)).toBe(renderDelta(plain))
  })
})
