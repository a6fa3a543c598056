import { existsSync, readFileSync } from 'node:fs'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

const root = new URL('../../', import.meta.url)
const readJson = (file: string) => JSON.parse(readFileSync(new URL(file, root), 'utf8')) as Record<string, unknown>

type LockedPackage = { version?: string; engines?: { node?: string } | string[] }

describe('the Node versions Marque promises', () => {
  const promised = (readJson('package.json').engines as { node: string }).node

  it('are Node 20.19 and newer, as the README says', () => {
    expect(semver.satisfies('20.19.0', promised)).toBe(true)
    expect(semver.satisfies('20.18.0', promised)).toBe(false)
    expect(semver.satisfies('22.12.0', promised)).toBe(true)
    expect(readFileSync(new URL('README.md', root), 'utf8')).toContain('Node.js 20.19 or newer')
  })

  it('are accepted by every package that is installed, so npm install gives no engine warning', () => {
    const lock = readJson('package-lock.json') as { packages: Record<string, LockedPackage> }
    const oldest = semver.minVersion(promised)!.version
    const refusing = Object.entries(lock.packages)
      // npm leaves out, without a warning, an optional package whose engines do not fit.
      .filter(([where]) => existsSync(new URL(where, root)))
      .filter(([, locked]) => {
        const node = Array.isArray(locked.engines) ? undefined : locked.engines?.node
        return node !== undefined && !semver.satisfies(oldest, node, { includePrerelease: true })
      })
      .map(([where, locked]) => `${where.replace(/^.*node_modules\//, '')}@${locked.version} needs Node ${(locked.engines as { node: string }).node}`)
    expect(refusing).toEqual([])
  })
})
