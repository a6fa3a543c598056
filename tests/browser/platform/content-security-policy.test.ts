import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { recordPolicyViolations, type PolicyViolation } from '../../helpers/policy-violations'
import { useRunningSite } from '../../helpers/running-site'
import { signIn, signInThroughApi } from '../../helpers/sign-in'

const phone = { width: 390, height: 844 }
const desktop = { width: 1440, height: 900 }
const adminEmail = 'admin@example.com'

type Flags = { __injected?: string; __control?: boolean }
const flags = (page: Page) => page.evaluate(() => ({ injected: (window as Flags).__injected, control: (window as Flags).__control }))

/** The directives that have refused something so far, sorted by name, one entry for each refusal. */
const violatedDirectives = (recorded: { violations: PolicyViolation[] }) => recorded.violations.map((violation) => violation.directive).sort()

/**
 * Inserts into the page, at run time, a script element and an element with an inline event handler,
 * each of which would set `window.__injected` if it ran.
 */
const insertScriptAndHandler = (page: Page) =>
  page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__injected = "created script"'
    document.body.append(script)
    document.body.insertAdjacentHTML('beforeend', '<img src="/no-such-image.png" onerror="window.__injected = \'inserted handler\'">')
  })

/** Inserts into the page, at run time, a style element that would turn the card's name red. */
const insertStyle = (page: Page) =>
  page.evaluate(() => {
    const style = document.createElement('style')
    style.textContent = '.mqc-name{color:rgb(255, 0, 0)}'
    document.head.append(style)
  })

/** Inserts into the page, at run time, a script element that carries the page's nonce and sets `window.__control`. */
const insertScriptWithNonce = (page: Page) =>
  page.evaluate(() => {
    const control = document.createElement('script')
    control.nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')!.nonce
    control.textContent = 'window.__control = true'
    document.body.append(control)
  })

