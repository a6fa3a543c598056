// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createPrefetchLimiter } from '../../../src/features/pwa/prefetch-limiter'

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the prefetch limiter', () => {
  it('never has more than 4 prefetches in flight, and runs every one in the end', async () => {
    const limiter = createPrefetchLimiter()
    let running = 0
    let most = 0
    const started: string[] = []
    const finishers: (() => void)[] = []
    for (let i = 0; i < 10; i++) {
      limiter.prefetch(`/page/${i}`, () => {
        started.push(`/page/${i}`)
        running++
        most = Math.max(most, running)
        return new Promise<void>((resolve) =>
          finishers.push(() => {
            running--
            resolve()
          }),
        )
      })
    }
    await tick()
    expect(running).toBe(4)
    expect(limiter.queued).toBe(6)
    while (finishers.length > 0) {
      finishers.shift()!()
      await tick()
    }
    await tick()
    expect(most).toBe(4)
    expect(started).toHaveLength(10)
    expect(started[0]).toBe('/page/0')
    expect(limiter.inFlight).toBe(0)
  })

  it('fetches a key once, and a failed prefetch frees its place', async () => {
    const limiter = createPrefetchLimiter(1)
    let calls = 0
    limiter.prefetch('/a', async () => {
      calls++
      throw new Error('offline')
    })
    limiter.prefetch('/a', async () => {
      calls++
    })
    let second = false
    limiter.prefetch('/b', async () => {
      second = true
    })
    await tick()
    await tick()
    expect(calls).toBe(1)
    expect(second).toBe(true)
  })
})
