// `npm run screenshots`: pictures of the main screens of both demo brands, on a phone and on a
// desktop, for a person to look at (a review, the README). Not a test: `npm test` checks what
// these pictures would show (layout, readable text, the brand) in tests/browser/.
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { launchChromium } from '../tests/helpers/chromium'
import { startServer } from '../tests/helpers/server'
import { sessionTokenOf, signIn } from '../tests/helpers/sign-in'
import { makeClip, uploadVideo } from '../tests/support/video-fixtures'
import { startSmtp } from '../tests/helpers/smtp'

const folder = path.resolve('test-results/screenshots')
const hosts = ['localhost', '127.0.0.1'] as const
const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const

const screens: { name: string; pathname: string; ready: (page: Page) => Promise<void> }[] = [
  { name: 'home', pathname: '/', ready: (page) => page.locator('main h1').first().waitFor() },
  { name: 'login', pathname: '/login', ready: (page) => page.getByRole('heading', { name: 'Sign in' }).waitFor() },
  { name: 'contact', pathname: '/contact', ready: (page) => page.getByRole('button', { name: 'Send message' }).waitFor() },
  { name: 'error', pathname: '/no/such/page', ready: (page) => page.getByRole('heading', { name: 'Page Not Found' }).waitFor() },
  {
    name: 'card',
    pathname: '/vcard/demo',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Share' }).waitFor()
      await page.getByRole('img', { name: /^Photo of / }).evaluate((image: HTMLImageElement) => image.decode())
    },
  },
]

async function save(page: Page, file: string) {
  await page.screenshot({ path: path.join(folder, file), fullPage: true })
  console.log(`test-results/screenshots/${file}`)
}

async function cardEditor(browser: Browser, origin: string, smtp: Awaited<ReturnType<typeof startSmtp>>) {
  const context = await browser.newContext({ viewport: viewports.desktop })
  const page = await context.newPage()
  await signIn(page, smtp, origin, 'admin@example.com')
  const { site } = (await (await fetch(`${origin}/api/sites/127.0.0.1`)).json()) as { site: { brand_id: string } }
  await page.goto(`${origin}/brands/${site.brand_id}/vcards`)
  await page.getByRole('list', { name: 'Cards' }).getByRole('link').first().click()
  await page.getByRole('complementary', { name: 'Preview' }).waitFor()
  await page.getByRole('region', { name: 'Figures' }).getByRole('term').filter({ hasText: 'Views' }).waitFor()
  await save(page, '127.0.0.1-card-editor-1440x900.png')
  await context.close()
}

/** The workspace, signed in as the demo admin: the dashboard with its menu open, and the brand's screens. */
async function workspace(browser: Browser, host: string, origin: string, smtp: Awaited<ReturnType<typeof startSmtp>>) {
  const { site } = (await (await fetch(`${origin}/api/sites/${host}`)).json()) as { site: { brand_id: string } }
  for (const [size, viewport] of Object.entries(viewports)) {
    const context = await browser.newContext({ viewport })
    const page = await context.newPage()
    await signIn(page, smtp, origin, 'admin@example.com')
    const suffix = `${viewport.width}x${viewport.height}`
    await page.goto(`${origin}/profile`)
    await page.getByRole('region', { name: 'Needs your attention' }).waitFor()
    await save(page, `${host}-dashboard-${suffix}.png`)
    await page.getByRole('button', { name: size === 'phone' ? 'Open menu' : /^Workspace/ }).click()
    await page.waitForTimeout(400)
    await page.screenshot({ path: path.join(folder, `${host}-workspace-menu-${suffix}.png`) })
    await page.keyboard.press('Escape')
    const screens = ['', '/edit', '/admins', '/sites', '/vcards', '/leads', '/pages', '/appointments']
    for (const screen of screens) {
      await page.goto(`${origin}/brands/${site.brand_id}${screen}`)
      await page.locator('main h1').first().waitFor()
      await page.waitForLoadState('networkidle')
      await save(page, `${host}-brand${screen.replace('/', '-') || '-overview'}-${suffix}.png`)
    }
    for (const screen of ['/users']) {
      await page.goto(`${origin}${screen}`)
      await page.waitForLoadState('networkidle')
      await save(page, `${host}${screen.replace('/', '-')}-${suffix}.png`)
    }
    const video = await videoShown(origin, site.brand_id, await sessionTokenOf(context, origin))
    await page.goto(`${origin}/brands/${site.brand_id}/videos`)
    await page.getByText('Ready', { exact: true }).first().waitFor()
    await save(page, `${host}-brand-videos-${suffix}.png`)
    for (const [name, pathname] of [['video', `/video/${video.id}`], ['films', `/${video.page}`]]) {
      await page.goto(`${origin}${pathname}`)
      await page.locator('[data-video-player][data-player]').first().waitFor()
      await page.waitForTimeout(500)
      await save(page, `${host}-${name}-${suffix}.png`)
    }
    await context.close()
  }
}

