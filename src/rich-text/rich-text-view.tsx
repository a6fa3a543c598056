import { useMemo } from 'react'
import type { DeltaDocument } from '../domain/delta'
import { renderDelta } from './render-delta'
import './rich-text.css'

interface RichTextViewProps {
  readonly document: DeltaDocument
  readonly className?: string
}

/**
 * The one place the app puts rich text into the page: the markup comes from renderDelta only, which
 * is why inserting it as HTML is safe here and nowhere else.
 */
export function RichTextView({ document, className }: RichTextViewProps) {
  const html = useMemo(() => renderDelta(document), [document])
  return <div className={className === undefined ? 'rich-text' : `rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />
}
