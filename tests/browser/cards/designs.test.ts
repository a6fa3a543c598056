import type { Locator, Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { seriousAccessibilityProblems } from '../../helpers/axe'
import { useRunningSite } from '../../helpers/running-site'
import { sessionTokenOf, signIn } from '../../helpers/sign-in'

const phone = { width: 390, height: 844 }
const desktop = { width: 1440, height: 900 }
const viewports = [phone, desktop]
const adminEmail = 'admin@example.com'
const coverColor = '#1f6f50'
const coverRgb = 'rgb(31, 111, 80)'

/** What the icon row of the card made below holds, in its order: the accessible name and where it goes. */
const expectedIcons = (name: string) => [
  [`Call ${name}`, 'tel:+442079460958'],
  [`Send a text to ${name}`, 'sms:+447700900123'],
  [`E-mail ${name}`, 'mailto:ines@harbour.example'],
  ['Map: 1 Quay Street, Bristol, United Kingdom', `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('1 Quay Street, Bristol, United Kingdom')}`],
  ['WhatsApp', 'https://wa.me/447700900123'],
  ['Signal', 'https://signal.me/#p/+447700900123'],
  ['Telegram', 'https://t.me/ines_harbour'],
  ['Instagram', 'https://www.instagram.com/ines'],
]

/** True when some element inside is painted in the colour (the band has no role: it is decoration). */
const paintsColour = (scope: Locator, rgb: string) =>
  scope.evaluate((root, colour) => [root, ...root.querySelectorAll('*')].some((element) => getComputedStyle(element).backgroundColor === colour), rgb)

async function iconRow(scope: Locator | Page) {
  const links = scope.getByRole('list', { name: 'Quick actions' }).getByRole('link')
  return links.evaluateAll((found) => found.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]))
}

async function expectNoAxeProblems(page: Page, where: string) {
  expect(await seriousAccessibilityProblems(page), where).toEqual([])
}

