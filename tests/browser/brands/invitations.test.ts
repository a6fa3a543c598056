import axe from 'axe-core'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectNoSidewaysScroll } from '../../helpers/layout'
import { useRunningSite } from '../../helpers/running-site'
import { sessionTokenOf, signIn } from '../../helpers/sign-in'

const phone = { width: 390, height: 844 }
const desktop = { width: 1440, height: 900 }
const adminEmail = 'admin@example.com'
// Put in through the browser's debugging protocol: the pages' policy allows no script tag from a test.
const axeSource = axe.source

/** The serious and critical accessibility problems axe finds on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource)
  const found = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string | null; nodes: { html: string }[] }[] }> } }).axe.run()
    return result.violations.map((violation) => ({ id: violation.id, impact: violation.impact, nodes: violation.nodes.map((node) => node.html) }))
  })
  return found.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.join(' ')}`)
}

describe('inviting someone to a brand in the browser', () => {
  const site = useRunningSite({ mail: true })

  it.each(['localhost', '127.0.0.1'] as const)('on %s, an admin invites by e-mail and the invitee opens the mailed link, accepts and lands in the brand', async (host) => {
    const origin = site.origin(host)
    const { site: demoSite } = (await (await fetch(`${origin}/api/sites/${host}`)).json()) as { site: { brand_id: string; meta: { name: string } } }
    const brandId = demoSite.brand_id
    const invitee = `invitee-${host.replace(/\W/g, '')}-${Date.now()}@example.org`

    const adminContext = await site.browser.newContext({ viewport: desktop })
    const admin = await adminContext.newPage()
    await signIn(admin, site.smtp, origin, adminEmail)
    await admin.goto(`${origin}/brands/${brandId}/admins`)
    const members = admin.getByRole('list', { name: 'Members' })
    await members.getByText(adminEmail, { exact: false }).first().waitFor()

    // A wrong address is refused under its field and cleared once fixed.
    const invite = admin.getByRole('region', { name: 'Invite someone' })
    await invite.getByLabel('E-mail address').fill('not an address')
    await invite.getByRole('button', { name: 'Send invitation' }).click()
    await invite.getByText('E-mail address must be an e-mail address such as name@example.com.').waitFor()
    await invite.getByLabel('E-mail address').fill(invitee)
    expect(await invite.getByText('E-mail address must be').count()).toBe(0)
    await invite.getByLabel('Role').selectOption('editor')
    await invite.getByRole('button', { name: 'Send invitation' }).click()
    await invite.getByRole('status').getByText('The invitation is sent').waitFor()
    const waiting = admin.getByRole('list', { name: 'Waiting invitations' })
    await waiting.getByText(invitee).waitFor()
    expect(await waiting.getByText(/^Expires /).count()).toBe(1)
    expect(await seriousViolations(admin)).toEqual([])

    const mail = await site.smtp.waitForMail(invitee)
    expect(mail.fromName).toBe(demoSite.meta.name)
    const link = /https?:\/\/\S+\/invitations\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0]
    expect(link?.startsWith(`${origin}/invitations/`)).toBe(true)

    // The invitee, on a phone that has never seen the site.
    const inviteeContext = await site.browser.newContext({ viewport: phone })
    const page = await inviteeContext.newPage()
    await page.goto(link!)
    await page.getByRole('button', { name: 'Accept and sign in' }).waitFor()
    const invitation = page.getByRole('region', { name: 'Invitation' })
    expect(await invitation.textContent()).toContain(`invites you to join ${demoSite.meta.name} as editor`)
    expect(await invitation.textContent()).toContain(`signs you in as ${invitee}`)
    expect(await seriousViolations(page)).toEqual([])
    await expectNoSidewaysScroll(page)
    await page.getByRole('button', { name: 'Accept and sign in' }).click()
    await page.waitForURL(`${origin}/brands/${brandId}`)

    // Signed in as the invitee, who sees the brand's members with themself as editor.
    await page.goto(`${origin}/brands/${brandId}/admins`)
    const ownRow = page.getByRole('list', { name: 'Members' }).getByRole('listitem').filter({ hasText: `${invitee} (you)` })
    await ownRow.waitFor()
    expect(await ownRow.textContent()).toContain('Editor')
    expect(await page.getByRole('region', { name: 'Invite someone' }).count()).toBe(0)

    // The link is spent: opened again, it says so plainly.
    await page.goto(link!)
    await page.getByText('This invitation has already been accepted. Sign in to open the brand.').waitFor()
    expect(await page.getByRole('button', { name: 'Accept and sign in' }).count()).toBe(0)

    // The admin sees them joined and the invitation gone.
    await admin.reload()
    await members.getByText(invitee, { exact: true }).waitFor()
    expect(await admin.getByRole('list', { name: 'Waiting invitations' }).count()).toBe(0)

    // The brand's last owner is told plainly that they cannot leave it.
    const adminToken = await sessionTokenOf(adminContext, origin)
    const me = (await (await fetch(`${origin}/api/auth/me`, { headers: { authorization: `Bearer ${adminToken}` } })).json()) as { user: { id: string } }
    await admin.goto(`${origin}/users/${me.user.id}/brands`)
    const brands = admin.getByRole('list', { name: 'Brands' })
    await brands.getByRole('button', { name: `Leave ${demoSite.meta.name}` }).click()
    await brands.getByRole('alertdialog').getByRole('button', { name: `Leave ${demoSite.meta.name}` }).click()
    await brands.getByRole('alert').getByText('A brand always keeps an owner: this is its last one, who cannot leave.', { exact: false }).waitFor()
    expect(await seriousViolations(admin)).toEqual([])
    await inviteeContext.close()
    await adminContext.close()
  })
})
