// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { pageBlockSchema, type PageBlock } from '../../../src/domain/page'
import { builderBlockTypes, comparePages, duplicateBlock, newBlock } from '../../../src/features/content-pages/page-blocks'
import { addressOf } from '../../../src/features/content-pages/components/new-page-form'
import { moveItem } from '../../../src/lib/lists/move-item'

const text = (words: string) => ({ ops: [{ insert: `${words}\n` }] })
const html = (id: string, words: string): PageBlock => ({ type: 'html', id, content: text(words) })

describe("the builder's blocks", () => {
  it('offers the twelve block types of content pages, and a new block of each has an id of its own', () => {
    expect(builderBlockTypes.map((entry) => entry.type)).toEqual(['html', 'image', 'image-html', 'image-blocks', 'blocks', 'divider', 'user-list', 'events-log', 'site-overview', 'video', 'videofull', 'appointmets-calendar'])
    const blocks: PageBlock[] = []
    for (const { type } of builderBlockTypes) blocks.push(newBlock(type, blocks))
    expect(new Set(blocks.map((block) => block.id)).size).toBe(12)
    // Blocks that need an image, a video, an appointment type, a card title or an entry title wait for them: the page is not saved until then.
    const incomplete = blocks.filter((block) => !pageBlockSchema.safeParse(block).success).map((block) => block.type)
    expect(incomplete).toEqual(['image', 'image-html', 'image-blocks', 'blocks', 'events-log', 'video', 'videofull', 'appointmets-calendar'])
  })

  it('duplicates a block right after itself with a new id, and moves blocks without losing one', () => {
    const blocks = [html('a', 'One'), html('b', 'Two'), html('c', 'Three')]
    const doubled = duplicateBlock(blocks, 1)
    expect(doubled.map((block) => block.id).slice(0, 2)).toEqual(['a', 'b'])
    expect(doubled[2]).toMatchObject({ type: 'html', content: text('Two') })
    expect(doubled[2]!.id).not.toBe('b')
    expect(doubled.map((block) => block.id).slice(3)).toEqual(['c'])

    expect(moveItem(blocks, 2, 0).map((block) => block.id)).toEqual(['c', 'a', 'b'])
    expect(moveItem(blocks, 0, 1).map((block) => block.id)).toEqual(['b', 'a', 'c'])
    expect(moveItem(blocks, 0, 3).map((block) => block.id)).toEqual(['a', 'b', 'c'])
  })

  it('compares a draft with a version: address, title, and each block added, removed, changed or moved', () => {
    const version = { url: 'about', title: 'About', description: '', blocks: [html('a', 'Hello'), html('b', 'Old words'), html('c', 'Gone')] }
    const draft = { url: 'about-us', title: 'About us', description: '', blocks: [html('b', 'New words'), html('a', 'Hello'), html('d', 'Fresh')] }
    expect(comparePages(version, draft)).toEqual([
      { what: 'Address: /about → /about-us', change: 'changed' },
      { what: 'Title: “About” → “About us”', change: 'changed' },
      { what: 'Rich text: Gone', change: 'removed' },
      { what: 'Rich text: New words', change: 'changed' },
      { what: 'Rich text: Hello', change: 'moved' },
      { what: 'Rich text: Fresh', change: 'added' },
    ])
    expect(comparePages(version, version)).toEqual([])
  })

  it('makes a page address from its title', () => {
    expect(addressOf('About us!')).toBe('about-us')
    expect(addressOf('  Équipe & Café  ')).toBe('equipe-cafe')
    expect(addressOf('x'.repeat(80))).toHaveLength(64)
  })
})
