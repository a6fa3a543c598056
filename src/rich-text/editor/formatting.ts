import { Editor, Element, Node, Range, Text, Transforms, type Path } from 'slate'
import { defineMessages } from 'react-intl'
import { sayInEnglish, type Say } from '../../i18n/say'
import { linkFor, videoFromLink, type RuleResult } from './editor-rules'
import type {
  Alignment,
  BooleanMark,
  ImageElement,
  InlineMarks,
  ListType,
  TextLineElement,
  ValueMark,
} from './editor-types'

export type LineKind =
  | { type: 'paragraph' }
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6 }
  | { type: 'blockquote' }
  | { type: 'code-line'; language: true | string }

const lineOnlyProps = ['level', 'list', 'language', 'row'] as const

function isTextLine(node: Node): node is TextLineElement {
  return Element.isElement(node) && node.type !== 'video' && node.type !== 'image' && node.type !== 'formula'
}

export function isMarkActive(editor: Editor, mark: BooleanMark): boolean {
  return Editor.marks(editor)?.[mark] === true
}

export function markValue(editor: Editor, mark: ValueMark): string | undefined {
  const value = Editor.marks(editor)?.[mark]
  return typeof value === 'string' ? value : undefined
}

export function toggleMark(editor: Editor, mark: BooleanMark) {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark)
  else Editor.addMark(editor, mark, true)
}

/** Sets a valued format (font, size, colour…) on the selection, or removes it for undefined. */
export function setMarkValue<M extends ValueMark>(editor: Editor, mark: M, value: InlineMarks[M] | undefined) {
  if (value === undefined) Editor.removeMark(editor, mark)
  else Editor.addMark(editor, mark, value)
}

/** The text lines the selection touches, top-most first. */
export function selectedLines(editor: Editor): [TextLineElement, Path][] {
  if (!editor.selection) return []
  return Array.from(Editor.nodes(editor, { at: editor.selection, match: (node, path) => path.length === 1 && isTextLine(node) })) as [
    TextLineElement,
    Path,
  ][]
}

export function currentLine(editor: Editor): TextLineElement | null {
  return selectedLines(editor)[0]?.[0] ?? null
}

/** Makes every selected line a paragraph, heading, blockquote or code line, keeping align, direction and indent. */
export function setLineKind(editor: Editor, kind: LineKind) {
  Editor.withoutNormalizing(editor, () => {
    for (const [, path] of selectedLines(editor)) {
      Transforms.unsetNodes(editor, [...lineOnlyProps], { at: path })
      Transforms.setNodes(editor, kind, { at: path })
    }
  })
}

/** A list button: turns the lines into that kind of list, or back into paragraphs when they already are. */
export function toggleList(editor: Editor, list: ListType) {
  const lines = selectedLines(editor)
  const isChecklist = (type: ListType) => type === 'checked' || type === 'unchecked'
  const already = lines.length > 0 && lines.every(([line]) => line.type === 'list-item' && (line.list === list || (isChecklist(list) && isChecklist(line.list))))
  Editor.withoutNormalizing(editor, () => {
    for (const [, path] of lines) {
      Transforms.unsetNodes(editor, [...lineOnlyProps], { at: path })
      Transforms.setNodes(editor, already ? { type: 'paragraph' } : { type: 'list-item', list }, { at: path })
    }
  })
}

/** Checklist items switch between checked and unchecked; a checklist item is never a plain bullet. */
export function toggleChecked(editor: Editor, path: Path) {
  const node = Node.get(editor, path)
  if (!Element.isElement(node) || node.type !== 'list-item') return
  if (node.list !== 'checked' && node.list !== 'unchecked') return
  Transforms.setNodes(editor, { list: node.list === 'checked' ? 'unchecked' : 'checked' }, { at: path })
}

export function setAlignment(editor: Editor, align: Alignment | undefined) {
  for (const [, path] of selectedLines(editor)) {
    if (align === undefined || align === 'left') Transforms.unsetNodes(editor, 'align', { at: path })
    else Transforms.setNodes(editor, { align }, { at: path })
  }
}

export function toggleRightToLeft(editor: Editor) {
  const rtl = currentLine(editor)?.direction === 'rtl'
  for (const [, path] of selectedLines(editor)) {
    if (rtl) Transforms.unsetNodes(editor, 'direction', { at: path })
    else Transforms.setNodes(editor, { direction: 'rtl' }, { at: path })
  }
}

