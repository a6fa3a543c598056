import hljs from 'highlight.js/lib/core'
import bash from 'highlight.js/lib/languages/bash'
import css from 'highlight.js/lib/languages/css'
import javascript from 'highlight.js/lib/languages/javascript'
import json from 'highlight.js/lib/languages/json'
import python from 'highlight.js/lib/languages/python'
import sql from 'highlight.js/lib/languages/sql'
import typescript from 'highlight.js/lib/languages/typescript'
import xml from 'highlight.js/lib/languages/xml'

// Only the core and a handful of grammars: the full library would put ~1 MB into every page that
// shows rich text.
const highlighter = hljs.newInstance()
const grammars = { bash, css, javascript, json, python, sql, typescript, xml }
for (const [name, grammar] of Object.entries(grammars)) highlighter.registerLanguage(name, grammar)

export type CodeLanguage = keyof typeof grammars

const aliases: Record<string, CodeLanguage> = {
  bash: 'bash',
  sh: 'bash',
  shell: 'bash',
  css: 'css',
  javascript: 'javascript',
  js: 'javascript',
  json: 'json',
  python: 'python',
  py: 'python',
  sql: 'sql',
  typescript: 'typescript',
  ts: 'typescript',
  xml: 'xml',
  html: 'xml',
}

/** The language a code block names, from the renderer's fixed set, or null for plain text. */
export function codeLanguageOf(value: unknown): CodeLanguage | null {
  if (typeof value !== 'string') return null
  return Object.hasOwn(aliases, value.toLowerCase()) ? (aliases[value.toLowerCase()] ?? null) : null
}

/**
 * HTML for the code: highlight.js escapes the source itself and adds only its own `hljs-*` spans,
 * so its output is trusted markup over escaped text.
 */
export function highlightCode(code: string, language: CodeLanguage): string {
  return highlighter.highlight(code, { language, ignoreIllegals: true }).value
}
