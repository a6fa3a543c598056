// Rendering time of a 10,000-operation rich-text document, renderer alone: `npx tsx bench/rich-text.ts`.
import { performance } from 'node:perf_hooks'
import type { DeltaOp } from '../src/domain/delta'
import { renderDelta } from '../src/rich-text/render-delta'
import { renderDocument } from '../src/rich-text/render-document'

const operationCount = 10_000
const runs = 9

/** A landing page's mix: mostly formatted prose, with lists, headers, links, some code and maths. */
function landingDocument(): DeltaOp[] {
  const ops: DeltaOp[] = []
  for (let index = 0; ops.length < operationCount; index += 1) {
    switch (index % 20) {
      case 0:
        ops.push({ insert: `Section ${index}` }, { insert: '\n', attributes: { header: 1 + (index % 3) } })
        break
      case 1:
      case 2:
      case 3:
        ops.push(
          { insert: 'An item with ' },
          { insert: 'a link', attributes: { link: `https://example.com/${index}`, bold: true } },
          { insert: '\n', attributes: { list: index % 2 === 0 ? 'bullet' : 'ordered', indent: index % 3 } },
        )
        break
      case 4:
        ops.push({ insert: `const total = items.reduce((sum, item) => sum + item.price * ${index}, 0)` }, { insert: '\n', attributes: { 'code-block': 'javascript' } })
        break
      case 5:
        ops.push({ insert: { formula: `\\sum_{k=1}^{${index}} k^2 = \\frac{n(n+1)(2n+1)}{6}` } }, { insert: '\n' })
        break
      case 6:
        ops.push({ insert: { image: `/uploads/photo-${index}.jpg` }, attributes: { alt: 'A photo', width: '320' } }, { insert: '\n', attributes: { align: 'center' } })
        break
      default:
        ops.push(
          { insert: 'Plain words, then ' },
          { insert: 'coloured', attributes: { color: '#e60000', italic: true } },
          { insert: ' and ' },
          { insert: 'large serif', attributes: { size: 'large', font: 'serif', underline: true } },
          { insert: ' text <with> characters & quotes "to" escape.' },
          { insert: '\n', attributes: index % 5 === 0 ? { blockquote: true } : { indent: index % 4 } },
        )
    }
  }
  return ops.slice(0, operationCount - 1).concat({ insert: '\n' })
}

const doc = { ops: landingDocument() }

/** Median and extremes of `runs` renders after one warm-up render. */
function measure(name: string, render: () => string) {
  render()
  const timings: number[] = []
  let length = 0
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now()
    length = render().length
    timings.push(performance.now() - start)
  }
  timings.sort((a, b) => a - b)
  const median = timings[Math.floor(timings.length / 2)] ?? Number.NaN
  console.log(`${name}: ${doc.ops.length} operations → ${(length / 1024).toFixed(0)} KiB of HTML`)
  console.log(`  median of ${runs} runs: ${median.toFixed(1)} ms (min ${timings[0]?.toFixed(1)}, max ${timings.at(-1)?.toFixed(1)})`)
}

measure('renderDelta (with KaTeX and highlight.js)', () => renderDelta(doc))
// What a page renders first, before KaTeX and highlight.js have loaded.
measure('renderDocument (formulas and code as plain text)', () => renderDocument(doc))
