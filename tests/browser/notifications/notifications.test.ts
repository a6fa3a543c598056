import axe from 'axe-core'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useRunningSite } from '../../helpers/running-site'
import { signIn, signInThroughApi } from '../../helpers/sign-in'

/** Leaves a lead on the host's demo card, as a visitor on another device does. */
async function leaveLead(origin: string, name: string) {
  const answer = await fetch(`${origin}/api/vcards/demo/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email: 'visitor@example.org', message: `Hello from ${name}` }),
  })
  expect(answer.status).toBe(201)
}

async function seriousViolations(page: Page) {
  await page.addScriptTag({ content: axe.source })
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown }[] }[] }> } }).axe
    const { violations } = await axe.run()
    return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`)
  })
}

describe('notifications in the app', () => {
  const site = useRunningSite({ mail: true })

  it('counts a new lead in the header as it arrives, with no reload, and the count follows reading', async () => {
    const { context, page, origin } = await site.newPage('localhost')
    await signIn(page, site.smtp, origin, 'admin@example.com')
    const header = page.getByRole('banner')
    // Marks this page load: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { sameLoad: boolean }).sameLoad = true))

    await leaveLead(origin, 'First Visitor')
    // The file's server is fresh and only this test leaves leads for the demo admin.
    await header.getByRole('link', { name: '1 unread notification' }).waitFor()
    await leaveLead(origin, 'Second Visitor')
    await header.getByRole('link', { name: '2 unread notifications' }).waitFor()
    expect(await page.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad)).toBe(true)

    // The badge opens the notifications; reading one takes it off the count.
    await header.getByRole('link', { name: '2 unread notifications' }).click()
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor()
    await page.getByRole('button', { name: 'Mark as read' }).first().click()
    await header.getByRole('link', { name: '1 unread notification' }).waitFor()
    await context.close()
  })

  it('saves where each kind is delivered, and keeps it across a reload', async () => {
    // axe is added to the page as a script of its own, which the page's policy would refuse.
    const { context, page, origin } = await site.newPage('127.0.0.1', { bypassCSP: true })
    const email = 'delivery@example.org'
    await signIn(page, site.smtp, origin, email)
    const { headers } = await signInThroughApi(site.smtp, origin, email)
    const me = (await (await fetch(`${origin}/api/auth/me`, { headers })).json()) as { user: { id: string } }
    await page.goto(`${origin}/users/${me.user.id}/notifications`)
    await page.getByRole('heading', { name: 'Delivery' }).waitFor()

    const leadMail = page.getByRole('checkbox', { name: 'New leads: E-mail' })
    expect(await leadMail.isChecked()).toBe(true)
    expect(await page.getByRole('checkbox', { name: 'Brand membership: Push' }).isChecked()).toBe(false)
    // As a keyboard user does: focus a switch, press Space.
    await leadMail.focus()
    await page.keyboard.press('Space')
    await page.getByRole('checkbox', { name: 'Account security: Push' }).focus()
    await page.keyboard.press('Space')
    await page.getByRole('button', { name: 'Save delivery' }).click()
    await page.getByText('Delivery saved.').waitFor()

    const saved = (await (await fetch(`${origin}/api/users/me/notification-preferences`, { headers })).json()) as Record<string, unknown>
    expect(saved).toEqual({
      lead: { in_app: true, email: false, push: true },
      membership: { in_app: true, email: true, push: false },
      security: { in_app: true, email: true, push: true },
      payment: { in_app: true, email: true, push: true },
      invoice: { in_app: true, email: false, push: false },
    })
    await page.reload()
    await page.getByRole('heading', { name: 'Delivery' }).waitFor()
    await expect.poll(() => page.getByRole('checkbox', { name: 'New leads: E-mail' }).isChecked()).toBe(false)

    // Push on this device: this browser can be asked, so the button is there.
    await page.getByRole('button', { name: 'Turn on push on this device' }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await context.close()
  })
})
