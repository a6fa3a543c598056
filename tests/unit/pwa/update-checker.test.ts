import { describe, expect, it } from 'vitest'
import { createReloadGuard } from '../../../src/features/pwa/reload-guard'
import { createUpdateChecker } from '../../../src/features/pwa/update-checker'

function setup(deployed: { id: string; time: number } | null, worker: 'waiting' | 'installing' | 'none' = 'none') {
  const values = new Map<string, string>()
  const storage = { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) }
  let now = 100_000
  const loads: string[] = []
  const activations: string[] = []
  let updates = 0
  const checker = createUpdateChecker({
    guard: createReloadGuard(storage, () => now),
    updateWorker: async () => {
      updates++
    },
    workerState: () => worker,
    activateWorkerAndGo: (href) => activations.push(href),
    go: (href) => loads.push(href),
    fetchBuild: async () => deployed,
    current: { id: 'old', time: 1 },
  })
  return { checker, loads, activations, advance: (ms: number) => (now += ms), updates: () => updates }
}

describe('the newer-build check', () => {
  it('does nothing on navigation while no newer build is known', async () => {
    const { checker, loads } = setup({ id: 'old', time: 1 })
    await checker.check()
    expect(checker.beforeNavigate({ pathname: '/a', href: '/a' })).toBe(false)
    expect(loads).toEqual([])
  })

  it('asks for the new worker, then activates it and loads the next address from it', async () => {
    const { checker, activations, updates } = setup({ id: 'new', time: 2 }, 'waiting')
    await checker.check()
    expect(updates()).toBe(1)
    expect(checker.beforeNavigate({ pathname: '/profile', href: '/profile?tab=1' })).toBe(true)
    expect(activations).toEqual(['/profile?tab=1'])
  })

  it('falls back to a plain full load when no worker is waiting', async () => {
    const { checker, loads } = setup({ id: 'new', time: 2 }, 'none')
    await checker.check()
    checker.beforeNavigate({ pathname: '/x', href: '/x' })
    expect(loads).toEqual(['/x'])
  })

  it('waits for a worker that is still installing instead of reloading into the old build', async () => {
    const { checker, loads, activations } = setup({ id: 'new', time: 2 }, 'installing')
    await checker.check()
    expect(checker.beforeNavigate({ pathname: '/x', href: '/x' })).toBe(false)
    expect(loads).toEqual([])
    expect(activations).toEqual([])
  })

  it('lets the guard stop a second reload of the same path within 10 s', async () => {
    const { checker, loads, advance } = setup({ id: 'new', time: 2 })
    await checker.check()
    expect(checker.beforeNavigate({ pathname: '/x', href: '/x' })).toBe(true)
    advance(3_000)
    expect(checker.beforeNavigate({ pathname: '/x', href: '/x' })).toBe(false)
    advance(10_000)
    expect(checker.beforeNavigate({ pathname: '/x', href: '/x' })).toBe(true)
    expect(loads).toEqual(['/x', '/x'])
  })
})
