import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { BrandRole } from '../../../src/domain/brand-roles'
import { useRunningSite, type RunningSite } from '../../helpers/running-site'
import { demoAdminSessions, signedInPage, type ApiSession } from '../../helpers/sign-in'
import { viewports } from '../../helpers/workspace-walk'

const host = 'localhost'

type Person = { email: string; name: string; token: string; headers: Record<string, string> }

/** The demo admin invites a new address to a role; the person follows the mailed link, accepts, and gives their name. */
async function joinByInvitation(site: RunningSite, admin: ApiSession, role: BrandRole, name: string): Promise<Person> {
  const origin = site.origin(host)
  const email = `owner-${role}-${Date.now()}@example.org`
  const sent = await fetch(`${origin}/api/brands/${admin.brandId}/invitations`, { method: 'POST', headers: admin.headers, body: JSON.stringify({ email, role }) })
  expect(sent.status, await sent.clone().text()).toBe(201)
  const link = /\/invitations\/([A-Za-z0-9_-]+)/.exec((await site.smtp.waitForMail(email)).text)
  expect(link, 'the invitation mail carries its link').not.toBeNull()
  const accepted = await fetch(`${origin}/api/invitations/${link![1]}/accept`, { method: 'POST', headers: { 'x-site-id': admin.siteId } })
  expect(accepted.status, await accepted.clone().text()).toBe(200)
  const { token } = (await accepted.json()) as { token: string }
  const headers = { 'content-type': 'application/json', 'x-site-id': admin.siteId, authorization: `Bearer ${token}` }
  const named = await fetch(`${origin}/api/users/me`, { method: 'PATCH', headers, body: JSON.stringify({ name }) })
  expect(named.status, await named.clone().text()).toBe(200)
  return { email, name, token, headers }
}

/** The "Your cards" panel of the person's dashboard. */
async function yourCards(page: Page, origin: string) {
  await page.goto(`${origin}/profile`)
  const panel = page.getByRole('region', { name: 'Your cards' })
  await panel.waitFor()
  return panel
}

describe("a card for every member of the brand", () => {
  const site = useRunningSite({ mail: true })
  const adminOf = demoAdminSessions(site)

  /** Someone who just joined the brand with a role, on their dashboard's "Your cards" panel. */
  async function dashboardOfNewcomer(role: BrandRole, name: string, viewport: { width: number; height: number }) {
    const origin = site.origin(host)
    const admin = await adminOf(host)
    const person = await joinByInvitation(site, admin, role, name)
    const { context, page } = await signedInPage(site.browser, origin, person.token, { viewport })
    return { origin, admin, person, context, page, panel: await yourCards(page, origin) }
  }

  it('an admin gives a card to a member in its editor; the member edits and saves it, with no Publish and no owner control', async () => {
    const origin = site.origin(host)
    const admin = await adminOf(host)
    const member = await joinByInvitation(site, admin, 'member', 'Noor Haddad')
    const created = await fetch(`${origin}/api/brands/${admin.brandId}/vcards`, { method: 'POST', headers: admin.headers, body: JSON.stringify({ key: `reception-${Date.now()}`, given_name: 'Reception', family_name: 'Desk' }) })
    const card = (await created.json()) as { id: string }

    // The admin gives it in the editor's Owner section.
    const { context: adminContext, page: adminPage } = await signedInPage(site.browser, origin, admin.token, { viewport: viewports.desktop })
    await adminPage.goto(`${origin}/brands/${admin.brandId}/vcards/${card.id}`)
    const owner = adminPage.getByRole('region', { name: 'Owner' })
    await owner.getByText('Nobody owns this card', { exact: false }).waitFor()
    await owner.getByLabel('Give the card to').selectOption({ label: `Noor Haddad (${member.email})` })
    await owner.getByRole('button', { name: 'Give the card' }).click()
    await owner.getByText(`Owned by Noor Haddad (${member.email}).`).waitFor()
    // The brand's list says whose it is.
    await adminPage.goto(`${origin}/brands/${admin.brandId}/vcards`)
    await adminPage.getByRole('list', { name: 'Cards' }).getByText(`owned by Noor Haddad (${member.email})`, { exact: false }).waitFor()
    await adminContext.close()

    // The member finds it on their dashboard, edits it and saves it.
    const { context, page } = await signedInPage(site.browser, origin, member.token, { viewport: viewports.phone })
    const panel = await yourCards(page, origin)
    await panel.getByRole('link', { name: 'Reception Desk' }).click()
    await page.waitForURL(`**/brands/${admin.brandId}/vcards/${card.id}`)
    const jobTitle = page.getByLabel('Job title')
    await jobTitle.fill('Welcomes every visitor')
    await page.getByRole('button', { name: 'Save card' }).click()
    await expect.poll(async () => ((await (await fetch(`${origin}/api/brands/${admin.brandId}/vcards/${card.id}`, { headers: member.headers })).json()) as { job_title: string }).job_title).toBe('Welcomes every visitor')

    // Nothing it may not do is offered: no Publish, no owner to choose, no Delete.
    await page.getByRole('region', { name: 'Owner' }).getByText('This is your card: you fill it in.', { exact: false }).waitFor()
    await page.getByText('Only the brand’s owners, admins and editors publish and withdraw it.').waitFor()
    expect(await page.getByRole('button', { name: /^(Publish|Withdraw|Give the card|Delete card)$/ }).count()).toBe(0)
    expect(await page.getByLabel('Give the card to').count()).toBe(0)
    expect(await page.locator('[data-needs="publish-cards"], [data-needs="edit-cards"]').count()).toBe(0)
    await context.close()
  })

  it('a member with no card is told who can give them one', async () => {
    const { context, panel } = await dashboardOfNewcomer('member', 'Ola Berg', viewports.phone)
    await panel.getByText('You have no card of Northwind Studio yet.', { exact: false }).waitFor()
    const givers = panel.getByRole('list', { name: 'Who can give you a card' })
    expect(await givers.getByRole('link', { name: 'admin@example.com' }).getAttribute('href')).toBe('mailto:admin@example.com')
    expect(await panel.getByRole('button', { name: 'Create my card' }).count()).toBe(0)
    await context.close()
  })

  it('an editor with no card presses "Create my card" and its editor opens with their name and address', async () => {
    const { origin, admin, person: editor, context, page, panel } = await dashboardOfNewcomer('editor', 'Rui Costa', viewports.desktop)
    await panel.getByRole('button', { name: 'Create my card' }).click()
    await page.waitForURL(new RegExp(`/brands/${admin.brandId}/vcards/[0-9a-f-]{36}$`))
    await page.getByRole('heading', { name: 'Card of Rui Costa', level: 1 }).waitFor()
    expect(await page.getByLabel('E-mail 1 address').inputValue()).toBe(editor.email)
    await page.getByRole('region', { name: 'Owner' }).getByText('You own this card.').waitFor()
    // The dashboard lists it now, and offers no second one.
    const panelAgain = await yourCards(page, origin)
    await panelAgain.getByRole('link', { name: 'Rui Costa' }).waitFor()
    expect(await panelAgain.getByRole('button', { name: 'Create my card' }).count()).toBe(0)
    await context.close()
  })
})