describe('the Content-Security-Policy in Chromium, against the real server', () => {
  const site = useRunningSite({ mail: true })
  const { origin } = site

  /**
   * A page on a phone, in a context that records every policy violation, opened at `path` on
   * localhost, once what `shows` finds on it is there.
   */
  async function recordedPhonePage(path: string, shows: (page: Page) => Locator) {
    const context = await site.browser.newContext({ viewport: phone })
    const recorded = await recordPolicyViolations(context)
    const page = await context.newPage()
    await page.goto(`${origin('localhost')}${path}`)
    const shown = shows(page)
    await shown.waitFor()
    return { context, recorded, page, shown }
  }

  it('shows the card page and runs every part of its script with no violation: no nonce, no style added at run time', async () => {
    const { context, recorded, page, shown: share } = await recordedPhonePage('/vcard/demo', (page) => page.getByRole('button', { name: 'Share' }))
    await page.getByRole('button', { name: 'QR code' }).click()
    await page.getByRole('region', { name: 'QR code' }).getByRole('img', { name: /^QR code of / }).waitFor()
    await page.getByRole('button', { name: 'Send my details' }).click()
    await page.getByText('Name must not be empty.').waitFor()
    await page.getByRole('button', { name: 'Saved cards' }).click()
    await page.getByRole('dialog', { name: 'Saved cards' }).getByRole('link', { name: 'Maya Okafor' }).waitFor()
    // The page's own styles are in effect: the button is laid out as the card page's style says (a flex box in its row), not as a browser's default (inline-block).
    expect(await share.evaluate((button) => getComputedStyle(button).display)).toBe('flex')
    const drawn = await page.evaluate(() => ({
      styles: [...document.querySelectorAll('style')].map((style) => style.id),
      nonces: [...document.querySelectorAll('[nonce]')].length,
    }))
    expect(drawn).toEqual({ styles: ['card-page-css'], nonces: 0 })
    expect(recorded).toEqual({ violations: [], messages: [] })
    await context.close()
  })

  it('lets a brand admin sign in, create, edit, save and publish a card in the editor with no violation', async () => {
    const { brandId } = await signInThroughApi(site.smtp, origin('localhost'), adminEmail)
    const context = await site.browser.newContext({ viewport: desktop })
    const recorded = await recordPolicyViolations(context)
    const page = await context.newPage()
    await signIn(page, site.smtp, origin('localhost'), adminEmail)
    await page.goto(`${origin('localhost')}/brands/${brandId}/vcards`)
    const creation = page.getByRole('region', { name: 'New card' })
    await creation.getByLabel('Given name').fill('Noor')
    await creation.getByLabel('Family name').fill('Haddad')
    await creation.getByLabel('Key').fill('noor-haddad')
    await creation.getByRole('button', { name: 'Create card' }).click()
    await page.getByRole('heading', { level: 1, name: 'Card of Noor Haddad' }).waitFor()
    await page.getByLabel('Job title').fill('Cartographer')
    await page.getByRole('complementary', { name: 'Preview' }).getByText('Cartographer').waitFor()
    await page.getByRole('button', { name: 'Save card' }).click()
    await page.getByText('The card is saved.').waitFor()
    await page.getByRole('button', { name: 'Publish' }).click()
    await page.getByRole('button', { name: 'Withdraw' }).waitFor()
    expect(recorded).toEqual({ violations: [], messages: [] })
    await context.close()
  })

  it("refuses script that an escaping break would put into the card page the server sends, and runs the page's own", async () => {
    const context = await site.browser.newContext({ viewport: phone })
    const recorded = await recordPolicyViolations(context)
    // The server's own answer, headers and all, with markup added inside the card as a missed escape
    // would add it. The page has no nonce: only its own script file may run, and it does.
    await context.route('**/vcard/demo', async (route) => {
      const response = await route.fetch()
      expect(response.headers()['content-security-policy']).not.toContain("'nonce-")
      const injected =
        '<script>window.__injected = "inline script"</script>' +
        '<img src="/no-such-image.png" onerror="window.__injected = \'event handler\'">'
      const body = (await response.text()).replace('<h1 class="mqc-name"', `${injected}<h1 class="mqc-name"`)
      const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers()
      await route.fulfill({ response, headers, body })
    })
    const page = await context.newPage()
    await page.goto(`${origin('localhost')}/vcard/demo`)
    await page.getByRole('heading', { level: 1, name: 'Maya Okafor' }).waitFor()
    // The page's own script ran: it shows the buttons it owns.
    await page.getByRole('button', { name: 'Share' }).waitFor()
    await expect.poll(() => violatedDirectives(recorded)).toEqual(['script-src-attr', 'script-src-elem'])
    expect((await flags(page)).injected).toBeUndefined()
    await context.close()
  })

  it('refuses script and styles that the card page itself would insert at run time, however they are inserted', async () => {
    const { context, recorded, page } = await recordedPhonePage('/vcard/demo', (page) => page.getByRole('button', { name: 'Share' }))
    await insertScriptAndHandler(page)
    await insertStyle(page)
    await expect.poll(() => violatedDirectives(recorded)).toEqual(['script-src-attr', 'script-src-elem', 'style-src-elem'])
    expect((await flags(page)).injected).toBeUndefined()
    expect(await page.getByRole('heading', { level: 1 }).evaluate((heading) => getComputedStyle(heading).color)).not.toBe('rgb(255, 0, 0)')
    await context.close()
  })

  it('refuses script that an app page would insert without the nonce, and runs one that carries it', async () => {
    const { context, recorded, page } = await recordedPhonePage('/login', (page) => page.getByRole('heading', { name: 'Sign in' }))
    // Without the nonce: refused.
    await insertScriptAndHandler(page)
    // With the page's nonce: runs.
    await insertScriptWithNonce(page)
    await expect.poll(() => violatedDirectives(recorded)).toEqual(['script-src-attr', 'script-src-elem'])
    expect(await flags(page)).toEqual({ injected: undefined, control: true })
    await context.close()
  })
})
