import type { CSSProperties } from 'react'
import { useIntl } from 'react-intl'
import { Editor, type Path } from 'slate'
import { ReactEditor, useReadOnly, useSlateStatic, type RenderElementProps, type RenderLeafProps } from 'slate-react'
import { safeCssColour } from '../css-colour'
import { safeImageSrc } from '../safe-url'
import { toVideoEmbedUrl } from '../video-embed'
import type { BlockElement, ListItemElement, TextLineElement } from './editor-types'
import { toggleChecked } from './formatting'

/** The renderer's own classes for a line, so the editor looks like the page it edits. */
function lineClasses(element: TextLineElement, extra: string[] = []): string | undefined {
  const classes = [...extra]
  if (element.align !== undefined) classes.push(`ql-align-${element.align}`)
  if (element.direction === 'rtl') classes.push('ql-direction-rtl')
  if (element.indent !== undefined && element.type !== 'list-item') classes.push(`ql-indent-${element.indent}`)
  return classes.length > 0 ? classes.join(' ') : undefined
}

/** The marks before a list item, as the page draws them: a bullet, or the full stop after its number. */
const bullet = '•'
const numberEnd = '.'

/** The editor's top level holds only lines and videos. */
const blockAt = (editor: Editor, index: number) => editor.children[index] as BlockElement | undefined

/** The number an ordered item shows: one more than the ordered items just before it at its level. */
function orderedNumber(editor: Editor, path: Path, element: ListItemElement): number {
  let number = 1
  const level = element.indent ?? 0
  for (let index = (path[0] ?? 0) - 1; index >= 0; index -= 1) {
    const previous = blockAt(editor, index)
    if (previous?.type !== 'list-item' || (previous.indent ?? 0) < level) break
    if ((previous.indent ?? 0) === level) {
      if (previous.list !== 'ordered') break
      number += 1
    }
  }
  return number
}

function ListItem({ attributes, children, element }: RenderElementProps & { element: ListItemElement }) {
  const editor = useSlateStatic()
  const readOnly = useReadOnly()
  const intl = useIntl()
  const path = ReactEditor.findPath(editor, element)
  const style: CSSProperties = { marginInlineStart: `${1.5 * (element.indent ?? 0) + 1.5}em` }
  const isChecklist = element.list === 'checked' || element.list === 'unchecked'
  let marker
  if (isChecklist) {
    marker = (
      <span contentEditable={false} className="rte-marker">
        <input
          type="checkbox"
          aria-label={
            element.list === 'checked'
              ? intl.formatMessage({ id: 'richText.editor.checkedItem', defaultMessage: 'Done; press to mark not done' })
              : intl.formatMessage({ id: 'richText.editor.uncheckedItem', defaultMessage: 'Not done; press to mark done' })
          }
          checked={element.list === 'checked'}
          disabled={readOnly}
          onChange={() => toggleChecked(editor, ReactEditor.findPath(editor, element))}
        />
      </span>
    )
  } else {
    marker = (
      <span contentEditable={false} className="rte-marker" aria-hidden="true">
        {element.list === 'ordered' ? orderedNumber(editor, path, element) : bullet}
        {element.list === 'ordered' ? numberEnd : null}
      </span>
    )
  }
  return (
    <div {...attributes} role="listitem" className={lineClasses(element, ['rte-list-item', element.list === 'checked' ? 'ql-checked' : ''].filter(Boolean))} style={style}>
      {marker}
      {children}
    </div>
  )
}

export function EditorElement(props: RenderElementProps) {
  const { attributes, children, element } = props
  const editor = useSlateStatic()
  const intl = useIntl()
  switch (element.type) {
    case 'heading':
    case 'blockquote':
    case 'paragraph': {
      // A line of text: a heading of its level, a quote or a paragraph.
      const Line = element.type === 'heading' ? (`h${element.level}` as const) : element.type === 'blockquote' ? 'blockquote' : 'p'
      return (
        <Line {...attributes} className={lineClasses(element)}>
          {children}
        </Line>
      )
    }
    case 'list-item':
      return <ListItem {...props} element={element} />
    case 'code-line':
      return (
        <div {...attributes} className={lineClasses(element, ['rte-code-line'])} spellCheck={false}>
          {children}
        </div>
      )
    case 'table-cell': {
      const index = ReactEditor.findPath(editor, element)[0] ?? 0
      const previous = blockAt(editor, index - 1)
      const startsRow = previous?.type !== 'table-cell' || previous.row !== element.row
      return (
        <div {...attributes} className={lineClasses(element, ['rte-table-cell', startsRow ? 'rte-row-start' : ''].filter(Boolean))}>
          {children}
        </div>
      )
    }
    case 'video': {
      const src = toVideoEmbedUrl(element.url)
      return (
        <div {...attributes} className="rte-video">
          <div contentEditable={false}>
            {src === null ? null : <iframe className="ql-video" src={src} title={intl.formatMessage({ id: 'richText.editor.video', defaultMessage: 'Video' })} sandbox="allow-scripts allow-same-origin allow-presentation" />}
          </div>
          {children}
        </div>
      )
    }
    case 'image':
      return (
        <span {...attributes} className="rte-image">
          <span contentEditable={false}>
            <img src={safeImageSrc(element.src)} alt={element.alt ?? ''} width={element.width} height={element.height} />
          </span>
          {children}
        </span>
      )
    case 'formula':
      return (
        <span {...attributes} className="rte-formula" title={intl.formatMessage({ id: 'richText.toolbar.promptFormula', defaultMessage: 'Formula (TeX)' })}>
          <span contentEditable={false}>{element.tex}</span>
          {children}
        </span>
      )
  }
}

export function EditorLeaf({ attributes, children, leaf }: RenderLeafProps) {
  let content = children
  if (leaf.code) content = <code>{content}</code>
  if (leaf.script === 'sub') content = <sub>{content}</sub>
  if (leaf.script === 'super') content = <sup>{content}</sup>
  if (leaf.strike) content = <s>{content}</s>
  if (leaf.underline) content = <u>{content}</u>
  if (leaf.italic) content = <em>{content}</em>
  if (leaf.bold) content = <strong>{content}</strong>
  const classes: string[] = []
  if (leaf.font) classes.push(`ql-font-${leaf.font}`)
  if (leaf.size) classes.push(`ql-size-${leaf.size}`)
  if (leaf.link) classes.push('rte-link')
  if (leaf.highlight) classes.push(leaf.highlight)
  const color = safeCssColour(leaf.color)
  const background = safeCssColour(leaf.background)
  const style: CSSProperties = {}
  if (color !== null) style.color = color
  if (background !== null) style.backgroundColor = background
  return (
    <span {...attributes} className={classes.length > 0 ? classes.join(' ') : undefined} style={style} title={leaf.link}>
      {content}
    </span>
  )
}
