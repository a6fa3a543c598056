// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { fetchDeployedBuild, isNewerBuild } from '../../../src/features/pwa/build-info'

describe('comparing builds', () => {
  const current = { id: 'aaa', time: 1_000 }

  it('finds a later build with another id newer', () => {
    expect(isNewerBuild(current, { id: 'bbb', time: 2_000 })).toBe(true)
  })

  it('does not take the same build, or an older one, for newer', () => {
    expect(isNewerBuild(current, { id: 'aaa', time: 1_000 })).toBe(false)
    expect(isNewerBuild(current, { id: 'zzz', time: 500 })).toBe(false)
    expect(isNewerBuild(current, { id: 'aaa', time: 9_000 })).toBe(false)
  })
})

describe('asking which build is deployed', () => {
  it('asks with a timestamp so no cache answers, and reads the build info', async () => {
    const asked: string[] = []
    const fetcher = (async (url: string) => {
      asked.push(url)
      return new Response(JSON.stringify({ id: 'bbb', time: 2_000 }))
    }) as typeof fetch
    expect(await fetchDeployedBuild(fetcher, 1234)).toEqual({ id: 'bbb', time: 2_000 })
    expect(asked).toEqual(['/build-info.json?t=1234'])
  })

  it('yields nothing when offline or when the answer is not build info', async () => {
    const offline = (async () => {
      throw new TypeError('Failed to fetch')
    }) as typeof fetch
    expect(await fetchDeployedBuild(offline)).toBeNull()
    const html = (async () => new Response('<!doctype html>')) as typeof fetch
    expect(await fetchDeployedBuild(html)).toBeNull()
    const missing = (async () => new Response('{}', { status: 404 })) as typeof fetch
    expect(await fetchDeployedBuild(missing)).toBeNull()
  })
})
