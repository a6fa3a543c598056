import type { DeltaDocument } from '../../domain/delta'
import type { PageBlock } from '../../domain/page'
import { defineMessages, type MessageDescriptor } from 'react-intl'
import { sayInEnglish, type Say } from '../../i18n/say'

/** The block types the builder offers, in the palette's order, each with its name for people and what it is for. */
const builderBlocks = {
  html: defineMessages({
    label: { id: 'contentPages.blockType.html', defaultMessage: 'Rich text' },
    hint: { id: 'contentPages.blockType.htmlHint', defaultMessage: 'Headings, paragraphs, lists, links and images' },
    inText: { id: 'contentPages.blockType.htmlInText', defaultMessage: 'rich text' },
  }),
  image: defineMessages({
    label: { id: 'contentPages.blockType.image', defaultMessage: 'Image' },
    hint: { id: 'contentPages.blockType.imageHint', defaultMessage: 'One image with its description, a caption and a link' },
    inText: { id: 'contentPages.blockType.imageInText', defaultMessage: 'image' },
  }),
  'image-html': defineMessages({
    label: { id: 'contentPages.blockType.imageHtml', defaultMessage: 'Image with text' },
    hint: { id: 'contentPages.blockType.imageHtmlHint', defaultMessage: 'An image beside rich text; stacked on a phone' },
    inText: { id: 'contentPages.blockType.imageHtmlInText', defaultMessage: 'image with text' },
  }),
  'image-blocks': defineMessages({
    label: { id: 'contentPages.blockType.imageBlocks', defaultMessage: 'Image gallery' },
    hint: { id: 'contentPages.blockType.imageBlocksHint', defaultMessage: 'A grid of images with titles and links' },
    inText: { id: 'contentPages.blockType.imageBlocksInText', defaultMessage: 'image gallery' },
  }),
  blocks: defineMessages({
    label: { id: 'contentPages.blockType.textCards', defaultMessage: 'Text cards' },
    hint: { id: 'contentPages.blockType.textCardsHint', defaultMessage: 'Cards with an icon, a title, a text and a link' },
    inText: { id: 'contentPages.blockType.textCardsInText', defaultMessage: 'text cards' },
  }),
  divider: defineMessages({
    label: { id: 'contentPages.blockType.divider', defaultMessage: 'Divider' },
    hint: { id: 'contentPages.blockType.dividerHint', defaultMessage: 'A line, a space or an ornament between blocks' },
    inText: { id: 'contentPages.blockType.dividerInText', defaultMessage: 'divider' },
  }),
  'user-list': defineMessages({
    label: { id: 'contentPages.blockType.people', defaultMessage: 'People' },
    hint: { id: 'contentPages.blockType.peopleHint', defaultMessage: "The site's people who chose to be listed, with their cards" },
    inText: { id: 'contentPages.blockType.peopleInText', defaultMessage: 'people' },
  }),
  'events-log': defineMessages({
    label: { id: 'contentPages.blockType.eventsLog', defaultMessage: 'Events log' },
    hint: { id: 'contentPages.blockType.eventsLogHint', defaultMessage: 'A dated timeline of news, releases and milestones' },
    inText: { id: 'contentPages.blockType.eventsLogInText', defaultMessage: 'events log' },
  }),
  'site-overview': defineMessages({
    label: { id: 'contentPages.blockType.siteOverview', defaultMessage: 'Site overview' },
    hint: { id: 'contentPages.blockType.siteOverviewHint', defaultMessage: 'The brand, its pages, its people and its contact' },
    inText: { id: 'contentPages.blockType.siteOverviewInText', defaultMessage: 'site overview' },
  }),
  video: defineMessages({
    label: { id: 'contentPages.blockType.video', defaultMessage: 'Video' },
    hint: { id: 'contentPages.blockType.videoHint', defaultMessage: 'One of the brand’s videos in a player, with its captions' },
    inText: { id: 'contentPages.blockType.videoInText', defaultMessage: 'video' },
  }),
  videofull: defineMessages({
    label: { id: 'contentPages.blockType.videoHero', defaultMessage: 'Full-width video' },
    hint: { id: 'contentPages.blockType.videoHeroHint', defaultMessage: 'A silent looping video behind a heading and a line of text' },
    inText: { id: 'contentPages.blockType.videoHeroInText', defaultMessage: 'full-width video' },
  }),
  'appointmets-calendar': defineMessages({
    label: { id: 'contentPages.blockType.bookingCalendar', defaultMessage: 'Booking calendar' },
    hint: { id: 'contentPages.blockType.bookingCalendarHint', defaultMessage: 'The next free times of an appointment type, to book in a tap' },
    inText: { id: 'contentPages.blockType.bookingCalendarInText', defaultMessage: 'booking calendar' },
  }),
} as const satisfies Partial<Record<PageBlock['type'], { label: MessageDescriptor; hint: MessageDescriptor; inText: MessageDescriptor }>>

