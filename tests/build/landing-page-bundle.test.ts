import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { appPackages, brotliBytes, dist, inPackage, precachedUrls, readBundleFacts, readManifest, staticClosure } from './bundle-manifest'

// The home page runs its own entry (landing.html → src/landing-page/main.ts), never the app.
/** Issue 14: the JavaScript a visitor's browser runs on "/". */
const budgetBytes = 20 * 1024

/** What the home page must never carry: the app's UI, state and schema libraries. */
const appOnly = inPackage(appPackages)

describe('the home page in the production build', () => {
  it('is its own entry whose code and static imports weigh at most 20 KiB in brotli, and links none of the app', () => {
    const manifest = readManifest(dist)
    const entry = manifest['landing.html']
    expect(entry?.isEntry).toBe(true)
    const closure = staticClosure(manifest, ['landing.html'])
    expect(closure).not.toContain('index.html')
    expect(brotliBytes(dist, manifest, closure)).toBeLessThanOrEqual(budgetBytes)
    const html = readFileSync(path.join(dist, 'landing.html'), 'utf8')
    expect(html).toContain(`src="/${entry!.file}"`)
    expect(html).not.toContain(manifest['index.html']!.file)
  })

  it('holds none of react-dom, React, Chakra, Emotion, zod, Redux or the router in the code it runs', () => {
    // What the build itself wrote of the home page's chunks, those it loads first and later (build/bundle-facts-plugin.ts).
    const { beforeRunning, later } = readBundleFacts(dist)['landing.html']!
    const modules = [...beforeRunning, ...later]
    expect(modules.some((id) => id.endsWith('src/landing-page/main.ts'))).toBe(true)
    expect(modules.filter((id) => appOnly.test(id))).toEqual([])
  })

  it('keeps landing.html out of what the service worker precaches: it is the server template', () => {
    const precached = precachedUrls(dist)
    expect(precached).toContain('index.html')
    expect(precached).not.toContain('landing.html')
  })
})
