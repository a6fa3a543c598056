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
  const tick = (ms: number) => {
    time += ms
  }
  const text = () => Editor.string(editor, [])
  return {
    editor,
    tick,
    text,
    /** Types each text given and lets each number of milliseconds pass, in order. */
    type: (...steps: (string | number)[]) => {
      for (const step of steps) {
        if (typeof step === 'string') editor.insertText(step)
        else tick(step)
      }
    },
    /** Undoes `times` steps and answers the text left. */
    undo: (times = 1) => {
      for (let step = 0; step < times; step += 1) editor.undo()
      return text()
    },
  }
}

describe('undo and redo', () => {
  it('merges edits within 1000 ms of a step’s first edit into that one step', () => {
    const { editor, type, undo, text } = editorWithClock()
    type('a', 400, 'b', 599, 'c')
    expect(editor.history.undos).toHaveLength(1)
    expect(undo()).toBe('')
    editor.redo()
    expect(text()).toBe('abc')
  })

  it('starts a new step for an edit 1000 ms or more after the step began', () => {
    const { editor, type, undo } = editorWithClock()
    type('a', 600, 'b', 400, 'c')
    expect(editor.history.undos).toHaveLength(2)
    expect(undo()).toBe('ab')
    expect(undo()).toBe('')
  })

  it('keeps at most 100 steps, forgetting the oldest', () => {
    const { editor, type, undo } = editorWithClock()
    for (let step = 0; step < 105; step += 1) type('x', 1000)
    expect(editor.history.undos).toHaveLength(100)
    // The five oldest steps can no longer be undone.
    expect(undo(105)).toBe('xxxxx')
    expect(editor.history.redos).toHaveLength(100)
  })

  it('undoes formatting and restores the selection it started from', () => {
    const { editor, type, undo } = editorWithClock()
    type('Hello', 2000)
    Transforms.select(editor, { anchor: { path: [0, 0], offset: 0 }, focus: { path: [0, 0], offset: 5 } })
    const selection = editor.selection
    Editor.addMark(editor, 'bold', true)
    expect(Editor.marks(editor)?.bold).toBe(true)
    expect(undo()).toBe('Hello')
    expect(Editor.marks(editor)?.bold).toBeUndefined()
    expect(editor.selection).toEqual(selection)
  })

  it('clears what can be redone when a new edit is made, and does not record selection moves', () => {
    const { editor, type, undo, tick, text } = editorWithClock()
    type('a', 1000, 'b')
    expect(undo()).toBe('a')
    tick(5000)
    Transforms.select(editor, Editor.start(editor, []))
    expect(editor.history.undos).toHaveLength(1)
    expect(editor.history.redos).toHaveLength(1)
    type('c')
    expect(editor.history.redos).toHaveLength(0)
    editor.redo()
    expect(text()).toBe('ca')
  })

  it('starts a new step after an undo even within 1000 ms', () => {
    const { editor, type, undo } = editorWithClock()
    type('a', 1000, 'b')
    expect(undo()).toBe('a')
    type('c')
    expect(editor.history.undos).toHaveLength(2)
    expect(undo()).toBe('a')
  })
})
