import { ListOrdered } from 'lucide-static'
import { useRef, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react'
import { Editor, Range, Transforms, type BaseSelection, type Location } from 'slate'
import { ReactEditor, useSlate } from 'slate-react'
import { codeLanguages } from '../code-languages'
import { imageUploadTypes } from '../../domain/image-upload'
import { checkImageFile } from './editor-rules'
import type { Alignment, BooleanMark, ListType } from './editor-types'
import {
  changeIndent,
  clearFormats,
  currentLine,
  describeImage,
  insertFormula,
  insertImage,
  insertTable,
  insertVideo,
  isMarkActive,
  linkSelection,
  markValue,
  removeLink,
  setAlignment,
  setLineKind,
  setMarkValue,
  toggleList,
  toggleMark,
  toggleRightToLeft,
  type LineKind,
} from './formatting'

export interface ToolbarProps {
  /** Stores the image on the server and answers its address; throws an Error with a message to show. */
  readonly uploadImage: (file: File) => Promise<string>
  readonly onMessage: (message: string | null) => void
}

type Prompt = { kind: 'link' | 'video' | 'formula' | 'alt'; selection: BaseSelection }

const promptLabels = { link: 'Link address', video: 'YouTube or Vimeo link', formula: 'Formula (TeX)', alt: 'Image description' } as const

const paletteColours = [
  ['Black', '#000000'],
  ['Grey', '#666666'],
  ['Red', '#e60000'],
  ['Orange', '#ff9900'],
  ['Green', '#008a00'],
  ['Blue', '#0066cc'],
  ['Purple', '#9933ff'],
  ['Yellow', '#ffff00'],
] as const

const paletteChoices = paletteColours.map(([name, value]) => (
  <option key={value} value={value}>
    {name}
  </option>
))

// Buttons keep the editor's selection: a mouse press must not move focus out of the text.
const keepSelection = (event: { preventDefault(): void }) => event.preventDefault()

function ToolButton(props: { label: string; pressed?: boolean; shortcut?: string; onPress: () => void; children: ReactNode; disabled?: boolean }) {
  return (
    <button
      type="button"
      className="rte-button"
      aria-label={props.label}
      aria-pressed={props.pressed}
      aria-keyshortcuts={props.shortcut}
      title={props.shortcut ? `${props.label} (${props.shortcut.replace('Control', 'Ctrl')})` : props.label}
      disabled={props.disabled}
      onMouseDown={keepSelection}
      onClick={props.onPress}
    >
      {props.children}
    </button>
  )
}

function lineKindValue(editor: Editor): string {
  const line = currentLine(editor)
  if (line === null) return 'paragraph'
  if (line.type === 'heading') return `heading-${line.level}`
  if (line.type === 'code-line') return 'code'
  if (line.type === 'blockquote') return 'blockquote'
  return 'paragraph'
}

function lineKindOf(value: string, editor: Editor): LineKind {
  const heading = /^heading-([1-6])$/.exec(value)
  if (heading?.[1]) return { type: 'heading', level: Number(heading[1]) as 1 | 2 | 3 | 4 | 5 | 6 }
  if (value === 'code') {
    const line = currentLine(editor)
    return { type: 'code-line', language: line?.type === 'code-line' ? line.language : true }
  }
  if (value === 'blockquote') return { type: 'blockquote' }
  return { type: 'paragraph' }
}

/**
 * The formatting toolbar: the formats people reach for most up front (fonts serif and monospace,
 * sizes small, large and huge, headers 1–3), everything else in menus, so the bar fits a phone. Every control has a label; toggles say
 * whether they are on with aria-pressed.
 */
export function EditorToolbar({ uploadImage, onMessage }: ToolbarProps) {
  const editor = useSlate()
  const [prompt, setPrompt] = useState<Prompt | null>(null)
  const [uploading, setUploading] = useState(false)
  const promptInput = useRef<HTMLInputElement>(null)
  const line = currentLine(editor)

  const act = (action: () => void) => {
    action()
    ReactEditor.focus(editor)
  }
  const markButton = (mark: BooleanMark, label: string, text: ReactNode, shortcut?: string) => (
    <ToolButton label={label} pressed={isMarkActive(editor, mark)} shortcut={shortcut} onPress={() => act(() => toggleMark(editor, mark))}>
      {text}
    </ToolButton>
  )
  // A menu for a format with a free value; the empty choice removes the format.
  const markSelect = (mark: 'font' | 'size' | 'color' | 'background', label: string, choices: ReactNode) => (
    <select aria-label={label} value={markValue(editor, mark) ?? ''} onChange={(event) => act(() => setMarkValue(editor, mark, event.target.value || undefined))}>
      {choices}
    </select>
  )
  const listButton = (list: ListType, label: string, text: ReactNode) => {
    const pressed = line?.type === 'list-item' && (line.list === list || (list === 'unchecked' && line.list === 'checked'))
    return (
      <ToolButton label={label} pressed={pressed} onPress={() => act(() => toggleList(editor, list))}>
        {text}
      </ToolButton>
    )
  }
  const restoreSelection = (selection: Location | null) => {
    if (selection !== null) Transforms.select(editor, selection)
  }

  const openPrompt = (kind: Prompt['kind']) => {
    onMessage(null)
    if (kind === 'link' && (!editor.selection || Range.isCollapsed(editor.selection))) {
      onMessage('Select the text to link first.')
      return
    }
    setPrompt({ kind, selection: editor.selection })
    queueMicrotask(() => promptInput.current?.focus())
  }

  const applyPrompt = () => {
    if (prompt === null) return
    const typed = promptInput.current?.value ?? ''
    restoreSelection(prompt.selection)
    const actions = { link: linkSelection, video: insertVideo, formula: insertFormula, alt: describeImage }
    const result = actions[prompt.kind](editor, typed)
    if (!result.ok) {
      onMessage(result.message)
      promptInput.current?.focus()
      return
    }
    setPrompt(null)
    ReactEditor.focus(editor)
  }

  const cancelPrompt = () => {
    const selection = prompt?.selection ?? null
    setPrompt(null)
    restoreSelection(selection)
    ReactEditor.focus(editor)
  }

  const onPromptKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      applyPrompt()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      cancelPrompt()
    }
  }

  const onImageChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (file === undefined) return
    const check = checkImageFile(file)
    if (!check.ok) {
      onMessage(check.message)
      return
    }
    const selection = editor.selection
    setUploading(true)
    onMessage('Uploading the image…')
    try {
      const url = await uploadImage(file)
      restoreSelection(selection ?? Editor.end(editor, []))
      insertImage(editor, url, file.name.replace(/\.[a-z0-9]+$/i, ''))
      onMessage(null)
      ReactEditor.focus(editor)
    } catch (error) {
      onMessage(error instanceof Error ? error.message : 'The image could not be uploaded.')
    } finally {
      setUploading(false)
    }
  }

  return (
    <div className="rte-toolbar-area">
      <div role="toolbar" aria-label="Formatting" className="rte-toolbar">
        <select aria-label="Paragraph style" value={lineKindValue(editor)} onChange={(event) => act(() => setLineKind(editor, lineKindOf(event.target.value, editor)))}>
          <option value="paragraph">Normal</option>
          <option value="heading-1">Heading 1</option>
          <option value="heading-2">Heading 2</option>
          <option value="heading-3">Heading 3</option>
          <optgroup label="More">
            <option value="heading-4">Heading 4</option>
            <option value="heading-5">Heading 5</option>
            <option value="heading-6">Heading 6</option>
            <option value="blockquote">Quote</option>
            <option value="code">Code block</option>
          </optgroup>
        </select>
        {line?.type === 'code-line' ? (
          <select
            aria-label="Code language"
            value={line.language === true ? 'plain' : line.language}
            onChange={(event) => act(() => setLineKind(editor, { type: 'code-line', language: event.target.value === 'plain' ? true : event.target.value }))}
          >
            <option value="plain">Plain text</option>
            {codeLanguages.map((language) => (
              <option key={language} value={language}>
                {language}
              </option>
            ))}
          </select>
        ) : null}
        {markSelect(
          'font',
          'Font',
          <>
            <option value="">Sans serif</option>
            <option value="serif">Serif</option>
            <option value="monospace">Monospace</option>
          </>,
        )}
        {markSelect(
          'size',
          'Size',
          <>
            <option value="small">Small</option>
            <option value="">Normal</option>
            <option value="large">Large</option>
            <option value="huge">Huge</option>
          </>,
        )}
        {markButton('bold', 'Bold', <strong>B</strong>, 'Control+B')}
        {markButton('italic', 'Italic', <em>I</em>, 'Control+I')}
        {markButton('underline', 'Underline', <u>U</u>, 'Control+U')}
        {markButton('strike', 'Strikethrough', <s>S</s>)}
        {listButton('ordered', 'Numbered list', <span className="rte-icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: ListOrdered }} />)}
        {listButton('bullet', 'Bulleted list', '•')}
        {listButton('unchecked', 'Checklist', '☑')}
        <ToolButton label="Link" pressed={markValue(editor, 'link') !== undefined} onPress={() => openPrompt('link')}>
          Link
        </ToolButton>
        {/* The file input inside is the control (keyboard users reach it by Tab); the press on its
            visible label only keeps the editor's selection, as the buttons do. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above */}
        <label className={`rte-button rte-file${uploading ? ' rte-busy' : ''}`} onMouseDown={keepSelection}>
          Image
          <input
            type="file"
            className="rte-visually-hidden"
            aria-label="Insert image (PNG or JPEG)"
            accept={imageUploadTypes.join(',')}
            disabled={uploading}
            onChange={onImageChosen}
          />
        </label>
        <select
          aria-label="More formats"
          value=""
          onChange={(event) => {
            const choice = event.target.value
            if (choice === 'video' || choice === 'formula' || choice === 'alt') return openPrompt(choice)
            act(() => {
              if (choice === 'code' || choice === 'sub' || choice === 'super') {
                if (choice === 'code') toggleMark(editor, 'code')
                else setMarkValue(editor, 'script', markValue(editor, 'script') === choice ? undefined : choice)
              } else if (choice === 'indent') changeIndent(editor, 1)
              else if (choice === 'outdent') changeIndent(editor, -1)
              else if (choice === 'rtl') toggleRightToLeft(editor)
              else if (choice === 'table') insertTable(editor, 2, 2)
              else if (choice === 'unlink') removeLink(editor)
              else if (choice === 'clear') clearFormats(editor)
            })
          }}
        >
          <option value="">More…</option>
          <option value="code">Inline code</option>
          <option value="sub">Subscript</option>
          <option value="super">Superscript</option>
          <option value="indent">Increase indent</option>
          <option value="outdent">Decrease indent</option>
          <option value="rtl">Right to left</option>
          <option value="video">Video…</option>
          <option value="formula">Formula…</option>
          <option value="alt">Image description…</option>
          <option value="table">Table (2 × 2)</option>
          <option value="unlink">Remove link</option>
          <option value="clear">Clear formatting</option>
        </select>
        <select aria-label="Alignment" value={line?.align ?? 'left'} onChange={(event) => act(() => setAlignment(editor, event.target.value as Alignment))}>
          <option value="left">Align left</option>
          <option value="center">Centre</option>
          <option value="right">Align right</option>
          <option value="justify">Justify</option>
        </select>
        {markSelect(
          'color',
          'Text colour',
          <>
            <option value="">Default colour</option>
            {paletteChoices}
          </>,
        )}
        {markSelect(
          'background',
          'Highlight colour',
          <>
            <option value="">No highlight</option>
            {paletteChoices}
          </>,
        )}
        <ToolButton label="Undo" shortcut="Control+Z" disabled={editor.history.undos.length === 0} onPress={() => act(() => editor.undo())}>
          ↶
        </ToolButton>
        <ToolButton label="Redo" shortcut="Control+Shift+Z" disabled={editor.history.redos.length === 0} onPress={() => act(() => editor.redo())}>
          ↷
        </ToolButton>
      </div>
      {prompt === null ? null : (
        <div className="rte-prompt" role="group" aria-label={promptLabels[prompt.kind]}>
          <input ref={promptInput} type="text" aria-label={promptLabels[prompt.kind]} onKeyDown={onPromptKey} />
          <button type="button" className="rte-button" onClick={applyPrompt}>
            Apply
          </button>
          <button type="button" className="rte-button" onClick={cancelPrompt}>
            Cancel
          </button>
        </div>
      )}
    </div>
  )
}