export type BuilderBlockType = keyof typeof builderBlocks

/** The builder's block types in the palette's order, with their names and hints as messages. */
export const builderBlockTypes = Object.entries(builderBlocks).map(([type, about]) => ({ type: type as BuilderBlockType, ...about }))

export function isBuilderBlockType(type: string): type is BuilderBlockType {
  return Object.hasOwn(builderBlocks, type)
}

/** The name of a block type for people, in the reader's language. */
export function blockTypeLabel(type: PageBlock['type'], say: Say = sayInEnglish): string {
  return isBuilderBlockType(type) ? say(builderBlocks[type].label) : type
}

/** The name of a block type inside a sentence ("block 2, rich text"). */
export function blockTypeInText(type: PageBlock['type'], say: Say = sayInEnglish): string {
  return isBuilderBlockType(type) ? say(builderBlocks[type].inText) : type
}

const words = defineMessages({
  ourPeople: { id: 'contentPages.newBlock.peopleTitle', defaultMessage: 'Our people' },
  emptyText: { id: 'contentPages.blockSummary.emptyText', defaultMessage: 'Empty text' },
  imageWithoutAlt: { id: 'contentPages.blockSummary.imageWithoutAlt', defaultMessage: 'An image without a description' },
  noImage: { id: 'contentPages.blockSummary.noImage', defaultMessage: 'No image chosen yet' },
  noText: { id: 'contentPages.blockSummary.noText', defaultMessage: 'No text yet' },
  images: {
    id: 'contentPages.blockSummary.images',
    defaultMessage: '{count, plural, one {# image} other {# images}}, {layout, select, grid {grid} gallery {gallery} other {{layout}}}',
  },
  untitledCards: { id: 'contentPages.blockSummary.untitledCards', defaultMessage: 'Untitled cards' },
  line: { id: 'contentPages.blockSummary.line', defaultMessage: 'A line' },
  space: { id: 'contentPages.blockSummary.space', defaultMessage: 'A space' },
  ornament: { id: 'contentPages.blockSummary.ornament', defaultMessage: 'An ornament' },
  noTitle: { id: 'contentPages.blockSummary.noTitle', defaultMessage: 'No title' },
  entries: { id: 'contentPages.blockSummary.entries', defaultMessage: '{count, plural, one {# entry} other {# entries}}' },
  video: { id: 'contentPages.blockSummary.video', defaultMessage: 'A video' },
  noVideo: { id: 'contentPages.blockSummary.noVideo', defaultMessage: 'No video chosen yet' },
  videoWithoutHeading: { id: 'contentPages.blockSummary.videoWithoutHeading', defaultMessage: 'A video without a heading' },
  freeTimes: { id: 'contentPages.blockSummary.freeTimes', defaultMessage: 'Free times to book' },
  noAppointmentType: { id: 'contentPages.blockSummary.noAppointmentType', defaultMessage: 'No appointment type chosen yet' },
  titleAfter: { id: 'contentPages.blockSummary.titleAfter', defaultMessage: '{titles}, {title}' },
  address: { id: 'contentPages.change.address', defaultMessage: 'Address: /{from} → /{to}' },
  title: { id: 'contentPages.change.title', defaultMessage: 'Title: “{from}” → “{to}”' },
  description: { id: 'contentPages.change.description', defaultMessage: 'Description' },
  block: { id: 'contentPages.change.block', defaultMessage: '{type}: {summary}' },
})

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
 * chosen, and the block's editor says so. The people's block starts with a title in the editor's
 * language.
 */
