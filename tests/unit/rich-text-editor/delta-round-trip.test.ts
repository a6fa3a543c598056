// @vitest-environment node
import { Editor } from 'slate'
import { describe, expect, it } from 'vitest'
import { renderDelta } from '../../../src/rich-text/render-delta'
import { createRichTextEditor } from '../../../src/rich-text/editor/create-editor'
import { deltaToSlate } from '../../../src/rich-text/editor/delta-to-slate'
import type { BlockElement } from '../../../src/rich-text/editor/editor-types'
import { slateToDelta } from '../../../src/rich-text/editor/slate-to-delta'
import { everyFormat } from './every-format'

/** Loads the document into a bare editor, lets Slate normalise it, and reads it back. */
function throughEditor(doc: Parameters<typeof deltaToSlate>[0]) {
  const editor = createRichTextEditor()
  editor.children = deltaToSlate(doc)
  Editor.normalize(editor, { force: true })
  return { editor, saved: slateToDelta(editor.children as BlockElement[]) }
}

describe('Delta → editor → Delta', () => {
  it('keeps a document that uses every format exactly as it was', () => {
    const { editor, saved } = throughEditor(everyFormat)
    expect(saved).toEqual(everyFormat)
    // Already normalised on load: Slate had nothing to change, so nothing is recorded as an edit.
    expect(editor.history.undos).toHaveLength(0)
  })

  it('renders the saved document exactly as the loaded one', () => {
    expect(renderDelta(throughEditor(everyFormat).saved)).toBe(renderDelta(everyFormat))
  })

  it('gives one line per line of the document, with its kind and formats', () => {
    const blocks = deltaToSlate(everyFormat)
    expect(blocks.map((block) => block.type)).toEqual([
      ...Array(6).fill('heading'),
      'paragraph',
      ...Array(4).fill('list-item'),
      'code-line',
      'code-line',
      'blockquote',
      'paragraph',
      'video',
      'table-cell',
      'table-cell',
      'table-cell',
      'paragraph',
    ])
    expect(blocks[0]).toMatchObject({ type: 'heading', level: 1, align: 'center' })
    expect(blocks[9]).toMatchObject({ type: 'list-item', list: 'checked', indent: 8 })
  })

  it('drops unknown formats and embeds, as the renderer does', () => {
    const { saved } = throughEditor({
      ops: [
        { insert: { video: 'https://evil.example/v.mp4' } },
        { insert: 'x', attributes: { bold: true, onclick: 'alert(1)', size: 'gigantic' } },
        { insert: { widget: 'y' } },
        { insert: '\n', attributes: { header: 9, class: 'evil' } },
      ],
    })
    expect(saved).toEqual({ ops: [{ insert: 'x', attributes: { bold: true } }, { insert: '\n' }] })
    expect(renderDelta(saved)).toBe('<p><strong>x</strong></p>')
  })

  it('loads an empty document as one empty line and saves it as the empty line', () => {
    expect(throughEditor({}).saved).toEqual({ ops: [{ insert: '\n' }] })
  })
})