describe('card designs: the layouts, the cover band, the logo and the icon row', () => {
  const site = useRunningSite({ mail: true })
  const { origin } = site

  // axe runs as a script, so the card page it checks has JavaScript on: the same markup, with Share and the lead form shown.
  async function expectNoAxeProblemsOnCardPage(key: string, viewport: { width: number; height: number }, where: string, host: string) {
    const visitor = await site.browser.newContext({ viewport })
    const view = await visitor.newPage()
    await view.goto(`${origin(host)}/vcard/${key}`)
    await view.getByRole('button', { name: 'Share' }).waitFor()
    await expectNoAxeProblems(view, where)
    await visitor.close()
  }

  it.each(['localhost', '127.0.0.1'] as const)('on %s, an admin designs a card in the editor and the server draws it with JavaScript off', async (host) => {
    const context = await site.browser.newContext({ viewport: desktop })
    const page = await context.newPage()
    await signIn(page, site.smtp, origin(host), adminEmail)
    const { site: demoSite } = (await (await fetch(`${origin(host)}/api/sites/${host}`)).json()) as { site: { id: string; brand_id: string } }
    const headers = { 'content-type': 'application/json', 'x-site-id': demoSite.id, authorization: `Bearer ${await sessionTokenOf(context, origin(host))}` }
    const key = `designed-${host === 'localhost' ? 'north' : 'ember'}`
    const created = await fetch(`${origin(host)}/api/brands/${demoSite.brand_id}/vcards`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        key,
        given_name: 'Inès',
        family_name: 'Harbour',
        organisation: 'Quayside Works',
        phones: [{ type: 'work', number: '+44 20 7946 0958' }, { type: 'mobile', number: '+44 7700 900123' }],
        emails: [{ type: 'work', address: 'ines@harbour.example' }],
        address: { street: '1 Quay Street', locality: 'Bristol', country: 'United Kingdom' },
        socials: [{ network: 'other', url: 'https://www.instagram.com/ines' }],
        messengers: [{ app: 'whatsapp', handle: '+44 7700 900123' }, { app: 'signal', handle: '+44 7700 900123' }, { app: 'telegram', handle: '@ines_harbour' }],
      }),
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const card = (await created.json()) as { id: string }
    const name = 'Inès Harbour'

    await page.goto(`${origin(host)}/brands/${demoSite.brand_id}/vcards/${card.id}`)
    await page.getByRole('heading', { level: 1, name: `Card of ${name}` }).waitFor()
    const preview = page.getByRole('complementary', { name: 'Preview' })
    const previewCard = preview.getByRole('article')
    expect(await iconRow(preview)).toEqual(expectedIcons(name))

    // Each layout, seen in the preview as it is chosen.
    const layout = page.getByLabel('Layout')
    for (const chosen of ['classic', 'cover', 'centred'] as const) {
      await layout.selectOption(chosen)
      await expect.poll(() => previewCard.getAttribute('data-layout')).toBe(chosen)
    }
    await layout.selectOption('cover')
    await page.getByLabel('Photo shape').selectOption('square')
    await page.getByLabel('Cover colour').fill(coverColor)
    await expect.poll(() => paintsColour(previewCard, coverRgb)).toBe(true)

    // The logo shows in the preview as soon as it is sent.
    const logo = await sharp({ create: { width: 240, height: 80, channels: 3, background: '#c2410c' } }).png().toBuffer()
    await page.getByLabel('Choose a logo image').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo })
    await preview.getByRole('img', { name: 'Logo of Quayside Works' }).waitFor()

    // A photo, framed with the keyboard before it is sent.
    const portrait = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#8a5a2b' } }).png().toBuffer()
    await page.getByLabel('Choose a photo').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: portrait })
    const zoom = page.getByRole('slider', { name: 'Zoom' })
    await zoom.focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    expect(Number(await zoom.inputValue())).toBeGreaterThan(1)
    await page.getByRole('button', { name: 'Use this photo' }).click()
    await page.getByText('The photo is saved.').waitFor()

    await page.getByRole('button', { name: 'Save card' }).click()
    await page.getByText('The card is saved.').waitFor()
    await page.getByRole('button', { name: 'Publish' }).click()
    await page.getByRole('button', { name: 'Withdraw' }).waitFor()
    for (const viewport of viewports) {
      await page.setViewportSize(viewport)
      await expectNoAxeProblems(page, `the editor at ${viewport.width}`)
    }
    await context.close()

    // The visitor's page, drawn by the server alone.
    for (const viewport of viewports) {
      const visitor = await site.browser.newContext({ viewport, javaScriptEnabled: false })
      const view = await visitor.newPage()
      await view.goto(`${origin(host)}/vcard/${key}`)
      const article = view.getByRole('article')
      expect(await article.getAttribute('class')).toContain('mqc-layout-cover')
      expect(await article.getAttribute('class')).toContain('mqc-photo-square')
      expect(await paintsColour(article, coverRgb)).toBe(true)
      const shownLogo = view.getByRole('img', { name: 'Logo of Quayside Works' })
      await shownLogo.evaluate((image: HTMLImageElement) => image.decode())
      expect(await shownLogo.isVisible()).toBe(true)
      const photo = view.getByRole('img', { name: `Photo of ${name}` })
      expect(await photo.evaluate((image) => getComputedStyle(image).borderRadius)).toBe('12px')
      expect(await iconRow(view)).toEqual(expectedIcons(name))
      // Each icon is a target of 44 px or more.
      for (const box of await view.getByRole('list', { name: 'Quick actions' }).getByRole('link').evaluateAll((links) => links.map((link) => link.getBoundingClientRect()))) {
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44)
      }
      await visitor.close()
      await expectNoAxeProblemsOnCardPage(key, viewport, `the card page at ${viewport.width}`, host)
    }

    // The other two layouts, drawn by the server too.
    for (const chosen of ['classic', 'centred'] as const) {
      const saved = await fetch(`${origin(host)}/api/brands/${demoSite.brand_id}/vcards/${card.id}`, { method: 'PATCH', headers, body: JSON.stringify({ design: { layout: chosen, photo_shape: 'circle' } }) })
      expect(saved.status).toBe(200)
      const visitor = await site.browser.newContext({ viewport: phone, javaScriptEnabled: false })
      const view = await visitor.newPage()
      await view.goto(`${origin(host)}/vcard/${key}`)
      const article = view.getByRole('article')
      await expect.poll(() => article.getAttribute('class')).toContain(`mqc-layout-${chosen}`)
      const photo = view.getByRole('img', { name: `Photo of ${name}` })
      const heading = view.getByRole('heading', { level: 1, name })
      const [photoBox, nameBox] = [(await photo.boundingBox())!, (await heading.boundingBox())!]
      // Classic: the name beside the photo; centred: below it.
      if (chosen === 'classic') expect(nameBox.x).toBeGreaterThanOrEqual(photoBox.x + photoBox.width)
      else expect(nameBox.y).toBeGreaterThanOrEqual(photoBox.y + photoBox.height)
      expect(await photo.evaluate((image) => getComputedStyle(image).borderRadius)).toBe('50%')
      await visitor.close()
      await expectNoAxeProblemsOnCardPage(key, phone, `the ${chosen} card page`, host)
    }
    // Six pages through axe and an editor session: on a loaded two-core machine, several minutes.
  }, 240_000)
})
