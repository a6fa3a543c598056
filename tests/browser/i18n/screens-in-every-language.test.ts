import { mkdir, readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousAccessibilityProblems } from '../../helpers/axe'
import { demoHosts } from '../../helpers/demo-brands'
import { expectNoSidewaysScroll } from '../../helpers/layout'
import { useRunningSite } from '../../helpers/running-site'
import { demoAdminSessions, signedInPage } from '../../helpers/sign-in'

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const
const readers = [
  { locale: 'de', browser: 'de-DE', dir: 'ltr' },
  { locale: 'ar', browser: 'ar', dir: 'rtl' },
] as const

const catalogs = path.resolve(__dirname, '../../../src/i18n/catalogs')
const screenshots = path.resolve(__dirname, '../../../.tmp/screenshots/languages')

async function catalog(locale: string): Promise<Record<string, string>> {
  const folder = path.join(catalogs, locale)
  const files = (await readdir(folder)).filter((name) => name.endsWith('.json'))
  return Object.assign({}, ...(await Promise.all(files.map(async (name) => JSON.parse(await readFile(path.join(folder, name), 'utf8')) as Record<string, string>))))
}

/** The runs of a message's own words, between its placeholders, inside its plurals and selects too. */
function literalRuns(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.literal) return [element.value.trim()]
    if (element.type === TYPE.select || element.type === TYPE.plural) return Object.values(element.options).flatMap((option) => literalRuns(option.value))
    if (element.type === TYPE.tag) return literalRuns(element.children)
    return []
  })
}

/**
 * The product's English a reader of `locale` must never see: every run of two words or more of a
 * message (between its placeholders) that its translation does not have, less what the brand
 * happens to write itself (its own content is its own, in whatever language it chose).
 */
async function englishOfTheProduct(locale: string, brandContent: string): Promise<string[]> {
  const [english, translated] = await Promise.all([catalog('en'), catalog(locale)])
  const runs = Object.entries(english).flatMap(([id, text]) =>
    literalRuns(parse(text)).filter((run) => /\p{L}{2,}\s+\p{L}{2,}/u.test(run) && !(translated[id] ?? '').includes(run) && !brandContent.includes(run)),
  )
  return [...new Set(runs)]
}

/** What the page shows, once its words are in: it is in the reader's language and nothing is still loading. */
async function settled(page: Page, locale: string) {
  await page.waitForFunction((lang) => document.documentElement.lang === lang, locale, { timeout: 20_000 })
  await page.waitForLoadState('networkidle')
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]') && !/Loading|Wird geladen|جارٍ التحميل/.test(document.querySelector('[role=status]')?.textContent ?? ''))
}

/** Text cut by its box (not an ellipsis chosen for it): a word too long for where it was put. */
async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((element) => {
        if (!element.textContent?.trim() || element.children.length > 0) return false
        const style = getComputedStyle(element)
        if (style.overflowX === 'visible' || style.textOverflow === 'ellipsis' || style.display === 'none') return false
        return element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0
      })
      .map((element) => `<${element.tagName.toLowerCase()}> ${element.textContent!.trim().slice(0, 40)}`),
  )
}

/**
 * Which side the page starts on: where its header's first link (the brand's home) is drawn. A page
 * without a header says nothing of it.
 */
async function startSide(page: Page): Promise<'left' | 'right' | null> {
  return page.evaluate(() => {
    const first = [...document.querySelectorAll<HTMLElement>('header a')].find((link) => link.getBoundingClientRect().width > 0)
    if (!first) return null
    const box = first.getBoundingClientRect()
    return box.left + box.width / 2 < window.innerWidth / 2 ? 'left' : 'right'
  })
}

describe.each(demoHosts)('the screens of %s in German and in Arabic', (host) => {
  const site = useRunningSite({ mail: true })
  const adminSession = demoAdminSessions(site)

  it.each(readers)('show no English word of the product, nothing cut off, every word readable, and in Arabic right to left ($locale)', async ({ locale, browser, dir }) => {
    const origin = site.origin(host)
    const admin = await adminSession(host)
    const hours = [{ start: '09:00', end: '17:00' }]
    const weekly = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, hours]))
    const made = await fetch(`${origin}/api/brands/${admin.brandId}/appointment-types`, {
      method: 'POST',
      headers: admin.headers,
      body: JSON.stringify({ title: 'Beratung', duration_minutes: 30, location: { kind: 'phone', phone: '+49 30 1234567' }, time_zone: 'Europe/Berlin', weekly, min_notice_minutes: 0, published: true }),
    })
    expect(made.status).toBe(201)
    const type = (await made.json()) as { id: string }
    const cards = (await (await fetch(`${origin}/api/brands/${admin.brandId}/vcards`, { headers: admin.headers })).json()) as { cards: { id: string; key: string }[] }
    const demoCard = cards.cards.find((card) => card.key === 'demo')!
    const brandContent = JSON.stringify([await (await fetch(`${origin}/api/sites/${host}`)).json(), await (await fetch(`${origin}/api/vcards/demo`)).json()])
    const forbidden = await englishOfTheProduct(locale, brandContent)
    expect(forbidden.length).toBeGreaterThan(100)

    const screens = [
      { name: 'card-page', path: '/vcard/demo', signedIn: false },
      { name: 'landing', path: '/', signedIn: false },
      { name: 'booking', path: `/appointments/${type.id}`, signedIn: false },
      { name: 'sign-in', path: '/login', signedIn: false },
      { name: 'dashboard', path: '/profile', signedIn: true },
      { name: 'card-editor', path: `/brands/${admin.brandId}/vcards/${demoCard.id}`, signedIn: true },
    ]
    await mkdir(screenshots, { recursive: true })
    for (const viewport of viewports) {
      for (const screen of screens) {
        const options = { viewport: { width: viewport.width, height: viewport.height }, locale: browser, timezoneId: 'Europe/Berlin' }
        const { context, page } = screen.signedIn ? await signedInPage(site.browser, origin, admin.token, options) : await (async () => {
          const context = await site.browser.newContext(options)
          return { context, page: await context.newPage() }
        })()
        const where = `${screen.name} of ${host} in ${locale} at ${viewport.width}px`
        await page.goto(`${origin}${screen.path}`)
        await settled(page, locale)
        await page.screenshot({ path: path.join(screenshots, `${screen.name}-${host}-${locale}-${viewport.name}.png`), fullPage: true })

        expect(await page.evaluate(() => document.documentElement.dir), where).toBe(dir)
        expect(await page.evaluate(() => getComputedStyle(document.body).direction), where).toBe(dir)
        // Mirrored: the brand's home link starts the header on the right in Arabic.
        const side = await startSide(page)
        if (side !== null) expect(side, where).toBe(dir === 'rtl' ? 'right' : 'left')
        const text = await page.evaluate(() => document.body.innerText)
        expect(forbidden.filter((english) => text.includes(english)), where).toEqual([])
        expect(await clippedText(page), where).toEqual([])
        await expectNoSidewaysScroll(page)
        expect(await seriousAccessibilityProblems(page), where).toEqual([])
        await context.close()
      }
    }
  })
})
