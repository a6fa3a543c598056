import axe from 'axe-core'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useRunningSite } from '../../helpers/running-site'
import { signIn } from '../../helpers/sign-in'

/** axe's serious and critical findings on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated rather than added as a <script>: the page's policy allows only its own scripts.
  await page.evaluate(axe.source)
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe
    const { violations } = await axe.run()
    return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id} ${JSON.stringify(violation.nodes.map((node) => node.target))}`)
  })
}

describe("a brand's identity and host names, edited in the browser", () => {
  const site = useRunningSite({ mail: true })

  async function brandIdOf(origin: string, hostname: string) {
    return ((await (await fetch(`${origin}/api/sites/${hostname}`)).json()) as { site: { brand_id: string } }).site.brand_id
  }

  /** Signs the demo admin in through the app on the host's site and opens one of their brand's screens (`edit`, `sites`). */
  async function openBrandScreen(host: 'localhost' | '127.0.0.1', viewport: { width: number; height: number }, screen: string) {
    const origin = site.origin(host)
    const context = await site.browser.newContext({ viewport })
    const page = await context.newPage()
    await signIn(page, site.smtp, origin, 'admin@example.com')
    await page.goto(`${origin}/brands/${await brandIdOf(origin, host)}/${screen}`)
    return { origin, context, page }
  }

  it('previews a colour as it is typed, warns of a low contrast, and saves the look the whole site then takes', async () => {
    const { origin, context, page } = await openBrandScreen('localhost', { width: 1440, height: 900 }, 'edit')
    const preview = page.getByRole('region', { name: 'Preview of the themed site' })
    const button = preview.getByRole('button', { name: 'Save contact' })
    await button.waitFor()
    const backgroundOf = () => button.evaluate((element) => getComputedStyle(element).backgroundColor)
    expect(await backgroundOf()).not.toBe('rgb(122, 31, 92)')

    await page.getByRole('textbox', { name: 'Primary (buttons)', exact: true }).fill('#7a1f5c')
    await expect.poll(backgroundOf).toBe('rgb(122, 31, 92)')

    const warnings = page.getByRole('status', { name: 'Contrast warnings' })
    expect(await warnings.count()).toBe(0)
    await page.getByRole('textbox', { name: 'Page text', exact: true }).fill('#eeeeee')
    await warnings.getByText(/^Page text on the page background has a contrast of 1\.\d:1, under 4\.5:1/).waitFor()
    await page.getByRole('textbox', { name: 'Page text', exact: true }).fill('#1a1a1a')
    await warnings.waitFor({ state: 'detached' })

    // A new link: refused while empty, with the message beside it, then put first.
    const links = page.getByRole('list', { name: 'Navigation links' }).getByRole('listitem')
    const before = await links.count()
    await page.getByRole('button', { name: 'Add a link' }).click()
    const n = before + 1
    await page.getByRole('textbox', { name: `Label of link ${n}` }).fill('')
    await page.getByRole('button', { name: 'Save identity' }).click()
    const labelProblem = page.getByText('The label must not be empty.')
    await labelProblem.waitFor()
    await page.getByRole('textbox', { name: `Label of link ${n}` }).fill('Prices')
    await labelProblem.waitFor({ state: 'detached' })
    await page.getByRole('textbox', { name: `Address of link ${n}` }).fill('/#pricing')
    for (let at = n; at > 1; at--) await page.getByRole('button', { name: `Move link ${at} up` }).click()
    expect(await page.getByRole('textbox', { name: 'Label of link 1' }).inputValue()).toBe('Prices')
    expect(await seriousViolations(page)).toEqual([])

    await page.getByRole('button', { name: 'Save identity' }).click()
    await page.getByText('The look of Northwind Studio is saved.').waitFor()

    // After a reload the whole app wears the new primary colour and shows the link first.
    await page.goto(`${origin}/`)
    await page.locator('main h1').first().waitFor()
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-primary-solid').trim())
    expect(primary).toBe('#7a1f5c')
    const saved = (await (await fetch(`${origin}/api/sites/localhost`)).json()) as { site: { meta: { nav: { label: string; to: string }[]; colors: { body_color: string } } } }
    expect(saved.site.meta.nav[0]).toEqual({ label: 'Prices', to: '/#pricing' })
    expect(saved.site.meta.colors.body_color).toBe('#1a1a1a')
    await page.getByRole('link', { name: 'Prices' }).first().waitFor()
    await context.close()
  })

  it('adds a host name on the Sites screen, which then waits with the token it must serve', async () => {
    const { origin, context, page } = await openBrandScreen('127.0.0.1', { width: 390, height: 844 }, 'sites')
    const hosts = page.getByRole('list', { name: 'Host names of Ember & Oak' })
    await hosts.getByText('127.0.0.1', { exact: true }).waitFor()

    const field = page.getByRole('textbox', { name: 'New host name' })
    await field.fill('https://cards.ember.test/')
    await page.getByRole('button', { name: 'Add host' }).click()
    await page.getByText('The host name must be a host name alone, such as cards.example.com (no https://, port or path).').waitFor()
    await field.fill('Cards.Ember.test')
    await page.getByRole('button', { name: 'Add host' }).click()

    const added = hosts.getByRole('listitem').filter({ hasText: 'cards.ember.test' })
    await added.getByText('Waiting').waitFor()
    const instructions = await added.getByText(/^Serve /).textContent()
    const match = /^Serve ([0-9a-f]{36}) at http:\/\/cards\.ember\.test\/\.well-known\/marque-host\/([0-9a-f]{36}), or point the host's DNS at this server and Marque answers it itself/.exec(instructions ?? '')
    expect(match, instructions ?? '').not.toBeNull()
    expect(match![1]).toBe(match![2])
    expect(await field.inputValue()).toBe('')
    // Waiting, it serves nothing: no site answers on that name.
    expect((await fetch(`${origin}/api/sites/cards.ember.test`)).status).toBe(404)
    expect(await seriousViolations(page)).toEqual([])

    await added.getByRole('button', { name: 'Remove: cards.ember.test' }).click()
    await added.getByRole('button', { name: 'Remove for good' }).click()
    await page.getByText('cards.ember.test is removed.').waitFor()
    await expect.poll(() => hosts.getByRole('listitem').count()).toBe(1)
    await context.close()
  })
})
