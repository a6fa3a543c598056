import { ListOrdered } from 'lucide-static'
import { useRef, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react'
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import { Editor, Range, Transforms, type BaseSelection, type Location } from 'slate'
import { ReactEditor, useSlate } from 'slate-react'
import { codeLanguages } from '../code-languages'
import { imageUploadTypes } from '../../domain/image-upload'
import type { Say } from '../../i18n/say'
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

const promptLabels = defineMessages({
  link: { id: 'richText.toolbar.promptLink', defaultMessage: 'Link address' },
  video: { id: 'richText.toolbar.promptVideo', defaultMessage: 'YouTube or Vimeo link' },
  formula: { id: 'richText.toolbar.promptFormula', defaultMessage: 'Formula (TeX)' },
  alt: { id: 'richText.toolbar.promptAlt', defaultMessage: 'Image description' },
})

const colourNames = defineMessages({
  black: { id: 'richText.toolbar.black', defaultMessage: 'Black' },
  grey: { id: 'richText.toolbar.grey', defaultMessage: 'Grey' },
  red: { id: 'richText.toolbar.red', defaultMessage: 'Red' },
  orange: { id: 'richText.toolbar.orange', defaultMessage: 'Orange' },
  green: { id: 'richText.toolbar.green', defaultMessage: 'Green' },
  blue: { id: 'richText.toolbar.blue', defaultMessage: 'Blue' },
  purple: { id: 'richText.toolbar.purple', defaultMessage: 'Purple' },
  yellow: { id: 'richText.toolbar.yellow', defaultMessage: 'Yellow' },
})

const paletteColours = [
  ['black', '#000000'],
  ['grey', '#666666'],
  ['red', '#e60000'],
  ['orange', '#ff9900'],
  ['green', '#008a00'],
  ['blue', '#0066cc'],
  ['purple', '#9933ff'],
  ['yellow', '#ffff00'],
] as const

const paletteChoices = (intl: IntlShape) =>
  paletteColours.map(([name, value]) => (
    <option key={value} value={value}>
      {intl.formatMessage(colourNames[name])}
    </option>
  ))

/** Pictures on buttons, not words: the bullet and checklist marks and the undo and redo arrows. */
const glyphs = { bullet: '•', checklist: '☑', undo: '↶', redo: '↷' } as const

/** A key combination as the tooltip shows it, with the keys named as on the reader's keyboard: "Ctrl+B". */
const shortcutWords = (intl: IntlShape, shortcut: string) =>
  shortcut
    .replace('Control', intl.formatMessage({ id: 'richText.toolbar.controlKey', defaultMessage: 'Ctrl' }))
    .replace('Shift', intl.formatMessage({ id: 'richText.toolbar.shiftKey', defaultMessage: 'Shift' }))

// Buttons keep the editor's selection: a mouse press must not move focus out of the text.
const keepSelection = (event: { preventDefault(): void }) => event.preventDefault()

function ToolButton(props: { label: string; pressed?: boolean; shortcut?: string; onPress: () => void; children: ReactNode; disabled?: boolean }) {
  const intl = useIntl()
  return (
    <button
      type="button"
      className="rte-button"
      aria-label={props.label}
      aria-pressed={props.pressed}
      aria-keyshortcuts={props.shortcut}
      title={
        props.shortcut
          ? intl.formatMessage({ id: 'richText.toolbar.withShortcut', defaultMessage: '{label} ({shortcut})' }, { label: props.label, shortcut: shortcutWords(intl, props.shortcut) })
          : props.label
      }
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
  const intl = useIntl()
  const say: Say = intl.formatMessage
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
      onMessage(intl.formatMessage({ id: 'richText.formatting.selectText', defaultMessage: 'Select the text to link first.' }))
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
    const result = actions[prompt.kind](editor, typed, say)
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
    const check = checkImageFile(file, say)
    if (!check.ok) {
      onMessage(check.message)
      return
    }
    const selection = editor.selection
    setUploading(true)
    onMessage(intl.formatMessage({ id: 'richText.toolbar.uploading', defaultMessage: 'Uploading the image…' }))
    try {
      const url = await uploadImage(file)
      restoreSelection(selection ?? Editor.end(editor, []))
      insertImage(editor, url, file.name.replace(/\.[a-z0-9]+$/i, ''))
      onMessage(null)
      ReactEditor.focus(editor)
    } catch (error) {
      onMessage(error instanceof Error ? error.message : intl.formatMessage({ id: 'richText.toolbar.uploadFailed', defaultMessage: 'The image could not be uploaded.' }))
    } finally {
      setUploading(false)
    }
  }

  const palette = paletteChoices(intl)
  return (
    <div className="rte-toolbar-area">
      <div role="toolbar" aria-label={intl.formatMessage({ id: 'richText.toolbar.label', defaultMessage: 'Formatting' })} className="rte-toolbar">
        <select
          aria-label={intl.formatMessage({ id: 'richText.toolbar.paragraphStyle', defaultMessage: 'Paragraph style' })}
          value={lineKindValue(editor)}
          onChange={(event) => act(() => setLineKind(editor, lineKindOf(event.target.value, editor)))}
        >
          <option value="paragraph">{intl.formatMessage({ id: 'richText.toolbar.normal', defaultMessage: 'Normal' })}</option>
          <option value="heading-1">{intl.formatMessage({ id: 'richText.toolbar.heading1', defaultMessage: 'Heading 1' })}</option>
          <option value="heading-2">{intl.formatMessage({ id: 'richText.toolbar.heading2', defaultMessage: 'Heading 2' })}</option>
          <option value="heading-3">{intl.formatMessage({ id: 'richText.toolbar.heading3', defaultMessage: 'Heading 3' })}</option>
          <optgroup label={intl.formatMessage({ id: 'richText.toolbar.more', defaultMessage: 'More' })}>
            <option value="heading-4">{intl.formatMessage({ id: 'richText.toolbar.heading4', defaultMessage: 'Heading 4' })}</option>
            <option value="heading-5">{intl.formatMessage({ id: 'richText.toolbar.heading5', defaultMessage: 'Heading 5' })}</option>
            <option value="heading-6">{intl.formatMessage({ id: 'richText.toolbar.heading6', defaultMessage: 'Heading 6' })}</option>
            <option value="blockquote">{intl.formatMessage({ id: 'richText.toolbar.quote', defaultMessage: 'Quote' })}</option>
            <option value="code">{intl.formatMessage({ id: 'richText.toolbar.codeBlock', defaultMessage: 'Code block' })}</option>
          </optgroup>
        </select>
        {line?.type === 'code-line' ? (
          <select
            aria-label={intl.formatMessage({ id: 'richText.toolbar.codeLanguage', defaultMessage: 'Code language' })}
            value={line.language === true ? 'plain' : line.language}
            onChange={(event) => act(() => setLineKind(editor, { type: 'code-line', language: event.target.value === 'plain' ? true : event.target.value }))}
          >
            <option value="plain">{intl.formatMessage({ id: 'richText.toolbar.plainText', defaultMessage: 'Plain text' })}</option>
            {codeLanguages.map((language) => (
              <option key={language} value={language}>
                {language}
              </option>
            ))}
          </select>
        ) : null}
        {markSelect(
          'font',
          intl.formatMessage({ id: 'richText.toolbar.font', defaultMessage: 'Font' }),
          <>
            <option value="">{intl.formatMessage({ id: 'richText.toolbar.sansSerif', defaultMessage: 'Sans serif' })}</option>
            <option value="serif">{intl.formatMessage({ id: 'richText.toolbar.serif', defaultMessage: 'Serif' })}</option>
            <option value="monospace">{intl.formatMessage({ id: 'richText.toolbar.monospace', defaultMessage: 'Monospace' })}</option>
          </>,
        )}
        {markSelect(
          'size',
          intl.formatMessage({ id: 'richText.toolbar.size', defaultMessage: 'Size' }),
          <>
            <option value="small">{intl.formatMessage({ id: 'richText.toolbar.small', defaultMessage: 'Small' })}</option>
            <option value="">{intl.formatMessage({ id: 'richText.toolbar.normal', defaultMessage: 'Normal' })}</option>
            <option value="large">{intl.formatMessage({ id: 'richText.toolbar.large', defaultMessage: 'Large' })}</option>
            <option value="huge">{intl.formatMessage({ id: 'richText.toolbar.huge', defaultMessage: 'Huge' })}</option>
          </>,
        )}
        {markButton(
          'bold',
          intl.formatMessage({ id: 'richText.toolbar.bold', defaultMessage: 'Bold' }),
          <strong>
            <FormattedMessage id="richText.toolbar.boldLetter" defaultMessage="B" />
          </strong>,
          'Control+B',
        )}
        {markButton(
          'italic',
          intl.formatMessage({ id: 'richText.toolbar.italic', defaultMessage: 'Italic' }),
          <em>
            <FormattedMessage id="richText.toolbar.italicLetter" defaultMessage="I" />
          </em>,
          'Control+I',
        )}
        {markButton(
          'underline',
          intl.formatMessage({ id: 'richText.toolbar.underline', defaultMessage: 'Underline' }),
          <u>
            <FormattedMessage id="richText.toolbar.underlineLetter" defaultMessage="U" />
          </u>,
          'Control+U',
        )}
        {markButton(
          'strike',
          intl.formatMessage({ id: 'richText.toolbar.strikethrough', defaultMessage: 'Strikethrough' }),
          <s>
            <FormattedMessage id="richText.toolbar.strikethroughLetter" defaultMessage="S" />
          </s>,
        )}
        {listButton(
          'ordered',
          intl.formatMessage({ id: 'richText.toolbar.numberedList', defaultMessage: 'Numbered list' }),
          <span className="rte-icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: ListOrdered }} />,
        )}
        {listButton('bullet', intl.formatMessage({ id: 'richText.toolbar.bulletedList', defaultMessage: 'Bulleted list' }), glyphs.bullet)}
        {listButton('unchecked', intl.formatMessage({ id: 'richText.toolbar.checklist', defaultMessage: 'Checklist' }), glyphs.checklist)}
        <ToolButton
          label={intl.formatMessage({ id: 'richText.toolbar.link', defaultMessage: 'Link' })}
          pressed={markValue(editor, 'link') !== undefined}
          onPress={() => openPrompt('link')}
        >
          <FormattedMessage id="richText.toolbar.link" defaultMessage="Link" />
        </ToolButton>
        {/* The file input inside is the control (keyboard users reach it by Tab); the press on its
            visible label only keeps the editor's selection, as the buttons do. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above */}
        <label className={`rte-button rte-file${uploading ? ' rte-busy' : ''}`} onMouseDown={keepSelection}>
          <FormattedMessage id="richText.toolbar.image" defaultMessage="Image" />
          <input
            type="file"
            className="rte-visually-hidden"
            aria-label={intl.formatMessage({ id: 'richText.toolbar.insertImage', defaultMessage: 'Insert image (PNG or JPEG)' })}
            accept={imageUploadTypes.join(',')}
            disabled={uploading}
            onChange={onImageChosen}
          />
        </label>
        <select
          aria-label={intl.formatMessage({ id: 'richText.toolbar.moreFormats', defaultMessage: 'More formats' })}
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
          <option value="">{intl.formatMessage({ id: 'richText.toolbar.moreChoice', defaultMessage: 'More…' })}</option>
          <option value="code">{intl.formatMessage({ id: 'richText.toolbar.inlineCode', defaultMessage: 'Inline code' })}</option>
          <option value="sub">{intl.formatMessage({ id: 'richText.toolbar.subscript', defaultMessage: 'Subscript' })}</option>
          <option value="super">{intl.formatMessage({ id: 'richText.toolbar.superscript', defaultMessage: 'Superscript' })}</option>
          <option value="indent">{intl.formatMessage({ id: 'richText.toolbar.indent', defaultMessage: 'Increase indent' })}</option>
          <option value="outdent">{intl.formatMessage({ id: 'richText.toolbar.outdent', defaultMessage: 'Decrease indent' })}</option>
          <option value="rtl">{intl.formatMessage({ id: 'richText.toolbar.rightToLeft', defaultMessage: 'Right to left' })}</option>
          <option value="video">{intl.formatMessage({ id: 'richText.toolbar.video', defaultMessage: 'Video…' })}</option>
          <option value="formula">{intl.formatMessage({ id: 'richText.toolbar.formula', defaultMessage: 'Formula…' })}</option>
          <option value="alt">{intl.formatMessage({ id: 'richText.toolbar.imageDescription', defaultMessage: 'Image description…' })}</option>
          <option value="table">{intl.formatMessage({ id: 'richText.toolbar.table', defaultMessage: 'Table (2 × 2)' })}</option>
          <option value="unlink">{intl.formatMessage({ id: 'richText.toolbar.removeLink', defaultMessage: 'Remove link' })}</option>
          <option value="clear">{intl.formatMessage({ id: 'richText.toolbar.clearFormatting', defaultMessage: 'Clear formatting' })}</option>
        </select>
        <select
          aria-label={intl.formatMessage({ id: 'richText.toolbar.alignment', defaultMessage: 'Alignment' })}
          value={line?.align ?? 'left'}
          onChange={(event) => act(() => setAlignment(editor, event.target.value as Alignment))}
        >
          <option value="left">{intl.formatMessage({ id: 'richText.toolbar.alignLeft', defaultMessage: 'Align left' })}</option>
          <option value="center">{intl.formatMessage({ id: 'richText.toolbar.centre', defaultMessage: 'Centre' })}</option>
          <option value="right">{intl.formatMessage({ id: 'richText.toolbar.alignRight', defaultMessage: 'Align right' })}</option>
          <option value="justify">{intl.formatMessage({ id: 'richText.toolbar.justify', defaultMessage: 'Justify' })}</option>
        </select>
        {markSelect(
          'color',
          intl.formatMessage({ id: 'richText.toolbar.textColour', defaultMessage: 'Text colour' }),
          <>
            <option value="">{intl.formatMessage({ id: 'richText.toolbar.defaultColour', defaultMessage: 'Default colour' })}</option>
            {palette}
          </>,
        )}
        {markSelect(
          'background',
          intl.formatMessage({ id: 'richText.toolbar.highlightColour', defaultMessage: 'Highlight colour' }),
          <>
            <option value="">{intl.formatMessage({ id: 'richText.toolbar.noHighlight', defaultMessage: 'No highlight' })}</option>
            {palette}
          </>,
        )}
        <ToolButton
          label={intl.formatMessage({ id: 'richText.toolbar.undo', defaultMessage: 'Undo' })}
          shortcut="Control+Z"
          disabled={editor.history.undos.length === 0}
          onPress={() => act(() => editor.undo())}
        >
          <span className="rte-mirrored">{glyphs.undo}</span>
        </ToolButton>
        <ToolButton
          label={intl.formatMessage({ id: 'richText.toolbar.redo', defaultMessage: 'Redo' })}
          shortcut="Control+Shift+Z"
          disabled={editor.history.redos.length === 0}
          onPress={() => act(() => editor.redo())}
        >
          <span className="rte-mirrored">{glyphs.redo}</span>
        </ToolButton>
      </div>
      {prompt === null ? null : (
        <div className="rte-prompt" role="group" aria-label={intl.formatMessage(promptLabels[prompt.kind])}>
          <input ref={promptInput} type="text" aria-label={intl.formatMessage(promptLabels[prompt.kind])} onKeyDown={onPromptKey} />
          <button type="button" className="rte-button" onClick={applyPrompt}>
            <FormattedMessage id="richText.toolbar.apply" defaultMessage="Apply" />
          </button>
          <button type="button" className="rte-button" onClick={cancelPrompt}>
            <FormattedMessage id="richText.toolbar.cancel" defaultMessage="Cancel" />
          </button>
        </div>
      )}
    </div>
  )
}
