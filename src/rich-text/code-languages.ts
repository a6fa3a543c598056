/** The languages code blocks are highlighted in; their grammars are loaded by highlight-code.ts. */
export const codeLanguages = ['bash', 'css', 'javascript', 'json', 'python', 'sql', 'typescript', 'xml'] as const
export type CodeLanguage = (typeof codeLanguages)[number]

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
