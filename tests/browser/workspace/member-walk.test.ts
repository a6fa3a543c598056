import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { appFeatures } from '../../../src/app/features'
import { labelText } from '../../../src/lib/features/feature'
import type { BrandAction, BrandRole } from '../../../src/domain/brand-roles'
import { demoHosts } from '../../helpers/demo-brands'
import { useRunningSite, type RunningSite } from '../../helpers/running-site'
import { demoAdminSessions, signedInPage, signInThroughApi } from '../../helpers/sign-in'
import { viewports } from '../../helpers/workspace-walk'
import { tabsOnOffer } from '../../helpers/brand-tabs'

/** The role table the server checks, as the app composes it: it alone says what each walker should be offered. */
const roles = appFeatures.roles

/** A person who joined the demo brand of a host by an invitation, as anyone does, with a session on that host. */
type Joined = { role: BrandRole; token: string; brandId: string; origin: string }

/** The demo admin invites a new address to a role; the invitee follows the mailed link and accepts it. */
async function joinByInvitation(site: RunningSite, adminOf: ReturnType<typeof demoAdminSessions>, host: string, role: BrandRole): Promise<Joined> {
  const origin = site.origin(host)
  const admin = await adminOf(host)
  const email = `walk-${role}-${host.replace(/\W/g, '')}-${Date.now()}@example.org`
  const sent = await fetch(`${origin}/api/brands/${admin.brandId}/invitations`, { method: 'POST', headers: admin.headers, body: JSON.stringify({ email, role }) })
  expect(sent.status, await sent.clone().text()).toBe(201)
  const mail = await site.smtp.waitForMail(email)
  const link = /\/invitations\/([A-Za-z0-9_-]+)/.exec(mail.text)
  expect(link, 'the invitation mail carries its link').not.toBeNull()
  const accepted = await fetch(`${origin}/api/invitations/${link![1]}/accept`, { method: 'POST', headers: { 'x-site-id': admin.siteId } })
  expect(accepted.status, await accepted.clone().text()).toBe(200)
  const { token } = (await accepted.json()) as { token: string }
  return { role, token, brandId: admin.brandId, origin }
}

/**
 * The brand's sections that open to item screens of their own (`/brands/$id/vcards/$vcardId`), from
 * the app's list of addresses (TanStack Router's, src/route-tree.gen.ts).
 */
const sectionsWithItems = new Set(
  [...readFileSync(path.resolve(import.meta.dirname, '..', '..', '..', 'src', 'route-tree.gen.ts'), 'utf8').matchAll(/'\/brands\/\$id\/([^/']+)\/\$\w+'/g)].map((match) => match[1]!),
)

/** The labels of the brand's tabs on offer: those in the row and those under "More". */
async function tabLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Brand sections' })
  await nav.getByRole('link', { name: 'Overview' }).waitFor({ timeout: 60_000 })
  const { inRow, inMenu } = await tabsOnOffer(page, nav)
  return [...inRow, ...inMenu]
}

/** Waits until a screen has drawn what it loaded, or said why not. */
async function settled(page: Page) {
  await page.locator('main h1').first().waitFor({ timeout: 60_000 })
  await page.waitForLoadState('networkidle')
  await page.getByText(/^Loading\b/).first().waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined)
}

/**
 * Every control on view marked with the action it needs (`data-needs`), and whether it can be
 * used: a button, field, link or fieldset by itself; a marked part of a screen (a form) by whether
 * any control inside it can.
 */
function markedControls(page: Page): Promise<{ action: BrandAction; enabled: boolean; what: string }[]> {
  return page.locator('[data-needs]').evaluateAll((elements) => {
    const usable = (element: Element) => !element.matches(':disabled') && !element.closest('[aria-disabled="true"], [inert]')
    const controls = 'button, input, select, textarea, a[href], fieldset'
    return elements
      .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
      .map((element) => ({
        action: element.getAttribute('data-needs') as BrandAction,
        enabled: element.matches(controls) ? usable(element) : [...element.querySelectorAll(controls)].some(usable),
        what: (element.getAttribute('aria-label') || element.textContent || element.tagName).trim().slice(0, 60),
      }))
  })
}

const sizes = Object.entries(viewports)

/** What a walker finds wrong on the screens their tabs open, and the actions of the controls they can use. */
type Walk = { problems: string[]; usable: Set<BrandAction> }

/** What is wrong with the screen as it is drawn now, and the actions of the marked controls the person can use. */
async function lookAtScreen(page: Page, person: Joined, where: string, walk: Walk) {
  const text = await page.locator('body').innerText()
  if (/Try again/.test(text)) walk.problems.push(`${where}: "Try again" is shown`)
  if (/may not/.test(text)) walk.problems.push(`${where}: "may not" is shown`)
  for (const control of await markedControls(page)) {
    if (!roles.has(control.action)) walk.problems.push(`${where}: "${control.what}" needs ${control.action}, which the role table lacks`)
    else if (control.enabled && !roles.may(person.role, control.action)) walk.problems.push(`${where}: "${control.what}" can be used, but needs ${control.action}`)
    if (control.enabled) walk.usable.add(control.action)
  }
}

/**
 * The walk of one person, each screen loaded once and looked at on a phone, then on a desktop: the
 * tabs on offer are exactly those their role is shown; each tab's screen, and the first item it
 * links to where its section has item screens (a card, a site), opens with no 403 from the API, no
 * "Try again" and no "may not", and no marked control they can use needs an action the role table
 * refuses them.
 */
