import { afterEach, describe, expect, it, vi } from 'vitest'
import { queueEveryHour } from '../../../server/jobs/every-hour'

describe('a sweep queued every hour', () => {
  afterEach(() => vi.useRealTimers())

  it('is queued a minute after the start and every hour after, until stopped; a queue that refuses is tried at the next hour', async () => {
    vi.useFakeTimers()
    let sent = 0
    const stop = queueEveryHour(async () => {
      sent += 1
      if (sent === 2) throw new Error('the database is away')
    })
    await vi.advanceTimersByTimeAsync(59_000)
    expect(sent).toBe(0)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(sent).toBe(1)
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000)
    expect(sent).toBe(2)
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000)
    expect(sent).toBe(3)
    stop()
    await vi.advanceTimersByTimeAsync(3 * 60 * 60 * 1000)
    expect(sent).toBe(3)
  })
})
