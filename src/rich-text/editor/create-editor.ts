import { createEditor } from 'slate'
import { withReact } from 'slate-react'
import type { RichTextEditor } from './editor-types'
import { withEmbeds } from './with-embeds'
import { withHtmlPaste } from './with-html-paste'
import { withTimedHistory, type TimedHistoryOptions } from './with-timed-history'

/** The editor with every behaviour of the rich-text editor; tests build the same one. */
export function createRichTextEditor(history: TimedHistoryOptions = {}): RichTextEditor {
  return withHtmlPaste(withTimedHistory(withEmbeds(withReact(createEditor())), history))
}