async function walkTabs(site: RunningSite, person: Joined): Promise<Walk> {
  const { context, page } = await signedInPage(site.browser, person.origin, person.token, { viewport: viewports.phone })
  const walk: Walk = { problems: [], usable: new Set() }
  const refused: string[] = []
  page.on('response', (response) => {
    if (response.url().startsWith(`${person.origin}/api/`) && response.status() === 403) refused.push(`${response.request().method()} ${new URL(response.url()).pathname}`)
  })
  try {
    const base = `/brands/${person.brandId}`
    const shown = appFeatures.brandTabs.filter((tab) => roles.may(person.role, tab.shownTo))
    await page.goto(`${person.origin}${base}`)
    for (const [size, viewport] of sizes) {
      await page.setViewportSize(viewport)
      expect((await tabLabels(page)).sort(), `the tabs a ${person.role} is shown on a ${size}`).toEqual(shown.map((tab) => labelText(tab.label)).sort())
    }
    const screens = shown.map((tab) => ({ label: labelText(tab.label), address: tab.path === '' ? base : `${base}/${tab.path}`, items: sectionsWithItems.has(tab.path) }))
    for (const screen of screens) {
      refused.length = 0
      await page.setViewportSize(viewports.phone)
      await page.goto(`${person.origin}${screen.address}`)
      await settled(page)
      if (refused.length > 0) walk.problems.push(`${person.role} on ${screen.label}: the API answered 403 to ${refused.join(', ')}`)
      for (const [size, viewport] of sizes) {
        await page.setViewportSize(viewport)
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        await lookAtScreen(page, person, `${person.role} on ${screen.label} on a ${size}`, walk)
      }
      if (!screen.items) continue
      const item = await page.locator(`main a[href^="${screen.address}/"]`).first().getAttribute('href', { timeout: 5_000 }).catch(() => null)
      if (item) screens.push({ label: `an item of ${screen.label} (${item})`, address: item, items: false })
    }
    return walk
  } finally {
    await context.close()
  }
}

/** One sentence where a screen would be, and nothing to try again. */
async function expectRefusal(page: Page, sentence: string) {
  const said = page.getByRole('alert').filter({ hasText: sentence })
  await said.waitFor({ timeout: 60_000 })
  await page.waitForLoadState('networkidle')
  expect((await said.innerText()).trim()).toBe(sentence)
  expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0)
  expect(await page.locator('body').innerText()).not.toMatch(/may not|Try again/)
}


describe.each(demoHosts)("the brand's screens follow the role on %s", (host) => {
  const site = useRunningSite({ mail: true })
  const adminOf = demoAdminSessions(site)
  const people = new Map<BrandRole, Promise<Joined>>()
  const personWith = (role: BrandRole) => {
    if (!people.has(role)) people.set(role, joinByInvitation(site, adminOf, host, role))
    return people.get(role)!
  }

  it('a plain member who joined by invitation walks every tab they are shown, on a phone and a desktop, and can use only what the table lets them', { timeout: 240_000 }, async () => {
    const walk = await walkTabs(site, await personWith('member'))
    expect(walk.problems).toEqual([])
    // What a member may do has controls they can use (leaving the brand, offering appointments).
    expect(walk.usable.size).toBeGreaterThan(0)
  })

  it('an admin who joined by invitation walks every tab, on a phone and a desktop, and can use a control for every action of theirs', { timeout: 240_000 }, async () => {
    const walk = await walkTabs(site, await personWith('admin'))
    expect(walk.problems).toEqual([])
    // The marks are real: each action an admin may do has a control they can use on the brand's
    // tabs; but editing one's own card, whose editor opens from the person's dashboard (an admin
    // edits any card of the brand through edit-cards).
    const expected = roles.actions.filter((action) => roles.may('admin', action) && action !== 'edit-own-card')
    expect([...walk.usable].filter((action) => action !== 'edit-own-card').sort()).toEqual(expected.sort())
  })

  it("tells a member in one sentence, with nothing to try again, that another brand, a brand they are not in, or a tab they are not shown is not theirs", async () => {
    const member = await personWith('member')
    const otherHost = demoHosts.find((each) => each !== host)!
    const otherBrand = ((await (await fetch(`${site.origin(otherHost)}/api/sites/${otherHost}`)).json()) as { site: { brand_id: string } }).site.brand_id
    const { context, page } = await signedInPage(site.browser, member.origin, member.token, { viewport: viewports.phone })
    const closed = appFeatures.brandTabs.filter((tab) => !roles.may('member', tab.shownTo))
    expect(closed.length).toBeGreaterThan(0)
    try {
      await page.goto(`${member.origin}/brands/${otherBrand}`)
      await expectRefusal(page, 'No such brand here.')
      expect(await page.getByRole('navigation', { name: 'Brand sections' }).count()).toBe(0)
      for (const tab of closed) {
        await page.goto(`${member.origin}/brands/${member.brandId}/${tab.path}`)
        await expectRefusal(page, `${labelText(tab.label)} is not open to your role in this brand (member).`)
      }
    } finally {
      await context.close()
    }

    // Someone signed in on the site with no role in its brand.
    const outsider = await signInThroughApi(site.smtp, member.origin, `outsider-${host.replace(/\W/g, '')}-${Date.now()}@example.org`)
    const seen = await signedInPage(site.browser, member.origin, outsider.token, { viewport: viewports.desktop })
    try {
      await seen.page.goto(`${member.origin}/brands/${member.brandId}`)
      await expectRefusal(seen.page, 'You are not a member of this brand.')
      expect(await seen.page.getByRole('navigation', { name: 'Brand sections' }).count()).toBe(0)
    } finally {
      await seen.context.close()
    }
  })
})
