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

describe('the boundaries between parts of the code base', () => {
  const feature = 'src/features/cards/boundary-check.ts'
  it.each([
    ['refuses', 'a feature importing another feature', feature, 'src/features/messages'],
    ['refuses', 'a feature importing the app shell', feature, 'src/app'],
    ['refuses', 'a feature importing a route', feature, 'src/routes'],
    ['refuses', 'a route importing the app shell', 'src/routes/boundary-check.ts', 'src/app'],
    ['refuses', 'shared code importing a feature', 'src/lib/boundary-check.ts', 'src/features/cards'],
    ['refuses', 'the server importing a feature', 'server/boundary-check.ts', 'src/features/cards'],
    ['refuses', 'the server importing the app shell', 'server/boundary-check.ts', 'src/app'],
    ['refuses', 'the service worker importing a feature', 'sw/boundary-check.ts', 'src/features/cards'],
    ['refuses', 'the app importing the server', 'src/lib/boundary-check.ts', 'server'],
    ['allows', 'a feature importing shared code', feature, 'src/lib'],
    ['allows', 'a feature importing its own files', feature, 'src/features/cards'],
    ['allows', 'a route importing a feature', 'src/routes/boundary-check.ts', 'src/features/cards'],
    ['allows', 'the app shell importing a route', 'src/app/boundary-check.ts', 'src/routes'],
    ['allows', 'the server importing the contracts', 'server/boundary-check.ts', 'src/domain'],
    ['allows', 'the service worker importing shared code', 'sw/boundary-check.ts', 'src/lib'],
  ])('%s %s', async (outcome, _case, file, folder) => {
    const messages = await lintImport(file, folder)
    expect(messages.map((message) => message.ruleId)).toEqual(outcome === 'refuses' ? [boundaryRule] : [])
  })

  it('names the way out in its message', async () => {
    const [message] = await lintImport(feature, 'src/features/messages')
    expect(message?.message).toContain('A feature stands alone')
  })
})
