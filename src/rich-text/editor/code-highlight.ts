import { useCallback, useEffect, useState } from 'react'
import { Element, Node, Text, type Descendant, type NodeEntry } from 'slate'
import { codeLanguageOf, type CodeLanguage } from '../code-languages'
import { loadRenderers } from '../load-renderers'
import type { BlockElement, CodeLineElement, HighlightRange } from './editor-types'

/** Code is highlighted once typing has paused this long, so highlighting never slows the typing itself. */
export const highlightDelayMs = 1000

interface Token {
  readonly start: number
  readonly end: number
  readonly className: string
}

type Highlight = (code: string, language: CodeLanguage) => string

/** Runs of consecutive code lines in one language, as the renderer groups them. */
function codeRuns(blocks: readonly BlockElement[]): { lines: CodeLineElement[]; language: CodeLanguage }[] {
  const runs: { lines: CodeLineElement[]; language: CodeLanguage }[] = []
  let current: { lines: CodeLineElement[]; language: CodeLanguage | null } | null = null
  for (const block of blocks) {
    if (block.type !== 'code-line') {
      current = null
      continue
    }
    const language = codeLanguageOf(block.language)
    if (current === null || current.language !== language) {
      current = { lines: [], language }
      if (language !== null) runs.push(current as { lines: CodeLineElement[]; language: CodeLanguage })
    }
    current.lines.push(block)
  }
  return runs
}

/** highlight.js's markup read back as class names over character ranges of the code. */
function tokensOf(html: string): Token[] {
  const body = new DOMParser().parseFromString(`<pre>${html}</pre>`, 'text/html').body
  const tokens: Token[] = []
  let offset = 0
  const walk = (node: globalThis.Node, className: string | null) => {
    if (node.nodeType === 3) {
      const length = node.textContent?.length ?? 0
      if (className !== null && length > 0) tokens.push({ start: offset, end: offset + length, className })
      offset += length
      return
    }
    const element = node as globalThis.Element
    const own = Array.from(element.classList ?? []).find((name) => name.startsWith('hljs-'))
    for (const child of element.childNodes) walk(child, own ?? className)
  }
  walk(body, null)
  return tokens
}

/** Tokens per code line, offsets within the line. */
function lineTokens(blocks: readonly BlockElement[], highlight: Highlight): WeakMap<CodeLineElement, Token[]> {
  const result = new WeakMap<CodeLineElement, Token[]>()
  for (const run of codeRuns(blocks)) {
    const texts = run.lines.map((line) => Node.string(line))
    const tokens = tokensOf(highlight(texts.join('\n'), run.language))
    let lineStart = 0
    run.lines.forEach((line, index) => {
      const lineEnd = lineStart + (texts[index]?.length ?? 0)
      result.set(
        line,
        tokens
          .filter((token) => token.end > lineStart && token.start < lineEnd)
          .map((token) => ({ start: Math.max(token.start, lineStart) - lineStart, end: Math.min(token.end, lineEnd) - lineStart, className: token.className })),
      )
      lineStart = lineEnd + 1
    })
  }
  return result
}

/**
 * Highlighting for the code lines of the editor, worked out again 1000 ms after the last change
 * (highlight.js is loaded the first time a document has code). Lines changed since then show plain
 * until the next pass. Answers the decorate function for Editable.
 */
export function useCodeHighlight(value: readonly Descendant[]): (entry: NodeEntry) => HighlightRange[] {
  const [tokens, setTokens] = useState<WeakMap<CodeLineElement, Token[]>>(() => new WeakMap())
  const blocks = value as readonly BlockElement[]
  const hasCode = blocks.some((block) => block.type === 'code-line' && codeLanguageOf(block.language) !== null)

  useEffect(() => {
    if (!hasCode) return
    let current = true
    const timer = setTimeout(() => {
      loadRenderers({ formula: false, code: true }).then(
        (renderers) => {
          if (current && renderers.highlight) setTokens(lineTokens(blocks, renderers.highlight))
        },
        // Without highlight.js the code stays plain, which is still correct.
        () => {},
      )
    }, highlightDelayMs)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [blocks, hasCode])

  return useCallback(
    ([node, path]: NodeEntry): HighlightRange[] => {
      if (!Element.isElement(node) || node.type !== 'code-line') return []
      const line = tokens.get(node)
      if (line === undefined || line.length === 0) return []
      const ranges: HighlightRange[] = []
      let textStart = 0
      node.children.forEach((child, index) => {
        if (!Text.isText(child)) return
        const textEnd = textStart + child.text.length
        for (const token of line) {
          const start = Math.max(token.start, textStart)
          const end = Math.min(token.end, textEnd)
          if (start < end) {
            const textPath = [...path, index]
            ranges.push({ anchor: { path: textPath, offset: start - textStart }, focus: { path: textPath, offset: end - textStart }, highlight: token.className })
          }
        }
        textStart = textEnd
      })
      return ranges
    },
    [tokens],
  )
}
