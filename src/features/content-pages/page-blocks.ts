import type { DeltaDocument } from '../../domain/delta'
import type { PageBlock } from '../../domain/page'

/** The block types the builder offers, in the palette's order, each with its name for people and what it is for. */
const builderBlocks = {
  html: { label: 'Rich text', hint: 'Headings, paragraphs, lists, links and images' },
  image: { label: 'Image', hint: 'One image with its description, a caption and a link' },
  'image-html': { label: 'Image with text', hint: 'An image beside rich text; stacked on a phone' },
  'image-blocks': { label: 'Image gallery', hint: 'A grid of images with titles and links' },
  blocks: { label: 'Text cards', hint: 'Cards with an icon, a title, a text and a link' },
  divider: { label: 'Divider', hint: 'A line, a space or an ornament between blocks' },
  'user-list': { label: 'People', hint: "The site's people who chose to be listed, with their cards" },
  'events-log': { label: 'Events log', hint: 'A dated timeline of news, releases and milestones' },
  'site-overview': { label: 'Site overview', hint: 'The brand, its pages, its people and its contact' },
  video: { label: 'Video', hint: 'One of the brand’s videos in a player, with its captions' },
  videofull: { label: 'Full-width video', hint: 'A silent looping video behind a heading and a line of text' },
  'appointmets-calendar': { label: 'Booking calendar', hint: 'The next free times of an appointment type, to book in a tap' },
} as const satisfies Partial<Record<PageBlock['type'], { label: string; hint: string }>>

export type BuilderBlockType = keyof typeof builderBlocks

/** The builder's block types in the palette's order. */
export const builderBlockTypes = Object.entries(builderBlocks).map(([type, about]) => ({ type: type as BuilderBlockType, ...about }))

export function isBuilderBlockType(type: string): type is BuilderBlockType {
  return Object.hasOwn(builderBlocks, type)
}

export function blockTypeLabel(type: PageBlock['type']): string {
  return isBuilderBlockType(type) ? builderBlocks[type].label : type
}

const emptyText = (): DeltaDocument => ({ ops: [{ insert: '\n' }] })

/** An id no other block of the page has: a block keeps it through moves and saves. */
export function newBlockId(taken: readonly PageBlock[]): string {
  for (;;) {
    const id = `b${Math.random().toString(36).slice(2, 10)}`
    if (!taken.some((block) => block.id === id)) return id
  }
}

/**
 * A new block of a type, as the palette adds it. Image blocks start without an image (video and
 * booking blocks without their video or appointment type): the page cannot be saved until one is
 * chosen, and the block's editor says so.
 */
export function newBlock(type: BuilderBlockType, taken: readonly PageBlock[]): PageBlock {
  const id = newBlockId(taken)
  switch (type) {
    case 'html':
      return { type, id, content: emptyText() }
    case 'image':
      return { type, id, upload_id: '', alt: '', caption: '', link: '' }
    case 'image-html':
      return { type, id, upload_id: '', alt: '', image_side: 'left', content: emptyText() }
    case 'image-blocks':
      return { type, id, layout: 'grid', items: [] }
    case 'blocks':
      return { type, id, items: [{ icon: 'star', title: '', text: '', link: '' }] }
    case 'divider':
      return { type, id, style: 'line' }
    case 'user-list':
      return { type, id, title: 'Our people' }
    case 'events-log':
      return { type, id, entries: [{ date: new Date().toISOString().slice(0, 10), title: '', content: emptyText() }] }
    case 'site-overview':
      return { type, id, title: '' }
    case 'video':
      return { type, id, video_id: '', caption: '' }
    case 'videofull':
      return { type, id, video_id: '', heading: '', text: '', link: '', link_label: '' }
    case 'appointmets-calendar':
      return { type, id, appointment_type_id: '', heading: '' }
  }
}