export function newBlock(type: BuilderBlockType, taken: readonly PageBlock[], say: Say = sayInEnglish): PageBlock {
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
      return { type, id, title: say(words.ourPeople) }
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
export function blockSummary(block: PageBlock, say: Say = sayInEnglish): string {
  switch (block.type) {
    case 'html':
      return shorten(plainText(block.content)) || say(words.emptyText)
    case 'image':
      return block.upload_id ? shorten(block.alt || say(words.imageWithoutAlt)) : say(words.noImage)
    case 'image-html':
      return shorten(plainText(block.content) || block.alt) || say(words.noText)
    case 'image-blocks':
      return say(words.images, { count: block.items.length, layout: block.layout })
    case 'blocks': {
      const [first, ...rest] = block.items.map((item) => item.title).filter(Boolean)
      return first === undefined ? say(words.untitledCards) : shorten(rest.reduce((titles, title) => say(words.titleAfter, { titles, title }), first))
    }
    case 'divider':
      return say(block.style === 'line' ? words.line : block.style === 'space' ? words.space : words.ornament)
    case 'user-list':
    case 'site-overview':
      return block.title || say(words.noTitle)
    case 'events-log':
      return say(words.entries, { count: block.entries.length })
    case 'video':
      return block.video_id ? shorten(block.caption || say(words.video)) : say(words.noVideo)
    case 'videofull':
      return block.video_id ? shorten(block.heading || say(words.videoWithoutHeading)) : say(words.noVideo)
    case 'appointmets-calendar':
      return block.appointment_type_id ? shorten(block.heading || say(words.freeTimes)) : say(words.noAppointmentType)
  }
}

type PageText = { url: string; title: string; description: string; blocks: readonly PageBlock[] }

/** One line of a comparison: what differs between two states of a page, in words. */
export type PageChange = { what: string; change: 'added' | 'removed' | 'changed' | 'moved' }

/**
 * What the draft changes against an earlier state of the page (a published version): its
 * address, title and description, and each block added, removed, changed or moved, by its id;
 * in the reader's language.
 */
export function comparePages(earlier: PageText, draft: PageText, say: Say = sayInEnglish): PageChange[] {
  const changes: PageChange[] = []
  const blockLine = (block: PageBlock) => say(words.block, { type: blockTypeLabel(block.type, say), summary: blockSummary(block, say) })
  if (earlier.url !== draft.url) changes.push({ what: say(words.address, { from: earlier.url, to: draft.url }), change: 'changed' })
  if (earlier.title !== draft.title) changes.push({ what: say(words.title, { from: earlier.title, to: draft.title }), change: 'changed' })
  if (earlier.description !== draft.description) changes.push({ what: say(words.description), change: 'changed' })
  const before = new Map(earlier.blocks.map((block, index) => [block.id, { block, index }]))
  const after = new Map(draft.blocks.map((block, index) => [block.id, { block, index }]))
  const kept = draft.blocks.filter((block) => before.has(block.id)).map((block) => block.id)
  const keptBefore = earlier.blocks.filter((block) => after.has(block.id)).map((block) => block.id)
  for (const [id, { block }] of before) {
    if (!after.has(id)) changes.push({ what: blockLine(block), change: 'removed' })
  }
  for (const [id, { block }] of after) {
    const old = before.get(id)
    const label = blockLine(block)
    if (!old) changes.push({ what: label, change: 'added' })
    else if (JSON.stringify(old.block) !== JSON.stringify(block)) changes.push({ what: label, change: 'changed' })
    else if (kept.indexOf(id) !== keptBefore.indexOf(id)) changes.push({ what: label, change: 'moved' })
  }
  return changes
}
