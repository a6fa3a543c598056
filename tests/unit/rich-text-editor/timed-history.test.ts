// @vitest-environment node
import { Editor, Transforms } from 'slate'
import { describe, expect, it } from 'vitest'
import { createRichTextEditor } from '../../../src/rich-text/editor/create-editor'
import { deltaToSlate } from '../../../src/rich-text/editor/delta-to-slate'

function editorWithClock() {
  let time = 0
  const editor = createRichTextEditor({ now: () => time })
  editor.children = deltaToSlate({ ops: [{ insert: '\n' }] })
  Transforms.select(editor, Editor.start(editor, []))
  return {
    editor,
    tick: (ms: number) => {
      time += ms
    },
    text: () => Editor.string(editor, []),
  }
}

describe('undo and redo', () => {
  it('merges edits within 1000 ms of a step’s first edit into that one step', () => {
    const { editor, tick, text } = editorWithClock()
    editor.insertText('a')
    tick(400)
    editor.insertText('b')
    tick(599)
    editor.insertText('c')
    expect(editor.history.undos).toHaveLength(1)
    editor.undo()
    expect(text()).toBe('')
    editor.redo()
    expect(text()).toBe('abc')
  })

  it('starts a new step for an edit 1000 ms or more after the step began', () => {
    const { editor, tick, text } = editorWithClock()
    editor.insertText('a')
    tick(600)
    editor.insertText('b')
    tick(400)
    editor.insertText('c')
    expect(editor.history.undos).toHaveLength(2)
    editor.undo()
    expect(text()).toBe('ab')
    editor.undo()
    expect(text()).toBe('')
  })

  it('keeps at most 100 steps, forgetting the oldest', () => {
    const { editor, tick, text } = editorWithClock()
    for (let step = 0; step < 105; step += 1) {
      editor.insertText('x')
      tick(1000)
    }
    expect(editor.history.undos).toHaveLength(100)
    for (let step = 0; step < 105; step += 1) editor.undo()
    // The five oldest steps can no longer be undone.
    expect(text()).toBe('xxxxx')
    expect(editor.history.redos).toHaveLength(100)
  })

  it('undoes formatting and restores the selection it started from', () => {
    const { editor, tick, text } = editorWithClock()
    editor.insertText('Hello')
    tick(2000)
    Transforms.select(editor, { anchor: { path: [0, 0], offset: 0 }, focus: { path: [0, 0], offset: 5 } })
    const selection = editor.selection
    Editor.addMark(editor, 'bold', true)
    expect(Editor.marks(editor)?.bold).toBe(true)
    editor.undo()
    expect(Editor.marks(editor)?.bold).toBeUndefined()
    expect(editor.selection).toEqual(selection)
    expect(text()).toBe('Hello')
  })

  it('clears what can be redone when a new edit is made, and does not record selection moves', () => {
    const { editor, tick, text } = editorWithClock()
    editor.insertText('a')
    tick(1000)
    editor.insertText('b')
    editor.undo()
    tick(5000)
    Transforms.select(editor, Editor.start(editor, []))
    expect(editor.history.undos).toHaveLength(1)
    expect(editor.history.redos).toHaveLength(1)
    editor.insertText('c')
    expect(editor.history.redos).toHaveLength(0)
    editor.redo()
    expect(text()).toBe('ca')
  })

  it('starts a new step after an undo even within 1000 ms', () => {
    const { editor, tick, text } = editorWithClock()
    editor.insertText('a')
    tick(1000)
    editor.insertText('b')
    editor.undo()
    editor.insertText('c')
    expect(editor.history.undos).toHaveLength(2)
    editor.undo()
    expect(text()).toBe('a')
  })
})
