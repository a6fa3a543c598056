import axe from 'axe-core'
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectNoSidewaysScroll } from '../../helpers/layout'
import { useRunningSite } from '../../helpers/running-site'
import { sessionTokenOf, signIn, signInThroughApi } from '../../helpers/sign-in'

const phone = { width: 390, height: 844 }
const desktop = { width: 1440, height: 900 }

/** The serious and critical accessibility violations axe finds on the page as it is. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axe.source })
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe
    const { violations } = await axe.run()
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
  })
}

describe('the people of a site in the browser', () => {
  const site = useRunningSite({ mail: true })

  async function newPage(viewport: typeof phone): Promise<{ context: BrowserContext; page: Page }> {
    // axe is injected into the page, which the site's policy would rightly refuse.
    const context = await site.browser.newContext({ viewport, bypassCSP: true })
    return { context, page: await context.newPage() }
  }

  /** The id of whoever the app in this context is signed in as. */
  async function myId(context: BrowserContext, origin: string): Promise<string> {
    const token = await sessionTokenOf(context, origin)
    const me = await fetch(`${origin}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })
    return ((await me.json()) as { user: { id: string } }).user.id
  }

  it('lets a person edit their profile and list themself, and then shows them in /users', async () => {
    const origin = site.origin('localhost')
    const { context, page } = await newPage(phone)
    await signIn(page, site.smtp, origin, 'ada@example.org')
    const id = await myId(context, origin)

    // Not listed yet: nobody is, on a fresh site.
    await page.goto(`${origin}/users`)
    await page.getByText('Nobody on Northwind Studio has chosen to be listed yet.').waitFor()

    await page.goto(`${origin}/users/${id}/edit`)
    const name = page.getByLabel('Name', { exact: true })
    await name.waitFor()
    await name.fill('A'.repeat(121))
    await page.getByRole('button', { name: 'Save profile' }).click()
    await page.getByText('Name must be at most 120 characters.').waitFor()
    await name.fill('Ada Lovelace')
    await expect.poll(() => page.getByText('Name must be at most 120 characters.').count()).toBe(0)
    await page.getByLabel('Bio').fill('Wrote the first program for an engine that was never built.')
    await page.getByText('List me in the directory').click()
    await page.getByRole('button', { name: 'Save profile' }).click()
    await page.getByText('Your profile is saved.').waitFor()
    expect(await seriousViolations(page)).toEqual([])

    // The section's title is the person's name, not their id.
    await page.goto(`${origin}/users/${id}`)
    await page.getByRole('heading', { level: 1, name: 'Ada Lovelace' }).waitFor()
    await page.getByText('Listed in the directory').waitFor()
    expect(await seriousViolations(page)).toEqual([])

    await page.goto(`${origin}/users`)
    const people = page.getByRole('list', { name: 'People' })
    const ada = people.getByRole('listitem', { name: 'Ada Lovelace' })
    await ada.waitFor()
    await ada.getByText('Wrote the first program').waitFor()
    await expectNoSidewaysScroll(page)
    expect(await seriousViolations(page)).toEqual([])
    await context.close()

    // A stranger sees the listed person too, and only on this site.
    const stranger = await newPage(desktop)
    await stranger.page.goto(`${origin}/users`)
    await stranger.page.getByRole('list', { name: 'People' }).getByRole('listitem', { name: 'Ada Lovelace' }).waitFor()
    await stranger.page.goto(`${site.origin('127.0.0.1')}/users`)
    await stranger.page.getByText('Nobody on Ember & Oak has chosen to be listed yet.').waitFor()
    await stranger.context.close()
  })

  it("signs a suspended person's open session out on their next navigation", async () => {
    const origin = site.origin('127.0.0.1')
    const person = await newPage(desktop)
    await signIn(person.page, site.smtp, origin, 'grace@example.org')
    const id = await myId(person.context, origin)
    const session = await signInThroughApi(site.smtp, origin, 'grace@example.org')
    await fetch(`${origin}/api/users/${id}`, { method: 'PATCH', headers: session.headers, body: JSON.stringify({ name: 'Grace Hopper' }) })
    await person.page.goto(`${origin}/users/${id}`)
    await person.page.getByRole('heading', { level: 1, name: 'Grace Hopper' }).waitFor()

    const operator = await newPage(phone)
    await signIn(operator.page, site.smtp, origin, 'admin@example.com')
    await operator.page.goto(`${origin}/users`)
    // Not listed, but an operator sees everyone.
    const grace = operator.page.getByRole('list', { name: 'People' }).getByRole('listitem', { name: 'Grace Hopper' })
    await grace.getByText('Not listed').waitFor()
    await grace.getByRole('button', { name: 'Suspend Grace Hopper' }).click()
    await grace.getByRole('alertdialog').getByRole('button', { name: 'Suspend' }).click()
    await grace.getByText('Suspended', { exact: true }).waitFor()
    await operator.page.getByText('Grace Hopper is suspended and signed out everywhere.').waitFor()
    expect(await seriousViolations(operator.page)).toEqual([])

    // Her next navigation finds her signed out, sent to sign in with the reason, and her pages ask her to sign in.
    await person.page.goto(`${origin}/users/${id}/edit`)
    await person.page.waitForURL((url) => url.pathname === '/login')
    await person.page.getByRole('alert').getByText('You were signed out because your account is suspended. Ask the administrators of this site to restore it.').waitFor()
    await person.page.goto(`${origin}/users/${id}`)
    await person.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).waitFor()

    // Restored, she can sign in again.
    await grace.getByRole('button', { name: 'Restore Grace Hopper' }).click()
    await grace.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click()
    await operator.page.getByText('Grace Hopper can sign in again.').waitFor()
    await signIn(person.page, site.smtp, origin, 'grace@example.org')
    await person.context.close()
    await operator.context.close()
  })
})
