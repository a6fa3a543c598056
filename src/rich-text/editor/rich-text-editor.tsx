import { useCallback, useId, useMemo, useState, type KeyboardEvent } from 'react'
import { FormattedMessage } from 'react-intl'
import type { Descendant } from 'slate'
import { Editable, Slate } from 'slate-react'
import type { DeltaDocument } from '../../domain/delta'
import { useCodeHighlight } from './code-highlight'
import { createRichTextEditor } from './create-editor'
import { deltaToSlate } from './delta-to-slate'
import { EditorElement, EditorLeaf } from './editor-elements'
import { EditorToolbar } from './editor-toolbar'
import type { BlockElement } from './editor-types'
import { currentLine, insertCodeTab, toggleChecked, selectedLines, toggleMark } from './formatting'
import { slateToDelta } from './slate-to-delta'
import '../rich-text.css'
import './rich-text-editor.css'

export interface RichTextEditorProps {
  /** The document to start from; later changes to it are not read. */
  readonly initialDocument: DeltaDocument
  /** Called with the document after every change of content. */
  readonly onDocumentChange: (document: DeltaDocument) => void
  /** The accessible name of the editable area. */
  readonly label: string
  readonly uploadImage: (file: File) => Promise<string>
}

const isModifier = (event: KeyboardEvent) => event.ctrlKey || event.metaKey

/**
 * The rich-text editor: every format the renderer shows, loaded from and saved to Delta. Its code
 * (slate) is meant to be loaded lazily, only where someone edits.
 */
export function RichTextEditor({ initialDocument, onDocumentChange, label, uploadImage }: RichTextEditorProps) {
  const editor = useMemo(() => createRichTextEditor(), [])
  // Read once: the editor owns the document from here on, and later props are not read.
  const [initialValue] = useState(() => deltaToSlate(initialDocument) as Descendant[])
  const [value, setValue] = useState(initialValue)
  const [message, setMessage] = useState<string | null>(null)
  const decorate = useCodeHighlight(value)
  const helpId = useId()

  const onChange = useCallback(
    (next: Descendant[]) => {
      if (!editor.operations.some((operation) => operation.type !== 'set_selection')) return
      setValue(next)
      onDocumentChange(slateToDelta(next as BlockElement[]))
    },
    [editor, onDocumentChange],
  )

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = event.key.toLowerCase()
    if (event.key === 'Tab' && !event.shiftKey && !isModifier(event) && insertCodeTab(editor)) {
      event.preventDefault()
      return
    }
    if (!isModifier(event)) return
    const marks = { b: 'bold', i: 'italic', u: 'underline' } as const
    if (!event.shiftKey && !event.altKey && (key === 'b' || key === 'i' || key === 'u')) {
      event.preventDefault()
      toggleMark(editor, marks[key])
    } else if (key === 'z' && !event.shiftKey) {
      event.preventDefault()
      editor.undo()
    } else if ((key === 'z' && event.shiftKey) || key === 'y') {
      event.preventDefault()
      editor.redo()
    } else if (event.key === 'Enter' && currentLine(editor)?.type === 'list-item') {
      event.preventDefault()
      for (const [, path] of selectedLines(editor)) toggleChecked(editor, path)
    }
  }

  return (
    <div className="rte">
      <Slate editor={editor} initialValue={initialValue} onChange={onChange}>
        <EditorToolbar uploadImage={uploadImage} onMessage={setMessage} />
        <div className="rte-message" role="alert">
          {message}
        </div>
        <Editable
          className="rte-editable rich-text"
          aria-label={label}
          aria-multiline="true"
          aria-describedby={helpId}
          renderElement={EditorElement}
          renderLeaf={EditorLeaf}
          decorate={decorate}
          onKeyDown={onKeyDown}
        />
      </Slate>
      <div id={helpId} className="rte-help">
        <FormattedMessage
          id="richText.editor.keys"
          defaultMessage="Ctrl+B bold, Ctrl+I italic, Ctrl+U underline, Ctrl+Z undo, Ctrl+Shift+Z redo; in a checklist, Ctrl+Enter ticks the item; in a code block, Tab inserts two spaces and Shift+Tab moves on to the toolbar."
        />
      </div>
    </div>
  )
}
