import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useRunningSite } from '../../helpers/running-site'
import { signIn } from '../../helpers/sign-in'

const catalogs = path.resolve(__dirname, '../../../src/i18n/catalogs')

/** A message of a locale's catalog, as the screens say it. */
async function said(locale: string, id: string): Promise<string> {
  const folder = path.join(catalogs, locale)
  for (const name of await readdir(folder)) {
    const catalog = JSON.parse(await readFile(path.join(folder, name), 'utf8')) as Record<string, string>
    if (id in catalog) return catalog[id]!
  }
  throw new Error(`${id} is in no file of the ${locale} catalog`)
}

const drawnIn = (page: Page, locale: string) => page.waitForFunction((lang) => document.documentElement.lang === lang, locale, { timeout: 20_000 })
const directionOf = (page: Page) => page.evaluate(() => document.documentElement.dir)

describe('the language a visitor, a member and an admin choose', () => {
  const site = useRunningSite({ mail: true })

  it("keeps a visitor's choice from the header's switcher on the device, for the app and for the pages the server draws", async () => {
    const { context, page, origin } = await site.newPage('localhost', { locale: 'en-GB', viewport: { width: 390, height: 844 }, path: '/login' })
    await drawnIn(page, 'en')
    const switcher = page.getByRole('combobox', { name: 'Language' })
    await switcher.waitFor()
    expect(await switcher.locator('option').allTextContents()).toEqual(['English', 'Deutsch', 'العربية'])

    await switcher.selectOption('de')
    await drawnIn(page, 'de')
    // The switcher itself is now named in German, and the choice outlives a reload.
    await page.getByRole('combobox', { name: await said('de', 'shell.languageSwitcher.label') }).waitFor()
    await page.reload()
    await drawnIn(page, 'de')

    // The card page the server draws reads the same choice, although the browser asks for English.
    await page.goto(`${origin}/vcard/demo`)
    await drawnIn(page, 'de')
    await page.getByText(await said('de', 'cardPage.saveContact')).first().waitFor()
    expect(await page.getByText('Save contact').count()).toBe(0)
    // Its own language links change it again, and the app and the landing follow.
    await page.locator('.mqc-languages').getByRole('link', { name: 'العربية' }).click()
    await drawnIn(page, 'ar')
    expect(await directionOf(page)).toBe('rtl')
    await page.goto(`${origin}/login`)
    await drawnIn(page, 'ar')
    await page.goto(`${origin}/`)
    await drawnIn(page, 'ar')
    await context.close()
  })

  it("draws a plain member's workspace in the language of their profile, on this device at once and on the next they sign in on", async () => {
    const { context, page, origin } = await site.newPage('localhost', { locale: 'en-GB', viewport: { width: 1440, height: 900 } })
    await signIn(page, site.smtp, origin, 'plain.member@example.org')
    await page.goto(`${origin}/profile`)
    await drawnIn(page, 'en')
    await page.getByRole('combobox', { name: 'Language' }).last().selectOption({ label: 'العربية' })
    await page.getByRole('button', { name: 'Save profile' }).click()
    // Confirmed in the language the person was reading when they saved; then drawn in the one they chose.
    await page.getByText('Your profile is saved.').first().waitFor()
    await drawnIn(page, 'ar')
    expect(await directionOf(page)).toBe('rtl')
    await page.getByRole('button', { name: await said('ar', 'profile.form.save') }).waitFor()
    await context.close()

    // Another device, whose browser asks for English: signing in brings the person's language along.
    const other = await site.newPage('localhost', { locale: 'en-GB', viewport: { width: 390, height: 844 } })
    await signIn(other.page, site.smtp, origin, 'plain.member@example.org')
    await drawnIn(other.page, 'ar')
    expect(await directionOf(other.page)).toBe('rtl')
    await other.page.goto(`${origin}/profile`)
    await other.page.getByRole('button', { name: await said('ar', 'profile.form.save') }).waitFor()
    await other.context.close()
  })

  it("offers visitors only the languages the admin keeps in the brand's settings", async () => {
    const origin = site.origin('127.0.0.1')
    const brandId = ((await (await fetch(`${origin}/api/sites/127.0.0.1`)).json()) as { site: { brand_id: string } }).site.brand_id
    const admin = await site.newPage('127.0.0.1', { locale: 'en-GB', viewport: { width: 1440, height: 900 } })
    await signIn(admin.page, site.smtp, origin, 'admin@example.com')
    await admin.page.goto(`${origin}/brands/${brandId}/edit`)
    const languages = admin.page.getByRole('group', { name: 'Offered to visitors' })
    const german = languages.getByRole('checkbox', { name: 'Deutsch' })
    // As a keyboard user does: focus the box, press Space.
    const toggleGerman = async () => {
      await german.focus()
      await admin.page.keyboard.press('Space')
    }
    expect(await german.isChecked()).toBe(true)
    await toggleGerman()
    expect(await german.isChecked()).toBe(false)
    await admin.page.getByRole('button', { name: 'Save identity' }).click()
    await admin.page.getByText(/^The look of .+ is saved\.$/).first().waitFor()

    // A German browser now gets the site's default, English, and the switcher has no German.
    const visitor = await site.newPage('127.0.0.1', { locale: 'de-DE', viewport: { width: 390, height: 844 }, path: '/vcard/demo' })
    await drawnIn(visitor.page, 'en')
    await visitor.page.getByText('Save contact').first().waitFor()
    expect(await visitor.page.locator('.mqc-languages a').allInnerTexts()).not.toContain('Deutsch')
    await visitor.page.goto(`${origin}/login`)
    await drawnIn(visitor.page, 'en')
    const switcher = visitor.page.getByRole('combobox', { name: 'Language' })
    await switcher.waitFor()
    expect(await switcher.locator('option').allTextContents()).toEqual(['English', 'العربية'])

    // Offered again, German is what that browser gets.
    await toggleGerman()
    await admin.page.getByRole('button', { name: 'Save identity' }).click()
    await admin.page.getByText(/^The look of .+ is saved\.$/).first().waitFor()
    await visitor.context.clearCookies()
    await visitor.page.goto(`${origin}/vcard/demo`)
    await drawnIn(visitor.page, 'de')
    await visitor.page.getByText(await said('de', 'cardPage.saveContact')).first().waitFor()
    await admin.context.close()
    await visitor.context.close()
  })
})
