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
    const { status, lines } = checkFixture('cycles', ['src/domain/card.ts', 'src/domain/brand.ts', 'src/lib/locale.ts'])
    expect(lines).toContain('Import graph: 1 finding (1 × a cycle among files).')
    expect(status).toBe(1)
  })

  it('fails on modules that depend on each other, through their public files and a file of no module', () => {
    const { status, lines } = checkFixture('module-cycle')
    expect(lines).toContain('modules brands → cards → brands:')
    expect(lines).toContain('server/modules/brands/brand-cards.ts → server/card-lookup.ts → server/modules/cards/public.ts')
    expect(lines).toContain('server/modules/cards/card-owner.ts → server/modules/brands/public.ts')
    expect(lines).toContain('Import graph: 1 finding (1 × a cycle among modules).')
    expect(status).toBe(1)
  })

  it("fails on a module importing another module's internals, type imports included, and allows its public.ts", () => {
    const { status, lines } = checkFixture('internals')
    expect(lines).toContain('server/modules/cards/card-site.ts imports server/modules/sites/site-repository.ts (of another module, import only server/modules/sites/public.ts)')
    expect(lines).toContain('server/modules/cards/card-host.ts imports server/modules/sites/module.ts (of another module, import only server/modules/sites/public.ts)')
    expect(lines).toContain("Import graph: 2 findings (2 × a module's internals imported).")
    expect(status).toBe(1)
  })

  it('fails on infrastructure importing a module, even its public.ts or the module list', () => {
    const { status, lines } = checkFixture('infrastructure')
    const rule = '(infrastructure imports no module: the module registers itself with it instead)'
    expect(lines).toContain(`server/db/client.ts imports server/modules/cards/public.ts ${rule}`)
    expect(lines).toContain(`server/jobs/job-queue.ts imports server/modules/index.ts ${rule}`)
    expect(lines).toContain(`server/app-context.ts imports server/modules/cards/public.ts ${rule}`)
    expect(lines).toContain('Import graph: 3 findings (3 × infrastructure importing a module).')
    expect(status).toBe(1)
  })

  it('fails on a module folder the module list does not import', () => {
    const { status, lines } = checkFixture('unlisted')
    expect(lines).toContain('server/modules/videos (not in the module list: server/modules/index.ts must import server/modules/videos/module.ts)')
    expect(lines).toContain('Import graph: 1 finding (1 × a module not in the module list).')
    expect(status).toBe(1)
  })
})
