import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

// The project's own eslint.config.js lints one-line files that exist only in memory, placed where a
// real file of that part of the code base would be: nothing here is a file to lint, check or ship.
const root = fileURLToPath(new URL('../..', import.meta.url))
const boundaryRule = 'import-x/no-restricted-paths'

let eslint: ESLint
beforeAll(() => {
  eslint = new ESLint({ cwd: root })
})

/** A real module inside `folder`, so the import resolves as it would in the code base. */
function moduleIn(folder: string): string {
  const walk = (dir: string): string | undefined => {
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))
    for (const entry of entries) {
      const full = path.join(dir, entry.name)
      if (entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) return full
    }
    for (const entry of entries) {
      if (entry.isDirectory()) {
        const found = walk(path.join(dir, entry.name))
        if (found !== undefined) return found
      }
    }
    return undefined
  }
  const found = walk(path.join(root, folder))
  if (found === undefined) throw new Error(`No TypeScript module in ${folder}`)
  return found
}

/** What ESLint says about a file at `file` (relative to the root) that imports a module of `folder`. */
async function lintImport(file: string, folder: string) {
  const filePath = path.join(root, file)
  const target = moduleIn(folder)
  let specifier = path.relative(path.dirname(filePath), target).replace(/\.tsx?$/, '')
  if (!specifier.startsWith('.')) specifier = `./${specifier}`
  const [result] = await eslint.lintText(`import '${specifier}'\n`, { filePath })
  return result?.messages ?? []
}

// For a file in each part of the code base: the folders it may not import from, and some it may.
const boundaries = [
  { part: 'a feature', file: 'src/features/cards/boundary-check.ts', refused: ['src/features/messages', 'src/app', 'src/routes'], allowed: ['src/lib', 'src/features/cards'] },
  { part: 'a route', file: 'src/routes/boundary-check.ts', refused: ['src/app'], allowed: ['src/features/cards'] },
  { part: 'the app shell', file: 'src/app/boundary-check.ts', refused: ['server'], allowed: ['src/routes', 'src/features/cards'] },
  { part: 'shared code', file: 'src/lib/boundary-check.ts', refused: ['src/features/cards', 'src/routes', 'src/app', 'server'], allowed: ['src/domain'] },
  { part: 'the server', file: 'server/boundary-check.ts', refused: ['src/features/cards', 'src/app', 'src/lib'], allowed: ['src/domain'] },
  { part: 'the service worker', file: 'sw/boundary-check.ts', refused: ['src/features/cards', 'src/app'], allowed: ['src/lib', 'src/domain'] },
]

describe('the boundaries between parts of the code base', () => {
  const cases = boundaries.flatMap(({ part, file, refused, allowed }) => [
    ...refused.map((folder) => ({ name: `${part} may not import ${folder}`, file, folder, expected: [boundaryRule] })),
    ...allowed.map((folder) => ({ name: `${part} may import ${folder}`, file, folder, expected: [] })),
  ])

  it.each(cases.map(({ name, file, folder, expected }) => [name, file, folder, expected] as const))('%s', async (_name, file, folder, expected) => {
    const messages = await lintImport(file, folder)
    expect(messages.map((message) => message.ruleId)).toEqual(expected)
  })

  it('names the way out in its message', async () => {
    const [message] = await lintImport('src/features/cards/boundary-check.ts', 'src/features/messages')
    expect(message?.message).toContain('A feature stands alone')
  })
})
