import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { recordPolicyViolations } from '../../helpers/policy-violations'
import { useRunningSite } from '../../helpers/running-site'
import { signInThroughApi } from '../../helpers/sign-in'

const phone = { width: 390, height: 844 }

// Every payload that ran would set this global; each sets its own number, so a failure names it.
const run = (n: number) => `window.__pwned=${n}`

/** A card with every field a person writes hostile, in the forms the card's schema accepts. */
const hostileCard = {
  key: 'hostile-card',
  prefix: `"'><svg onload=${run(1)}>`,
  given_name: `<img src=x onerror=${run(2)}>`,
  family_name: `</title></script><script>${run(3)}</script>`,
  suffix: '<!--<b id=injected>',
  job_title: `</style><script>${run(4)}</script><style>`,
  organisation: `<iframe srcdoc="<script>parent.__pwned=5</script>"></iframe>`,
  phones: [{ type: 'mobile', number: '+44 (20) 7946-0000' }],
  emails: [{ type: 'work', address: "o'neil@hostile.example" }],
  websites: [{ url: `https://hostile.example/"><img/src=x/onerror=${run(6)}>`, label: `<a href="javascript:${run(7)}">tap</a>` }],
  socials: [{ network: 'other', url: `https://hostile.example/'><svg/onload=${run(8)}>` }],
  address: {
    street: `<img src=x onerror=${run(9)}>`,
    locality: `</a><script>${run(10)}</script>`,
    region: `" onmouseover="${run(11)}`,
    postal_code: '<b>9</b>',
    country: `javascript:${run(12)}`,
  },
  bio: [
    `<script>${run(13)}</script>`,
    `<img src=x onerror=${run(14)}>`,
    `"'><svg onload=${run(15)}>`,
    `</p></main></div><script>${run(16)}</script>`,
    `<a href="javascript:${run(17)}">tap</a> javascript:${run(18)}`,
    '<style>body{display:none}</style>',
    ']]><!-- &amp; &lt;b&gt; -->',
  ].join('\n'),
  published: true,
}

const displayName = [hostileCard.prefix, hostileCard.given_name, hostileCard.family_name, hostileCard.suffix].join(' ')
const addressLine = Object.values(hostileCard.address).join(', ')
/** What a person reads on the card, each exactly as it was typed. */
const textsShown = [displayName, hostileCard.job_title, hostileCard.organisation, hostileCard.websites[0]!.label, addressLine, ...hostileCard.bio.split('\n')]

/**
 * Elements and attributes the hostile text would add to the page if any of it were read as markup.
 * The page's own are counted out: its script, the inline script that starts it, its card data, its script's words and its one style element.
 */
function injectedMarkup(page: Page) {
  return page.evaluate(() => {
    const found: string[] = []
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.attributes) if (/^on/i.test(attribute.name)) found.push(`${element.localName}[${attribute.name}]`)
      const href = element.getAttribute('href') ?? ''
      if (/^\s*javascript:/i.test(href)) found.push(`${element.localName}[href=${href}]`)
    }
    const scripts = [...document.querySelectorAll('script')].filter((script) => !(script.type === 'module' && script.src) && !['card-page-data', 'card-page-start', 'card-page-words'].includes(script.id))
    const styles = [...document.querySelectorAll('style')].filter((style) => style.id !== 'card-page-css')
    const elements = [...document.querySelectorAll('img, iframe, b, #injected')]
    for (const element of [...scripts, ...styles, ...elements]) found.push(element.outerHTML.slice(0, 80))
    return found
  })
}

describe('the server-drawn card page, for a card whose every field is hostile', () => {
  const site = useRunningSite({ mail: true })
  const cardUrl = () => `${site.origin('localhost')}/vcard/${hostileCard.key}`

  beforeAll(async () => {
    const admin = await signInThroughApi(site.smtp, site.origin('localhost'), 'admin@example.com')
    const vcards = `${site.origin('localhost')}/api/brands/${admin.brandId}/vcards`
    // A javascript: address never reaches a page: the card refuses it.
    const refused = await fetch(vcards, {
      method: 'POST',
      headers: admin.headers,
      body: JSON.stringify({ ...hostileCard, key: 'refused-card', websites: [{ url: `javascript:${run(0)}`, label: '' }] }),
    })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { field: string }).field).toBe('websites.0.url')
    const created = await fetch(vcards, { method: 'POST', headers: admin.headers, body: JSON.stringify(hostileCard) })
    expect(created.status, await created.clone().text()).toBe(201)
  })

  it('with JavaScript off, the markup the server sends holds every field as text and nothing more', async () => {
    const context = await site.browser.newContext({ viewport: phone, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(cardUrl())
    const card = page.locator('#card-page')
    await card.waitFor()
    expect(await injectedMarkup(page)).toEqual([])
    // The details are the card's five links; none was added, each goes where it was typed.
    const details = card.getByRole('list', { name: 'Contact details' })
    expect(await details.getByRole('link').count()).toBe(5)
    expect(await details.getByRole('link', { name: hostileCard.websites[0]!.label }).getAttribute('href')).toBe(hostileCard.websites[0]!.url)
    expect(await details.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe(hostileCard.socials[0]!.url)
    expect(await details.getByRole('link', { name: /^E-mail / }).getAttribute('href')).toBe(`mailto:${hostileCard.emails[0]!.address}`)
    // The icon row: a call, a text, the e-mail and the map. The website and the profile, whose
    // addresses hold quotes and angle brackets, are left out of it (src/domain/card-icon-row.ts).
    const icons = card.getByRole('list', { name: 'Quick actions' }).getByRole('link')
    const iconHrefs = await icons.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(iconHrefs.map((href) => href!.replace(/[:?].*$/, ''))).toEqual(['tel', 'sms', 'mailto', 'https'])
    expect(iconHrefs[3]).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/)
    // The details, the icons, Save contact, and the site's three languages: no link the hostile text made.
    expect(await card.getByRole('list', { name: 'Languages' }).getByRole('link').count()).toBe(3)
    expect(await card.getByRole('link').count()).toBe(5 + 4 + 1 + 3)

    const text = await card.innerText()
    for (const shown of textsShown) expect(text).toContain(shown)
    expect(await card.getByRole('heading', { level: 1 }).textContent()).toBe(displayName)
    expect(await page.title()).toBe(displayName)
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(displayName)
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(`${hostileCard.job_title} · ${hostileCard.organisation}`)
    await context.close()
  })

  it("with JavaScript on, nothing runs while the card page's script takes the page over, and the text still shows as typed", async () => {
    const context = await site.browser.newContext({ viewport: phone })
    const recorded = await recordPolicyViolations(context)
    const dialogs: string[] = []
    context.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    const page = await context.newPage()
    await page.goto(cardUrl())
    await page.getByRole('button', { name: 'Share' }).waitFor()
    await page.getByRole('heading', { level: 1, name: displayName }).waitFor()
    await page.waitForLoadState('load')
    // Its parts that write text into the page: the QR code's caption and the lead form's wording.
    await page.getByRole('button', { name: 'QR code' }).click()
    await page.getByRole('region', { name: 'QR code' }).getByText(displayName, { exact: true }).waitFor()
    await page.getByRole('region', { name: 'Exchange contact' }).getByText(`Leave your details for ${hostileCard.given_name}.`).waitFor()

    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined()
    expect(dialogs).toEqual([])
    expect(recorded.violations).toEqual([])
    expect(await injectedMarkup(page)).toEqual([])
    const text = await page.locator('#root').innerText()
    for (const shown of textsShown) expect(text).toContain(shown)
    expect(await page.title()).toBe(displayName)
    await context.close()
  })
})
