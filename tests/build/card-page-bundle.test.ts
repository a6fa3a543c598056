import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { appPackages, brotliBytes, dist, inPackage, precachedUrls, readBundleFacts, readManifest, staticClosure } from './bundle-manifest'

// The public card page runs its own entry (card.html → src/card-page/main.ts, with the code that
// makes the card's parts work, take-over.ts), never the app; the server's page fetches it once the
// card has been painted (server/modules/pages/card-start.ts).
/** Issue 14: the card page's JavaScript before the visitor interacts. */
const budgetBytes = 60 * 1024

/** What the card page must never carry: the app's UI, state, schema and editor libraries. */
const appOnly = inPackage(`${appPackages}|slate|slate-react`)

describe('the card page in the production build', () => {
  it('is its own entry whose code, with what it fetches before any tap, weighs at most 60 KiB in brotli, and does not fetch the app', () => {
    const manifest = readManifest(dist)
    const entry = manifest['card.html']
    expect(entry?.isEntry).toBe(true)
    // The QR code's drawing is the one part fetched later, when the visitor opens it.
    expect(entry!.dynamicImports).toEqual(['src/card-page/qr-code.ts'])
    const closure = staticClosure(manifest, ['card.html'])
    expect(brotliBytes(dist, manifest, closure)).toBeLessThanOrEqual(budgetBytes)
    // The app's entry is no static import of the card page, and the page links no stylesheet.
    expect(closure).not.toContain('index.html')
    expect(closure.flatMap((key) => manifest[key]?.css ?? [])).toEqual([])
    const html = readFileSync(path.join(dist, 'card.html'), 'utf8')
    expect(html).toContain(`src="/${entry!.file}"`)
    expect(html).not.toContain(manifest['index.html']!.file)
  })

  it("is precached for offline use, script and QR code alike, but not card.html, which is the server's template", async () => {
    const precached = precachedUrls(dist)
    const manifest = readManifest(dist)
    for (const key of staticClosure(manifest, ['card.html', 'src/card-page/qr-code.ts'])) {
      expect(precached).toContain(manifest[key]!.file)
    }
    expect(precached).not.toContain('card.html')
  })

  it('holds none of React, Chakra, Emotion, zod, Redux, the router or slate in the code it runs before any tap', () => {
    // What the build itself wrote of the card page's chunks (build/bundle-facts-plugin.ts).
    const { beforeRunning, later } = readBundleFacts(dist)['card.html']!
    expect(beforeRunning.some((id) => id.endsWith('src/card-page/take-over.ts'))).toBe(true)
    expect(beforeRunning.filter((id) => appOnly.test(id))).toEqual([])
    // The QR code's drawing (qrcode-generator) comes only when the visitor opens it.
    expect(beforeRunning.filter((id) => inPackage('qrcode-generator').test(id))).toEqual([])
    expect(later.some((id) => inPackage('qrcode-generator').test(id))).toBe(true)
  })
})
