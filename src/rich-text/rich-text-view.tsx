import { useEffect, useMemo, useState } from 'react'
import type { DeltaDocument } from '../domain/delta'
import { loadedRenderers, loadRenderers } from './load-renderers'
import { documentNeeds, renderDocument } from './render-document'
import './rich-text.css'

interface RichTextViewProps {
  readonly document: DeltaDocument
  readonly className?: string
}

/**
 * The one place the app puts rich text into the page: the markup comes from the renderer only,
 * which is why inserting it as HTML is safe here and nowhere else. A document with formulas or
 * code first shows them as plain text, then again rendered once KaTeX or highlight.js has loaded.
 */
export function RichTextView({ document, className }: RichTextViewProps) {
  const [renderers, setRenderers] = useState(loadedRenderers)
  const needs = useMemo(() => documentNeeds(document), [document])
  const missing = (needs.formula && !renderers.formula) || (needs.code && !renderers.highlight)

  useEffect(() => {
    if (!missing) return
    let current = true
    loadRenderers(needs).then(
      (loaded) => {
        if (current) setRenderers(loaded)
      },
      // Offline or a build that moved on: the plain text already shown is the best there is.
      () => {},
    )
    return () => {
      current = false
    }
  }, [missing, needs])

  const html = useMemo(() => renderDocument(document, renderers), [document, renderers])
  return <div className={className === undefined ? 'rich-text' : `rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />
}