const shownVideos = new Map<string, Promise<{ id: string; page: string }>>()
/** A clip uploaded once per site, ready, and shown on a page of its own with both video blocks. */
function videoShown(origin: string, brandId: string, token: string) {
  if (!shownVideos.has(origin)) shownVideos.set(origin, uploadOnce(origin, brandId, token))
  return shownVideos.get(origin)!
}

async function uploadOnce(origin: string, brandId: string, token: string) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  const { site } = (await (await fetch(`${origin}/api/sites/${new URL(origin).hostname}`)).json()) as { site: { id: string } }
  const uploaded = await uploadVideo({ origin, brandId, siteId: site.id, token }, await makeClip({ seconds: 8, width: 1920, height: 1080 }), { title: 'A day in the studio' })
  const id = uploaded.videoId!
  for (let status = ''; status !== 'ready'; await new Promise((resolve) => setTimeout(resolve, 500))) {
    status = ((await (await fetch(`${origin}/api/brands/${brandId}/videos/${id}`, { headers })).json()) as { status: string }).status
  }
  await fetch(`${origin}/api/brands/${brandId}/videos/${id}`, { method: 'PATCH', headers, body: JSON.stringify({ visibility: 'public', description: 'Eight seconds of how we work, from the first sketch to the finished piece.' }) })
  const pages = `${origin}/api/brands/${brandId}/sites/${site.id}/pages`
  const blocks = [
    { type: 'videofull', id: 'hero', video_id: id, heading: 'Made by hand', text: 'Every piece, start to finish, in our own studio.', link: '/contact', link_label: 'Visit us' },
    { type: 'video', id: 'film', video_id: id, caption: 'A day in the studio' },
  ]
  const created = (await (await fetch(pages, { method: 'POST', headers, body: JSON.stringify({ url: 'films', title: 'Films', blocks }) })).json()) as { id: string }
  await fetch(`${pages}/${created.id}/publish`, { method: 'POST', headers: { authorization: headers.authorization } })
  return { id, page: 'films' }
}

await mkdir(folder, { recursive: true })
const smtp = await startSmtp()
const server = await startServer({ env: { SMTP_URL: smtp.url } })
const browser = await launchChromium()
try {
  for (const host of hosts) {
    const origin = `http://${host}:${server.port}`
    for (const viewport of Object.values(viewports)) {
      for (const screen of screens) {
        const context = await browser.newContext({ viewport })
        const page = await context.newPage()
        await page.goto(`${origin}${screen.pathname}`)
        await screen.ready(page)
        await save(page, `${host}-${screen.name}-${viewport.width}x${viewport.height}.png`)
        await context.close()
      }
    }
  }
  await cardEditor(browser, `http://127.0.0.1:${server.port}`, smtp)
  for (const host of hosts) await workspace(browser, host, `http://${host}:${server.port}`, smtp)
} finally {
  await browser.close()
  await server.stop()
  await smtp.stop()
}
