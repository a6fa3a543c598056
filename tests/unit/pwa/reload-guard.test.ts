// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createReloadGuard } from '../../../src/features/pwa/reload-guard'

function memoryStorage() {
  const values = new Map<string, string>()
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) }
}

describe('the reload guard', () => {
  it('blocks a second reload of the same path within 10 s', () => {
    let now = 1_000_000
    const guard = createReloadGuard(memoryStorage(), () => now)
    expect(guard.mayReload('/cards')).toBe(true)
    guard.recordReload('/cards')
    now += 9_999
    expect(guard.mayReload('/cards')).toBe(false)
  })

  it('allows another path at once, and the same path after 10 s', () => {
    let now = 5_000
    const guard = createReloadGuard(memoryStorage(), () => now)
    guard.recordReload('/cards')
    expect(guard.mayReload('/profile')).toBe(true)
    now += 10_000
    expect(guard.mayReload('/cards')).toBe(true)
  })

  it('remembers across page loads through the storage it is given', () => {
    const storage = memoryStorage()
    const now = () => 42_000
    createReloadGuard(storage, now).recordReload('/')
    expect(createReloadGuard(storage, now).mayReload('/')).toBe(false)
  })

  it('remembers each recently reloaded path, not only the last', () => {
    let now = 0
    const guard = createReloadGuard(memoryStorage(), () => now)
    guard.recordReload('/login')
    now += 2_000
    guard.recordReload('/contact')
    now += 2_000
    expect(guard.mayReload('/login')).toBe(false)
    expect(guard.mayReload('/contact')).toBe(false)
    now += 6_000
    expect(guard.mayReload('/login')).toBe(true)
    expect(guard.mayReload('/contact')).toBe(false)
  })

  it('treats an unreadable entry as no reload', () => {
    const storage = memoryStorage()
    storage.setItem('marque:recent-reloads', '{not json')
    expect(createReloadGuard(storage).mayReload('/')).toBe(true)
  })
})
