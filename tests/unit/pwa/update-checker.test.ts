// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createReloadGuard } from '../../../src/features/pwa/reload-guard'
import { createUpdateChecker } from '../../../src/features/pwa/update-checker'

function setup(deployed: { id: string; time: number } | null, worker: 'waiting' | 'installing' | 'none' = 'none') {
  const values = new Map<string, string>()
  const storage = { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) }
  let now = 100_000
  const loads: string[] = []
  const activations: string[] = []
  let takeOvers = 0
  let updates = 0
  const checker = createUpdateChecker({
    guard: createReloadGuard(storage, () => now),
    updateWorker: async () => {
      updates++
    },
    workerState: () => worker,
    activateWorker: () => takeOvers++,
    activateWorkerAndGo: (href) => activations.push(href),
    go: (href) => loads.push(href),
    fetchBuild: async () => deployed,
    current: { id: 'old', time: 1 },
  })
  const setWorker = (state: typeof worker) => (worker = state)
  return { checker, loads, activations, setWorker, advance: (ms: number) => (now += ms), updates: () => updates, takeOvers: () => takeOvers }
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

  it('has a worker that is already waiting take over as soon as the newer build is known', async () => {
    const { checker, takeOvers } = setup({ id: 'new', time: 2 }, 'waiting')
    checker.workerReady()
    expect(takeOvers()).toBe(0)
    await checker.check()
    expect(takeOvers()).toBe(1)
  })

  it('has a worker that finishes installing after the check take over then, and only for a newer build', async () => {
    const newer = setup({ id: 'new', time: 2 }, 'installing')
    await newer.checker.check()
    expect(newer.takeOvers()).toBe(0)
    newer.setWorker('waiting')
    newer.checker.workerReady()
    expect(newer.takeOvers()).toBe(1)

    const same = setup({ id: 'old', time: 1 }, 'installing')
    await same.checker.check()
    same.setWorker('waiting')
    same.checker.workerReady()
    expect(same.takeOvers()).toBe(0)
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
