import { readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { chunkKeyOf, chunkText, readManifest, staticClosure } from '../../build/bundle-manifest'
import { useRunningSite } from '../../helpers/running-site'
import { sessionTokenOf, signIn } from '../../helpers/sign-in'

const distDir = path.resolve(import.meta.dirname, '..', '..', '..', 'dist')
// Strings only slate and slate-react carry; the home page must not download them.
const slateMarkers = ['Unable to find the path for Slate node', 'data-slate-editor', 'Cannot find a descendant at path']
const katexMarker = 'katex-mathml'

describe('in-place editing of the landing by a site admin', () => {
  const site = useRunningSite({ mail: true })

  async function signInAs(page: Page, origin: string, email: string) {
    await signIn(page, site.smtp, origin, email)
    await page.waitForURL(`${origin}/profile`)
  }

  it('lets the admin edit content_1 with several formats and an uploaded image; a visitor on the same host sees it', async () => {
    const localhost = site.origin('localhost')
    const adminContext = await site.browser.newContext()
    const admin = await adminContext.newPage()
    const editorRequests: string[] = []
    admin.on('request', (request) => {
      if (/landing-block-editor/.test(request.url())) editorRequests.push(request.url())
    })
    await signInAs(admin, localhost, 'admin@example.com')
    await admin.goto(`${localhost}/`)
    const edit = admin.getByRole('button', { name: 'Edit first content block' })
    await edit.waitFor()
    // The editor's code is not loaded until Edit is pressed.
    expect(editorRequests).toEqual([])
    await edit.click()

    const text = admin.getByRole('textbox', { name: 'first content block text' })
    await text.waitFor()
    expect(editorRequests.length).toBeGreaterThan(0)
    await text.click()
    await admin.keyboard.press('Control+A')
    await admin.keyboard.press('Backspace')
    await admin.keyboard.type('Spring offer')
    await admin.getByLabel('Paragraph style').selectOption('heading-2')
    await admin.keyboard.press('End')
    await admin.keyboard.press('Enter')
    await admin.getByLabel('Paragraph style').selectOption('paragraph')

    const bold = admin.getByRole('button', { name: 'Bold' })
    expect(await bold.getAttribute('aria-pressed')).toBe('false')
    await bold.click()
    expect(await bold.getAttribute('aria-pressed')).toBe('true')
    await admin.keyboard.type('Half price')
    await bold.click()
    await admin.keyboard.type(' for new members.')
    await admin.keyboard.press('Enter')
    await admin.getByRole('button', { name: 'Bulleted list' }).click()
    await admin.keyboard.type('Free delivery')
    await admin.keyboard.press('Enter')
    await admin.keyboard.type('Gift wrapping')
    await admin.keyboard.press('Enter')
    await admin.getByRole('button', { name: 'Bulleted list' }).click()

    const imageInput = admin.getByLabel('Insert image (PNG or JPEG)')
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00ff00' } }).gif().toBuffer()
    await imageInput.setInputFiles({ name: 'spinner.gif', mimeType: 'image/gif', buffer: gif })
    await admin.getByRole('alert').filter({ hasText: '"spinner.gif" is not a PNG or JPEG image' }).waitFor()

    const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#cc3366' } }).png().toBuffer()
    await imageInput.setInputFiles({ name: 'shop front.png', mimeType: 'image/png', buffer: png })
    await text.getByRole('img', { name: 'shop front' }).waitFor()

    await admin.getByRole('button', { name: 'Save' }).click()
    await text.waitFor({ state: 'detached' })
    const section = admin.getByRole('button', { name: 'Edit first content block' }).locator('xpath=..')
    await section.getByRole('heading', { level: 2, name: 'Spring offer' }).waitFor()
    await adminContext.close()

    const saved = (await (await fetch(`${localhost}/api/sites/localhost`)).json()).site.meta.landing.content_1
    expect(saved.ops).toEqual([
      { insert: 'Spring offer' },
      { insert: '\n', attributes: { header: 2 } },
      { insert: 'Half price', attributes: { bold: true } },
      { insert: ' for new members.\nFree delivery' },
      { insert: '\n', attributes: { list: 'bullet' } },
      { insert: 'Gift wrapping' },
      { insert: '\n', attributes: { list: 'bullet' } },
      { insert: { image: expect.stringMatching(/^\/uploads\//) }, attributes: { alt: 'shop front' } },
      { insert: '\n' },
    ])

    const visitorContext = await site.browser.newContext()
    const visitor = await visitorContext.newPage()
    const visitorScripts: string[] = []
    visitor.on('request', (request) => {
      if (request.resourceType() === 'script') visitorScripts.push(request.url())
    })
    await visitor.goto(`${localhost}/`)
    await visitor.getByRole('heading', { level: 2, name: 'Spring offer' }).waitFor()
    expect(await visitor.locator('section strong').first().textContent()).toBe('Half price')
    expect(await visitor.getByRole('listitem').allTextContents()).toEqual(expect.arrayContaining(['Free delivery', 'Gift wrapping']))
    const image = visitor.getByRole('img', { name: 'shop front' })
    expect(await image.getAttribute('src')).toMatch(/^\/uploads\/[0-9a-f-]{36}$/)
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(120)
    expect(await visitor.getByRole('button', { name: /^Edit/ }).count()).toBe(0)
    expect(visitorScripts.some((url) => /landing-block-editor/.test(url))).toBe(false)
    await visitorContext.close()
  })

  it('refuses the other demo site’s admin token and site id on localhost’s content', async () => {
    const localhost = site.origin('localhost')
    const loopback = site.origin('127.0.0.1')
    const context = await site.browser.newContext()
    const page = await context.newPage()
    await signInAs(page, loopback, 'admin@example.com')
    const loopbackToken = await sessionTokenOf(page.context(), loopback)
    expect(loopbackToken).not.toBe('')
    const localhostSite = await (await fetch(`${localhost}/api/sites/localhost`)).json()

    // From the 127.0.0.1 page: its own token, naming localhost's site.
    const namingOtherSite = await page.evaluate(
      async ({ token, siteId }) => {
        const response = await fetch('/api/sites/current/landing/content_1', {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-site-id': siteId },
          body: JSON.stringify({ ops: [{ insert: 'Taken over\n' }] }),
        })
        return response.status
      },
      { token: loopbackToken, siteId: localhostSite.site.id as string },
    )
    expect(namingOtherSite).toBe(403)

    // From a localhost page: the token the admin got on 127.0.0.1.
    const visitor = await context.newPage()
    await visitor.goto(`${localhost}/`)
    const withForeignToken = await visitor.evaluate(async (token) => {
      const response = await fetch('/api/sites/current/landing/content_1', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ ops: [{ insert: 'Taken over\n' }] }),
      })
      return response.status
    }, loopbackToken)
    expect(withForeignToken).toBe(401)

    const after = await (await fetch(`${localhost}/api/sites/localhost`)).json()
    expect(after.site.meta.landing.content_1).toEqual(localhostSite.site.meta.landing.content_1)
    expect(JSON.stringify(after.site.meta.landing)).not.toContain('Taken over')
    await context.close()
  })
})

describe('the home page bundle', () => {
  const manifest = readManifest(distDir)
  // The app's entry: the home page a visitor gets has its own (tests/build/landing-page-bundle.test.ts).
  const entry = 'index.html'
  const home = chunkKeyOf(manifest, 'src/routes/_default/index.tsx')
  const editor = chunkKeyOf(manifest, 'src/features/landing-editor/components/landing-block-editor.tsx')
  const formula = chunkKeyOf(manifest, 'src/rich-text/browser-formula.ts')
  const initial = staticClosure(manifest, [entry, home])

  it('loads no slate and no KaTeX on the home route', () => {
    expect(initial).toContain(home)
    for (const key of initial) {
      const code = chunkText(distDir, manifest, key)
      for (const marker of [...slateMarkers, katexMarker]) expect(code.includes(marker), `${marker} in ${key}`).toBe(false)
    }
  })

  it('keeps slate in the editor chunk and KaTeX in the formula chunk, both loaded on demand from the home route', () => {
    expect(initial).not.toContain(editor)
    expect(initial).not.toContain(formula)
    // Slate sits in the editor's own chunks (shared with the page builder), none of them loaded at first.
    const editorCode = staticClosure(manifest, [editor])
      .filter((key) => !initial.includes(key))
      .map((key) => chunkText(distDir, manifest, key))
      .join('\n')
    expect(slateMarkers.every((marker) => editorCode.includes(marker))).toBe(true)
    expect(chunkText(distDir, manifest, formula)).toContain(katexMarker)
    // Asked for by the home route or by what it loads first, when they are needed.
    expect(initial.flatMap((key) => manifest[key]?.dynamicImports ?? [])).toEqual(expect.arrayContaining([editor, formula]))
  })

  it('leaves slate out of what the service worker precaches for every visitor', () => {
    const worker = readFileSync(path.join(distDir, 'sw.js'), 'utf8')
    const precached = [...worker.matchAll(/"url":"([^"]+\.js)"/g)].map((match) => match[1]!)
    expect(precached).toContain(manifest[home]!.file)
    expect(precached).not.toContain(manifest[editor]!.file)
    for (const file of precached) {
      const code = readFileSync(path.join(distDir, file), 'utf8')
      for (const marker of slateMarkers) expect(code.includes(marker), `${marker} in precached ${file}`).toBe(false)
    }
    expect(worker).not.toMatch(/KaTeX_[A-Za-z0-9_-]+\.woff2/)
  })
})