/** A copy of the block at `index`, placed right after it, with an id of its own. */
export function duplicateBlock(blocks: readonly PageBlock[], index: number): PageBlock[] {
  const original = blocks[index]
  if (!original) return [...blocks]
  const copy = { ...structuredClone(original), id: newBlockId(blocks) }
  return [...blocks.slice(0, index + 1), copy, ...blocks.slice(index + 1)]
}

const plainText = (doc: DeltaDocument) =>
  (doc.ops ?? [])
    .map((op) => (typeof op.insert === 'string' ? op.insert : ''))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()

const shorten = (text: string, length = 60) => (text.length > length ? `${text.slice(0, length - 1)}…` : text)

/** A block in a few words, for the builder's list and the comparison of versions. */
export function blockSummary(block: PageBlock): string {
  switch (block.type) {
    case 'html':
      return shorten(plainText(block.content)) || 'Empty text'
    case 'image':
      return block.upload_id ? shorten(block.alt || 'An image without a description') : 'No image chosen yet'
    case 'image-html':
      return shorten(plainText(block.content) || block.alt) || 'No text yet'
    case 'image-blocks':
      return `${block.items.length} ${block.items.length === 1 ? 'image' : 'images'}, ${block.layout}`
    case 'blocks':
      return shorten(block.items.map((item) => item.title).filter(Boolean).join(', ')) || 'Untitled cards'
    case 'divider':
      return block.style === 'line' ? 'A line' : block.style === 'space' ? 'A space' : 'An ornament'
    case 'user-list':
    case 'site-overview':
      return block.title || 'No title'
    case 'events-log':
      return `${block.entries.length} ${block.entries.length === 1 ? 'entry' : 'entries'}`
    case 'video':
      return block.video_id ? shorten(block.caption || 'A video') : 'No video chosen yet'
    case 'videofull':
      return block.video_id ? shorten(block.heading || 'A video without a heading') : 'No video chosen yet'
    case 'appointmets-calendar':
      return block.appointment_type_id ? shorten(block.heading || 'Free times to book') : 'No appointment type chosen yet'
  }
}

type PageText = { url: string; title: string; description: string; blocks: readonly PageBlock[] }

/** One line of a comparison: what differs between two states of a page, in words. */
export type PageChange = { what: string; change: 'added' | 'removed' | 'changed' | 'moved' }

/**
 * What the draft changes against an earlier state of the page (a published version): its
 * address, title and description, and each block added, removed, changed or moved, by its id.
 */
export function comparePages(earlier: PageText, draft: PageText): PageChange[] {
  const changes: PageChange[] = []
  if (earlier.url !== draft.url) changes.push({ what: `Address: /${earlier.url} → /${draft.url}`, change: 'changed' })
  if (earlier.title !== draft.title) changes.push({ what: `Title: “${earlier.title}” → “${draft.title}”`, change: 'changed' })
  if (earlier.description !== draft.description) changes.push({ what: 'Description', change: 'changed' })
  const before = new Map(earlier.blocks.map((block, index) => [block.id, { block, index }]))
  const after = new Map(draft.blocks.map((block, index) => [block.id, { block, index }]))
  const kept = draft.blocks.filter((block) => before.has(block.id)).map((block) => block.id)
  const keptBefore = earlier.blocks.filter((block) => after.has(block.id)).map((block) => block.id)
  for (const [id, { block }] of before) {
    if (!after.has(id)) changes.push({ what: `${blockTypeLabel(block.type)}: ${blockSummary(block)}`, change: 'removed' })
  }
  for (const [id, { block }] of after) {
    const old = before.get(id)
    const label = `${blockTypeLabel(block.type)}: ${blockSummary(block)}`
    if (!old) changes.push({ what: label, change: 'added' })
    else if (JSON.stringify(old.block) !== JSON.stringify(block)) changes.push({ what: label, change: 'changed' })
    else if (kept.indexOf(id) !== keptBefore.indexOf(id)) changes.push({ what: label, change: 'moved' })
  }
  return changes
}
