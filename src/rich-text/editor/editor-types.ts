import type { BaseEditor, BaseRange } from 'slate'
import type { ReactEditor } from 'slate-react'
import type { TimedHistoryEditor } from './with-timed-history'

/** Inline formats as the Delta names them; they sit on text leaves and on inline embeds alike. */
export interface InlineMarks {
  bold?: true
  italic?: true
  underline?: true
  strike?: true
  code?: true
  link?: string
  font?: string
  size?: string
  color?: string
  background?: string
  script?: 'sub' | 'super'
}
export type BooleanMark = 'bold' | 'italic' | 'underline' | 'strike' | 'code'
export type ValueMark = 'link' | 'font' | 'size' | 'color' | 'background' | 'script'

export type FormattedText = { text: string } & InlineMarks

export type Alignment = 'left' | 'center' | 'right' | 'justify'
export type ListType = 'ordered' | 'bullet' | 'checked' | 'unchecked'

/** Formats every text line may carry, whatever kind of line it is. */
export interface LineFormats {
  align?: Alignment
  direction?: 'rtl'
  indent?: number
}

/** An embed (image, formula, video) is a void: Slate gives it one empty text. */
interface VoidElement {
  /** An inline embed's formats (a link, bold…) sit on that text, as Slate marks voids. */
  children: [FormattedText]
}

export interface ImageElement extends VoidElement {
  type: 'image'
  src: string
  alt?: string
  width?: string | number
  height?: string | number
}

export interface FormulaElement extends VoidElement {
  type: 'formula'
  tex: string
}

export type InlineElement = ImageElement | FormulaElement
export type InlineNode = FormattedText | InlineElement

export type ParagraphElement = LineFormats & { type: 'paragraph'; children: InlineNode[] }
export type HeadingElement = LineFormats & { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: InlineNode[] }
export type BlockquoteElement = LineFormats & { type: 'blockquote'; children: InlineNode[] }
export type ListItemElement = LineFormats & { type: 'list-item'; list: ListType; children: InlineNode[] }
/** `language` is the Delta's value: `true` for plain code, or a language name. */
export type CodeLineElement = LineFormats & { type: 'code-line'; language: true | string; children: InlineNode[] }
/** Consecutive cells with one row id form a table row, as in Quill's table format. */
export type TableCellElement = LineFormats & { type: 'table-cell'; row: string; children: InlineNode[] }

export type TextLineElement =
  | ParagraphElement
  | HeadingElement
  | BlockquoteElement
  | ListItemElement
  | CodeLineElement
  | TableCellElement

export interface VideoElement extends VoidElement {
  type: 'video'
  /** A YouTube or Vimeo link as stored; shown through toVideoEmbedUrl. */
  url: string
}

export type BlockElement = TextLineElement | VideoElement
export type RichTextElement = BlockElement | InlineElement

/** Ranges the code highlighter adds while rendering; never stored. */
export type HighlightRange = BaseRange & { highlight?: string }

export type RichTextEditor = BaseEditor & ReactEditor & TimedHistoryEditor

declare module 'slate' {
  interface CustomTypes {
    Editor: RichTextEditor
    Element: RichTextElement
    Text: FormattedText & { highlight?: string }
    Range: HighlightRange
  }
}
