// Rendering time of a 10,000-operation rich-text document, renderer alone (`npm run bench -- rich-text`).
import { performance } from 'node:perf_hooks'
import type { DeltaOp } from '../src/domain/delta'
import { renderDelta } from '../src/rich-text/render-delta'
import { renderDocument } from '../src/rich-text/render-document'
import { median, writeSection } from './report'

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

/** Median of `runs` renders after one warm-up render, and the size of the HTML. */
function measure(render: () => string) {
  render()
  const timings: number[] = []
  let length = 0
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now()
    length = render().length
    timings.push(performance.now() - start)
  }
  return { median: median(timings), fastest: Math.min(...timings), kib: length / 1024 }
}

/** The floor: every insert's text escaped into one paragraph each, no formats at all. */
function escapedTextOnly(): string {
  return doc.ops
    .map((op) => (typeof op.insert === 'string' ? `<p>${op.insert.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)}</p>` : ''))
    .join('')
}

export async function benchRichText() {
  const full = measure(() => renderDelta(doc))
  const core = measure(() => renderDocument(doc))
  const floor = measure(escapedTextOnly)
  const row = (name: string, m: ReturnType<typeof measure>) =>
    `| ${name} | **${m.median.toFixed(1)} ms** (fastest ${m.fastest.toFixed(1)} ms) | ${m.kib.toFixed(0)} KiB |`
  const table = [
    `| rendering a ${doc.ops.length.toLocaleString('en')}-operation document (median of ${runs}) | time | HTML |`,
    '|---|---|---|',
    row('`renderDelta`: every format, KaTeX formulas and highlighted code (what the server sends)', full),
    row('`renderDocument` alone: formulas and code as plain text (what a page shows first)', core),
    row('baseline: the same text escaped into paragraphs, no formats', floor),
  ].join('\n')
  const notes = `The document mixes headers, nested lists with links, formatted prose and blockquotes; one line in
20 is highlighted code, one in 20 a KaTeX formula, one in 20 an image. The editor's code loads only on
pages that edit: the bundle report is in docs/rich-text.md.`
  await writeSection('rich-text', 'Rich text: the renderer', `${table}\n\n${notes}`)
  console.log(table)
}