/** Indent levels run 1 to 8, the levels the renderer's styles draw; 0 means none. */
export function changeIndent(editor: Editor, by: 1 | -1) {
  for (const [line, path] of selectedLines(editor)) {
    const indent = Math.min(8, Math.max(0, (line.indent ?? 0) + by))
    if (indent === 0) Transforms.unsetNodes(editor, 'indent', { at: path })
    else Transforms.setNodes(editor, { indent }, { at: path })
  }
}

/**
 * In a code block, Tab inserts two spaces instead of leaving the editor, as in a code editor.
 * Answers whether it handled the key.
 */
export function insertCodeTab(editor: Editor): boolean {
  const lines = selectedLines(editor)
  if (lines.length === 0 || !lines.every(([line]) => line.type === 'code-line')) return false
  Transforms.insertText(editor, '  ')
  return true
}

const words = defineMessages({
  selectText: { id: 'richText.formatting.selectText', defaultMessage: 'Select the text to link first.' },
  selectImage: { id: 'richText.formatting.selectImage', defaultMessage: 'Select an image first: click it, or move to it with the arrow keys.' },
  typeFormula: { id: 'richText.formatting.typeFormula', defaultMessage: 'Type the formula in TeX, for example E = mc^2.' },
})

/** Links the selected text; see linkFor for the e-mail rule. */
export function linkSelection(editor: Editor, typed: string, say: Say = sayInEnglish): RuleResult<string> {
  const { selection } = editor
  if (!selection || Range.isCollapsed(selection)) return { ok: false, message: say(words.selectText) }
  const result = linkFor(Editor.string(editor, selection), typed, say)
  if (result.ok) Editor.addMark(editor, 'link', result.value)
  return result
}

export function removeLink(editor: Editor) {
  Editor.removeMark(editor, 'link')
}

export function insertImage(editor: Editor, src: string, alt = '') {
  const image: ImageElement = { type: 'image', src, children: [{ text: '' }] }
  if (alt !== '') image.alt = alt
  Transforms.insertNodes(editor, image)
  Transforms.move(editor)
}

/** Sets the description (alt text) of the selected images; screen readers read it in their place. */
export function describeImage(editor: Editor, description: string, say: Say = sayInEnglish): RuleResult<string> {
  const images = editor.selection
    ? Array.from(Editor.nodes(editor, { at: editor.selection, match: (node) => Element.isElement(node) && node.type === 'image' }))
    : []
  if (images.length === 0) return { ok: false, message: say(words.selectImage) }
  for (const [, path] of images) Transforms.setNodes(editor, { alt: description.trim() }, { at: path })
  return { ok: true, value: description.trim() }
}

export function insertVideo(editor: Editor, link: string, say: Say = sayInEnglish): RuleResult<string> {
  const result = videoFromLink(link, say)
  if (!result.ok) return result
  const at = editor.selection ? [Range.start(editor.selection).path[0]! + 1] : [editor.children.length]
  Transforms.insertNodes(editor, { type: 'video', url: result.value, children: [{ text: '' }] }, { at, select: false })
  return result
}

export function insertFormula(editor: Editor, tex: string, say: Say = sayInEnglish): RuleResult<string> {
  const source = tex.trim()
  if (source === '') return { ok: false, message: say(words.typeFormula) }
  Transforms.insertNodes(editor, { type: 'formula', tex: source, children: [{ text: '' }] })
  Transforms.move(editor)
  return { ok: true, value: source }
}

let tableRows = 0
/** A row id unique within the page, so a new table never joins a neighbouring one. */
function newRowId(): string {
  tableRows += 1
  return `row-${Date.now().toString(36)}-${tableRows}`
}

/** Inserts an empty table of the given size after the current line. */
export function insertTable(editor: Editor, rows: number, columns: number) {
  const at = editor.selection ? Range.end(editor.selection).path[0]! + 1 : editor.children.length
  const cells: TextLineElement[] = []
  for (let row = 0; row < rows; row += 1) {
    const id = newRowId()
    for (let column = 0; column < columns; column += 1) cells.push({ type: 'table-cell', row: id, children: [{ text: '' }] })
  }
  Transforms.insertNodes(editor, cells, { at: [at] })
  Transforms.select(editor, Editor.start(editor, [at]))
}

/** Removes every inline format from the selection. */
export function clearFormats(editor: Editor) {
  const marks: (keyof InlineMarks)[] = ['bold', 'italic', 'underline', 'strike', 'code', 'link', 'font', 'size', 'color', 'background', 'script']
  Transforms.unsetNodes(editor, marks, { match: Text.isText, split: true })
}
