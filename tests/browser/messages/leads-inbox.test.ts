import { describe, expect, it } from 'vitest'
import { seriousAccessibilityProblems } from '../../helpers/axe'
import { sendAndPutRight } from '../../helpers/forms'
import { useRunningSite } from '../../helpers/running-site'
import { signIn, signInThroughApi } from '../../helpers/sign-in'

describe("the brand's leads inbox in Chromium", () => {
  const site = useRunningSite({ mail: true })

  it.each(['localhost', '127.0.0.1'] as const)('on %s: follows a lead up (status, read, a note) and has no serious accessibility problem on a phone or a desktop', async (host) => {
    const origin = site.origin(host)
    const name = `Vera Lead ${host}`
    const left = await fetch(`${origin}/api/vcards/demo/leads`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name, email: 'vera@lead.example', message: 'Call me about a table.' }) })
    expect(left.status).toBe(201)
    const admin = await signInThroughApi(site.smtp, origin, 'admin@example.com')

    const { context, page } = await site.newPage(host, { viewport: { width: 1440, height: 900 }, bypassCSP: true })
    await signIn(page, site.smtp, origin, 'admin@example.com')
    await page.goto(`${origin}/brands/${admin.brandId}/leads`)
    const lead = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
    await lead.waitFor()
    expect(await lead.getByText('Unread').isVisible()).toBe(true)
    expect(await seriousAccessibilityProblems(page)).toEqual([])

    await lead.getByLabel(`Status of ${name}`).selectOption('contacted')
    await lead.getByText('Contacted', { exact: true }).first().waitFor()
    await lead.getByRole('button', { name: 'Mark read' }).click()
    await lead.getByRole('button', { name: 'Mark unread' }).waitFor()
    await lead.getByRole('button', { name: 'Notes and reply' }).click()
    await sendAndPutRight(lead, {
      send: 'Add note',
      problem: 'The note must not be empty.',
      putRight: () => lead.getByLabel('Note for your team').fill('Wants oak, two metres.'),
      confirmation: 'Note added.',
    })
    await lead.getByText('Wants oak, two metres.').waitFor()

    await page.setViewportSize({ width: 390, height: 844 })
    expect(await seriousAccessibilityProblems(page)).toEqual([])
    // Every section tab the row shows is in sight on a phone, the open one among them: none cut off at the screen's edge.
    const tabs = page.getByRole('navigation', { name: 'Brand sections' }).getByRole('link')
    await tabs.filter({ hasText: 'Leads' }).waitFor()
    for (const box of await tabs.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(box.left).toBeGreaterThanOrEqual(0)
      expect(box.right).toBeLessThanOrEqual(390)
    }

    // The brand's webhook, in its settings: an address it will not post to is named, a good one is saved with its secret.
    await page.goto(`${origin}/brands/${admin.brandId}/edit`)
    const webhook = page.getByRole('region', { name: 'Webhook for your CRM' })
    await webhook.getByLabel('Address (https)').fill('http://crm.example.com/hook')
    await sendAndPutRight(webhook, {
      send: 'Save webhook',
      problem: 'The address must be an https address: leads travel encrypted.',
      putRight: () => webhook.getByLabel('Address (https)').fill('https://crm.example.com/hook'),
      confirmation: 'Webhook saved.',
    })
    await webhook.getByText(/^Secret: whsec_[0-9a-f]{64}$/).waitFor()
    expect(await seriousAccessibilityProblems(page)).toEqual([])
    await context.close()

    const { messages } = (await (await fetch(`${origin}/api/brands/${admin.brandId}/messages`, { headers: admin.headers })).json()) as { messages: { from: { name: string }; status: string; read_at: string | null }[] }
    expect(messages.find((message) => message.from.name === name)).toMatchObject({ status: 'contacted', read_at: expect.any(String) })
  })
})
