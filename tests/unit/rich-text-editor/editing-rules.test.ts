// @vitest-environment node
import { Editor, Transforms } from 'slate'
import { describe, expect, it } from 'vitest'
import { createRichTextEditor } from '../../../src/rich-text/editor/create-editor'
import { deltaToSlate } from '../../../src/rich-text/editor/delta-to-slate'
import { checkImageFile, videoFromLink } from '../../../src/rich-text/editor/editor-rules'
import type { BlockElement } from '../../../src/rich-text/editor/editor-types'
import { describeImage, insertCodeTab, insertVideo, linkSelection, toggleChecked } from '../../../src/rich-text/editor/formatting'
import { slateToDelta } from '../../../src/rich-text/editor/slate-to-delta'
import type { DeltaDocument } from '../../../src/domain/delta'

function editorWith(doc: DeltaDocument) {
  const editor = createRichTextEditor()
  editor.children = deltaToSlate(doc)
  return editor
}
const saved = (editor: ReturnType<typeof editorWith>) => slateToDelta(editor.children as BlockElement[])
const selectAll = (editor: ReturnType<typeof editorWith>, line = 0) =>
  Transforms.select(editor, { anchor: Editor.start(editor, [line]), focus: Editor.end(editor, [line]) })

describe('Tab in a code block', () => {
  it('inserts two spaces in a code line', () => {
    const editor = editorWith({ ops: [{ insert: 'if (x) {' }, { insert: '\n', attributes: { 'code-block': 'javascript' } }] })
    Transforms.select(editor, Editor.start(editor, [0]))
    expect(insertCodeTab(editor)).toBe(true)
    expect(saved(editor)).toEqual({ ops: [{ insert: '  if (x) {' }, { insert: '\n', attributes: { 'code-block': 'javascript' } }] })
  })

  it('leaves Tab alone outside code, so keyboard users can move on', () => {
    const editor = editorWith({ ops: [{ insert: 'text\n' }] })
    Transforms.select(editor, Editor.start(editor, [0]))
    expect(insertCodeTab(editor)).toBe(false)
    expect(saved(editor)).toEqual({ ops: [{ insert: 'text\n' }] })
  })
})

describe('linking a selection', () => {
  it('makes a selected e-mail address a mailto: link', () => {
    const editor = editorWith({ ops: [{ insert: 'someone@example.com\n' }] })
    selectAll(editor)
    expect(linkSelection(editor, '')).toEqual({ ok: true, value: 'mailto:someone@example.com' })
    expect(saved(editor)).toEqual({
      ops: [{ insert: 'someone@example.com', attributes: { link: 'mailto:someone@example.com' } }, { insert: '\n' }],
    })
  })

  it('makes a typed e-mail address a mailto: link too, and keeps a web address as it is', () => {
    const editor = editorWith({ ops: [{ insert: 'write\n' }] })
    selectAll(editor)
    expect(linkSelection(editor, ' hello@example.org ')).toEqual({ ok: true, value: 'mailto:hello@example.org' })
    expect(linkSelection(editor, 'https://example.com/x')).toEqual({ ok: true, value: 'https://example.com/x' })
  })

  it('refuses a selected text that is no usable address and a javascript: link, changing nothing', () => {
    const editor = editorWith({ ops: [{ insert: 'javascript:alert(1)\n' }] })
    selectAll(editor)
    const refused = linkSelection(editor, '')
    expect(refused.ok).toBe(false)
    expect(linkSelection(editor, 'JaVa\tScript:alert(1)')).toMatchObject({ ok: false, message: expect.stringContaining('http') })
    expect(saved(editor)).toEqual({ ops: [{ insert: 'javascript:alert(1)\n' }] })
  })

  it('asks for a selection first', () => {
    const editor = editorWith({ ops: [{ insert: 'x\n' }] })
    Transforms.select(editor, Editor.start(editor, [0]))
    expect(linkSelection(editor, 'someone@example.com')).toEqual({ ok: false, message: 'Select the text to link first.' })
  })
})

describe('image uploads', () => {
  it.each(['image/png', 'image/jpeg'])('accepts %s', (type) => {
    expect(checkImageFile({ type, size: 1000, name: 'a' })).toEqual({ ok: true, value: type })
  })

  it.each(['image/gif', 'image/webp', 'image/svg+xml', 'text/plain', 'application/pdf', ''])('refuses %s with a message', (type) => {
    expect(checkImageFile({ type, size: 1000, name: 'photo.x' })).toEqual({
      ok: false,
      message: '"photo.x" is not a PNG or JPEG image; only PNG and JPEG images can be added.',
    })
  })

  it('refuses an image over 5 MiB', () => {
    expect(checkImageFile({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toMatchObject({ ok: false, message: expect.stringContaining('5 MiB') })
    expect(checkImageFile({ type: 'image/png', size: 5 * 1024 * 1024 }).ok).toBe(true)
  })
})

describe('videos by link', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('rewrites %s to its embed address', (link, embed) => {
    expect(videoFromLink(link)).toEqual({ ok: true, value: embed })
  })

  it.each(['https://example.com/video.mp4', 'javascript:alert(1)', 'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ'])(
    'refuses %s with a message',
    (link) => {
      expect(videoFromLink(link)).toEqual({ ok: false, message: 'Only YouTube and Vimeo links can be added as a video.' })
    },
  )

  it('inserts an accepted video as a line of its own after the current line', () => {
    const editor = editorWith({ ops: [{ insert: 'Watch\n' }] })
    Transforms.select(editor, Editor.end(editor, [0]))
    expect(insertVideo(editor, 'https://youtu.be/dQw4w9WgXcQ').ok).toBe(true)
    expect(insertVideo(editor, 'https://example.com/v.mp4').ok).toBe(false)
    expect(saved(editor)).toEqual({ ops: [{ insert: 'Watch\n' }, { insert: { video: 'https://www.youtube.com/embed/dQw4w9WgXcQ' } }] })
  })
})

describe('checklist items', () => {
  it('toggle between checked and unchecked, and leave other lists alone', () => {
    const editor = editorWith({
      ops: [
        { insert: 'a' },
        { insert: '\n', attributes: { list: 'unchecked' } },
        { insert: 'b' },
        { insert: '\n', attributes: { list: 'bullet' } },
      ],
    })
    toggleChecked(editor, [0])
    toggleChecked(editor, [1])
    expect(saved(editor).ops?.map((op) => op.attributes?.list)).toEqual([undefined, 'checked', undefined, 'bullet'])
    toggleChecked(editor, [0])
    expect(saved(editor).ops?.[1]?.attributes).toEqual({ list: 'unchecked' })
  })
})

describe('image descriptions', () => {
  it('sets the alt text of the selected image and asks for a selection otherwise', () => {
    const editor = editorWith({ ops: [{ insert: 'See ' }, { insert: { image: '/uploads/a' }, attributes: { alt: 'IMG_0042' } }, { insert: '\n' }] })
    Transforms.select(editor, Editor.start(editor, [0]))
    expect(describeImage(editor, 'Our shop').ok).toBe(false)
    selectAll(editor)
    expect(describeImage(editor, ' Our shop at night ')).toEqual({ ok: true, value: 'Our shop at night' })
    expect(saved(editor)).toEqual({
      ops: [{ insert: 'See ' }, { insert: { image: '/uploads/a' }, attributes: { alt: 'Our shop at night' } }, { insert: '\n' }],
    })
  })
})
