import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// `npm test` builds the app before the tests run; this checks what the build gives the browser.
const dist = path.resolve('dist')

async function precacheEntries(): Promise<string[]> {
  const worker = await readFile(path.join(dist, 'sw.js'), 'utf8')
  return [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!)
}

describe('the production build', () => {
  it('emits the service worker and the build info, and no web manifest of its own', async () => {
    expect((await stat(path.join(dist, 'sw.js'))).size).toBeGreaterThan(0)
    const info = JSON.parse(await readFile(path.join(dist, 'build-info.json'), 'utf8'))
    expect(info).toEqual({ id: expect.stringMatching(/^[0-9a-f]{16}$/), time: expect.any(Number) })
    // The manifest is the server's, per host; the build only links to it.
    const html = await readFile(path.join(dist, 'index.html'), 'utf8')
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"')
    expect(await readdir(dist)).not.toContain('manifest.webmanifest')
  })

  it('precaches index.html and the build info, and every entry exists', async () => {
    const entries = await precacheEntries()
    expect(entries).toContain('index.html')
    expect(entries).toContain('build-info.json')
    for (const entry of entries) expect((await stat(path.join(dist, entry))).isFile()).toBe(true)
  })

  it('precaches nothing over 2 MiB', async () => {
    for (const entry of await precacheEntries()) {
      expect((await stat(path.join(dist, entry))).size, entry).toBeLessThanOrEqual(2 * 1024 * 1024)
    }
  })

  it('gives the app the same build id as build-info.json', async () => {
    const info = JSON.parse(await readFile(path.join(dist, 'build-info.json'), 'utf8'))
    const assets = await readdir(path.join(dist, 'assets'))
    const scripts = await Promise.all(assets.filter((f) => f.endsWith('.js')).map((f) => readFile(path.join(dist, 'assets', f), 'utf8')))
    expect(scripts.some((code) => code.includes(info.id))).toBe(true)
  })
})
