import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'

// The import-graph check of `npm run lint`, run as lint runs it, on small trees shaped like the
// repository (tests/lint/fixtures/import-graph/), each breaking one rule.
const root = fileURLToPath(new URL('../..', import.meta.url))
const fixtures = path.join(root, 'tests/lint/fixtures/import-graph')

/** What the check says about a fixture tree (or only `files` of it): its exit code and the lines it printed. */
function checkFixture(name: string, files: string[] = []) {
  const run = spawnSync(process.execPath, ['tests/lint/import-graph.mjs', path.join(fixtures, name), ...files], { cwd: root, encoding: 'utf8' })
  if (run.error) throw run.error
  return { status: run.status, lines: `${run.stdout}\n${run.stderr}`.split('\n').map((line) => line.trim()) }
}

/** Runs the check on a fixture tree (or only `files` of it) and expects it to fail, printing each of `expected` as a line. */
function expectFailure(name: string, expected: string[], files: string[] = []) {
  const { status, lines } = checkFixture(name, files)
  for (const line of expected) expect(lines).toContain(line)
  expect(status).toBe(1)
}

describe('the import-graph check', () => {
  it('passes a tree that keeps every rule, with every kind of import in it', () => {
    const { status, lines } = checkFixture('clean')
    expect(lines).toContain('Import graph: no cycle, every module imports others through their public.ts, infrastructure imports no module, every module is listed.')
    expect(status).toBe(0)
  })

  describe('fails on a cycle among files, naming each', () => {
    let report: ReturnType<typeof checkFixture>
    beforeAll(() => {
      report = checkFixture('cycles')
    })

    it('made of type-only imports', () => {
      expect(report.lines).toContain('src/domain/brand.ts → src/domain/card.ts → src/domain/brand.ts')
      expect(report.status).toBe(1)
    })

    it('made of `export … from`', () => {
      expect(report.lines).toContain('src/lib/format-date.ts → src/lib/locale.ts → src/lib/format-date.ts')
    })

    it('made of dynamic imports', () => {
      expect(report.lines).toContain('server/job-handlers.ts → server/worker.ts → server/job-handlers.ts')
    })

    it("made of `import('…')` types", () => {
      expect(report.lines).toContain('server/config.ts → server/logger.ts → server/config.ts')
      expect(report.lines).toContain('Import graph: 4 findings (4 × a cycle among files).')
    })
  })

  it('checks only the files it is given', () => {
    expectFailure('cycles', ['Import graph: 1 finding (1 × a cycle among files).'], ['src/domain/card.ts', 'src/domain/brand.ts', 'src/lib/locale.ts'])
  })

  it('fails on modules that depend on each other, through their public files and a file of no module', () => {
    expectFailure('module-cycle', [
      'modules brands → cards → brands:',
      'server/modules/brands/brand-cards.ts → server/card-lookup.ts → server/modules/cards/public.ts',
      'server/modules/cards/card-owner.ts → server/modules/brands/public.ts',
      'Import graph: 1 finding (1 × a cycle among modules).',
    ])
  })

  it("fails on a module importing another module's internals, type imports included, and allows its public.ts", () => {
    expectFailure('internals', [
      'server/modules/cards/card-site.ts imports server/modules/sites/site-repository.ts (of another module, import only server/modules/sites/public.ts)',
      'server/modules/cards/card-host.ts imports server/modules/sites/module.ts (of another module, import only server/modules/sites/public.ts)',
      "Import graph: 2 findings (2 × a module's internals imported).",
    ])
  })

  it('fails on infrastructure importing a module, even its public.ts or the module list', () => {
    const rule = '(infrastructure imports no module: the module registers itself with it instead)'
    expectFailure('infrastructure', [
      `server/db/client.ts imports server/modules/cards/public.ts ${rule}`,
      `server/jobs/job-queue.ts imports server/modules/index.ts ${rule}`,
      `server/app-context.ts imports server/modules/cards/public.ts ${rule}`,
      'Import graph: 3 findings (3 × infrastructure importing a module).',
    ])
  })

  it('fails on a module folder the module list does not import', () => {
    expectFailure('unlisted', [
      'server/modules/videos (not in the module list: server/modules/index.ts must import server/modules/videos/module.ts)',
      'Import graph: 1 finding (1 × a module not in the module list).',
    ])
  })
})
