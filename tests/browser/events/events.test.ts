import { readFile } from 'node:fs/promises'
import { parse } from 'csv-parse/sync'
import axe from 'axe-core'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectNoSidewaysScroll } from '../../helpers/layout'
import { useRunningSite } from '../../helpers/running-site'
import { sessionTokenOf, signIn } from '../../helpers/sign-in'

/** The serious and critical accessibility problems axe finds on the page as drawn. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axe.source)
  return page.evaluate(async () => {
    const inPage = (window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> } }).axe
    const { violations } = await inPage.run()
    return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id} (${violation.nodes.length})`)
  })
}

describe('a person\'s events at /users/{id}/events', () => {
  const site = useRunningSite({ mail: true })

  it('shows their sign-in and the card they made, filters them and exports the filter as CSV', async () => {
    const origin = site.origin('127.0.0.1')
    const context = await site.browser.newContext({ acceptDownloads: true, viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await signIn(page, site.smtp, origin, 'admin@example.com')

    // Something recorded besides the sign-in: a card made through the API with the same session.
    const token = await sessionTokenOf(context, origin)
    const { site: demo } = (await (await fetch(`${origin}/api/sites/127.0.0.1`)).json()) as { site: { id: string; brand_id: string } }
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${decodeURIComponent(token)}`, 'x-site-id': demo.id }
    const made = await fetch(`${origin}/api/brands/${demo.brand_id}/vcards`, { method: 'POST', headers, body: JSON.stringify({ key: 'logbook', given_name: 'Lena', family_name: 'Logbook' }) })
    expect(made.status).toBe(201)
    const me = (await (await fetch(`${origin}/api/auth/me`, { headers })).json()) as { user: { id: string } }

    await page.goto(`${origin}/users/${me.user.id}/events`)
    await page.getByRole('heading', { name: 'Events' }).waitFor()
    const events = page.getByRole('region', { name: 'Events' })
    await events.getByText('Created the card "Lena Logbook" (/vcard/logbook)').waitFor()
    await events.getByText('Signed in as admin@example.com').waitFor()
    expect(await events.getByRole('row').count()).toBe(3)
    expect(await seriousViolations(page)).toEqual([])
    await expectNoSidewaysScroll(page)

    await page.getByLabel('Action').selectOption('session.signed-in')
    await expect.poll(() => events.getByRole('row').count()).toBe(2)
    expect(await events.getByText('Created the card').count()).toBe(0)
    await page.getByLabel('Action').selectOption('')
    await page.getByLabel('Search').fill('logbook')
    await expect.poll(() => events.getByRole('row').count()).toBe(2)
    await events.getByText('Created the card "Lena Logbook" (/vcard/logbook)').waitFor()

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const file = await (await download).path()
    const rows = parse(await readFile(file, 'utf8'), { columns: true }) as Record<string, string>[]
    expect(rows.map((row) => [row.action, row.summary, row.who])).toEqual([['card.created', 'Created the card "Lena Logbook" (/vcard/logbook)', 'admin@example.com']])

    // The export is recorded too, and the list shows it without a reload.
    await page.getByLabel('Search').fill('')
    await events.getByText('Exported 1 event as CSV (q logbook)').waitFor()

    // A future "From" date leaves nothing; "To" before "From" says so next to the field.
    await page.getByLabel('From', { exact: true }).fill('2099-01-02')
    await events.getByText('No events match.').waitFor()
    await page.getByLabel('To', { exact: true }).fill('2099-01-01')
    await page.getByText('To must be on or after the From date.').waitFor()
    await context.close()
  })
})
