// Drawing a content page of 50 blocks on the server (`npm run bench -- content-pages`): the blocks
// through their renderer and the page around them, as `/{url}` answers, without the database.
import { translatorFor } from '../server/i18n/translator'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { renderPageBlocks, type PageBlockContext } from '../src/content-blocks/render-page-blocks'
import type { DeltaDocument } from '../src/domain/delta'
import type { PageBlock } from '../src/domain/page'
import { renderDelta } from '../src/rich-text/render-delta'
import { readLandingTemplate, sitePageHtml } from '../server/modules/pages/landing-page'
import type { SiteRecord } from '../server/modules/sites/site-repository'
import { demoSites } from '../server/modules/sites/demo-sites'
import { median, projectRoot, writeSection } from './report'

const blockCount = 50
const runs = 21
const upload = '00000000-0000-4000-8000-000000000001'

const prose = (index: number): DeltaDocument => ({
  ops: [
    { insert: `Heading ${index}` },
    { insert: '\n', attributes: { header: 2 } },
    { insert: 'A paragraph of plain words with ' },
    { insert: 'a link', attributes: { link: `https://example.com/${index}` } },
    { insert: ', some ' },
    { insert: 'bold', attributes: { bold: true } },
    { insert: ' text and characters <that> & "must" be escaped.\n' },
    { insert: 'A list item' },
    { insert: '\n', attributes: { list: 'bullet' } },
    { insert: 'Another' },
    { insert: '\n', attributes: { list: 'bullet' } },
  ],
})

/** Fifty blocks, every type in turn, each as full as an editor would make it. */
function pageBlocks(): PageBlock[] {
  const blocks: PageBlock[] = []
  for (let index = 0; blocks.length < blockCount; index += 1) {
    const id = `b${index}`
    const kinds: PageBlock[] = [
      { type: 'html', id, content: prose(index) },
      { type: 'image', id, upload_id: upload, alt: 'A photo of the studio', caption: 'The studio in spring', link: '/about' },
      { type: 'image-html', id, upload_id: upload, alt: 'The team at work', image_side: 'right', content: prose(index) },
      { type: 'image-blocks', id, layout: 'grid', items: Array.from({ length: 6 }, (_, at) => ({ upload_id: upload, alt: `Work ${at}`, title: `Project ${at}`, link: `/work-${at}` })) },
      { type: 'blocks', id, items: Array.from({ length: 6 }, (_, at) => ({ icon: 'star' as const, title: `Service ${at}`, text: 'What we do, in two short sentences. Ask us more.', link: 'mailto:hello@example.com' })) },
      { type: 'divider', id, style: 'line' },
      { type: 'user-list', id, title: 'Our people' },
      { type: 'events-log', id, entries: Array.from({ length: 8 }, (_, at) => ({ date: `2026-0${1 + (at % 9)}-1${at % 9}`, title: `Milestone ${at}`, content: prose(at) })) },
      { type: 'site-overview', id, title: 'At a glance' },
    ]
    blocks.push(kinds[index % kinds.length]!)
  }
  return blocks
}

const context: PageBlockContext = {
  siteName: 'Northwind Studio',
  imageUrl: (id) => `/uploads/${id}`,
  richText: renderDelta,
  people: Array.from({ length: 20 }, (_, at) => ({ name: `Person ${at}`, about: 'Designer', card: `/vcard/person-${at}`, photo: `/uploads/${upload}` })),
  pages: Array.from({ length: 10 }, (_, at) => ({ url: `page-${at}`, title: `Page ${at}` })),
  videos: new Map(),
  appointments: new Map(),
  contact: { email: 'hello@example.com', phone: '+44 20 7946 0958', website: 'https://example.com', address: '1 High Street, London' },
}

function measure(render: () => string) {
  render()
  const timings: number[] = []
  let length = 0
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now()
    length = render().length
    timings.push(performance.now() - start)
  }
  return { median: median(timings), slowest: Math.max(...timings), kib: length / 1024 }
}

export async function benchContentPages() {
  const staticDir = path.join(projectRoot, 'dist')
  const template = await readLandingTemplate(staticDir, await readFile(path.join(staticDir, 'landing.html'), 'utf8'))
  const demo = demoSites[0]!
  const site = { id: 'bench', brandId: 'bench', name: demo.brand.name, meta: demo.meta, logoUploadId: null, createdAt: new Date() } as unknown as SiteRecord
  const blocks = pageBlocks()
  const page = () =>
    sitePageHtml(template, site, 'https://northwind.example', 2026, null, {
      path: '/everything',
      title: 'Everything we do',
      description: 'Every kind of block',
      image: null,
      documents: [],
      main: `<article class="mqb-page"><h1 class="mql-title">Everything we do</h1>${renderPageBlocks(blocks, context)}</article>`,
    }, translatorFor('en')) ?? ''
  const whole = measure(page)
  const blocksOnly = measure(() => renderPageBlocks(blocks, context))
  // The floor: the same page's texts escaped into sections, no renderer at all.
  const texts = JSON.stringify(blocks)
  const floor = measure(() => `<article>${texts.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)}</article>`)
  const row = (name: string, m: ReturnType<typeof measure>) => `| ${name} | **${m.median.toFixed(2)} ms** (slowest ${m.slowest.toFixed(2)} ms) | ${m.kib.toFixed(0)} KiB |`
  const table = [
    `| drawing a page of ${blockCount} blocks (median of ${runs}) | time | HTML |`,
    '|---|---|---|',
    row('the whole page at `/{url}`: frame, head and blocks (target: under 20 ms)', whole),
    row('the blocks alone (`renderPageBlocks`)', blocksOnly),
    row('baseline: the same data escaped into one element', floor),
  ].join('\n')
  const notes = `Every block type in turn, each full: prose with a list and a link, six-tile grids and card grids,
eight-entry timelines, twenty listed people in each people list. The database reads of a request (the
page, its people, its pages, the profile) come on top; \`npm run bench -- server\` measures routes.`
  await writeSection('content-pages', 'Content pages: drawing a page on the server', `${table}\n\n${notes}`)
  console.log(table)
}
