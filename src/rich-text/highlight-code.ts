import hljs from 'highlight.js/lib/core'
import bash from 'highlight.js/lib/languages/bash'
import css from 'highlight.js/lib/languages/css'
import javascript from 'highlight.js/lib/languages/javascript'
import json from 'highlight.js/lib/languages/json'
import python from 'highlight.js/lib/languages/python'
import sql from 'highlight.js/lib/languages/sql'
import typescript from 'highlight.js/lib/languages/typescript'
import xml from 'highlight.js/lib/languages/xml'
import type { CodeLanguage } from './code-languages'

// Only the core and a handful of grammars: the full library would be ~1 MB.
const highlighter = hljs.newInstance()
const grammars: Record<CodeLanguage, typeof bash> = { bash, css, javascript, json, python, sql, typescript, xml }
for (const [name, grammar] of Object.entries(grammars)) highlighter.registerLanguage(name, grammar)

/**
 * HTML for the code: highlight.js escapes the source itself and adds only its own `hljs-*` spans,
 * so its output is trusted markup over escaped text.
 */
export function highlightCode(code: string, language: CodeLanguage): string {
  return highlighter.highlight(code, { language, ignoreIllegals: true }).value
}
