import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousAccessibilityProblems } from '../../helpers/axe'
import { demoBrandOfHost, demoHosts } from '../../helpers/demo-brands'
import { expectNoSidewaysScroll } from '../../helpers/layout'
import { useRunningSite } from '../../helpers/running-site'
import { addSessionCookies, demoAdminSessions, signIn, type ApiSession } from '../../helpers/sign-in'

const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const
const screenshots = path.resolve(import.meta.dirname, '..', '..', '..', '.tmp', 'screenshots', 'invoices')

/** The client each demo brand's new invoice is for: one who reads English, so the figures read as below. */
const englishClient = { localhost: 'Harbourside Books Ltd', '127.0.0.1': 'Atelier Lumière' } as const

/** The screen has settled, nothing serious for a screen reader or a keyboard is wrong, nothing scrolls sideways, and its picture is kept. */
async function looked(page: Page, name: string, fullPage = true) {
  await page.waitForLoadState('networkidle')
  await page.getByText(/^Loading\b/).first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined)
  expect(await seriousAccessibilityProblems(page), name).toEqual([])
  await expectNoSidewaysScroll(page)
  mkdirSync(screenshots, { recursive: true })
  await page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage })
}

/** The next number of the brand's invoice series this year, from what the brand has issued. */
async function nextInvoiceNumber(origin: string, session: ApiSession): Promise<string> {
  const answer = (await (await fetch(`${origin}/api/brands/${session.brandId}/invoices?kind=invoice`, { headers: session.headers })).json()) as { invoices: { number: string | null }[] }
  const year = new Date().getUTCFullYear()
  const places = answer.invoices.flatMap((invoice) => (invoice.number?.startsWith(`INV-${year}-`) ? [Number(invoice.number.slice(9))] : []))
  return `INV-${year}-${String(Math.max(0, ...places) + 1).padStart(4, '0')}`
}

describe('invoices: the list, a demo invoice, a new invoice drafted, finalized and sent, and the client’s page', () => {
  const site = useRunningSite({ mail: true })
  const adminOn = demoAdminSessions(site)

  for (const host of demoHosts) {
    for (const [size, viewport] of Object.entries(viewports)) {
      it(`the demo admin of ${demoBrandOfHost[host]} (${host}) on a ${size}`, { timeout: 240_000 }, async () => {
        const origin = site.origin(host)
        const session = await adminOn(host)
        const context = await site.browser.newContext({ viewport })
        await addSessionCookies(context, origin, session.token)
        const page = await context.newPage()
        const shot = (screen: string) => `${screen}-${host === 'localhost' ? 'northwind' : 'ember-oak'}-${size}`

        await page.goto(`${origin}/brands/${session.brandId}/invoices`)
        await page.getByRole('heading', { level: 1, name: 'Invoices' }).waitFor({ timeout: 60_000 })
        const documents = page.getByRole('list', { name: 'Quotes, invoices and credit notes' })
        await documents.getByRole('link', { name: /^INV-/ }).first().waitFor()
        await page.getByRole('list', { name: 'Clients' }).getByText(englishClient[host]).waitFor()
        await looked(page, shot('list'))

        // A demo invoice, issued: read-only, with its number, status and balance.
        await documents.getByRole('link', { name: /^INV-/ }).first().click()
        await page.getByRole('heading', { level: 1, name: /^Invoice INV-/ }).waitFor()
        await page.getByRole('group', { name: 'Totals' }).waitFor()
        expect(await page.getByRole('button', { name: 'Save the draft' }).count()).toBe(0)
        await looked(page, shot('demo-invoice'))

        // A new invoice of two lines, one with a discount: 2 × 120.00 and 1 × 80.00 less 10 %, at 20 %.
        await page.getByRole('link', { name: 'All invoices' }).click()
        await page.getByRole('button', { name: 'New invoice' }).click()
        await page.getByRole('heading', { level: 1, name: 'New invoice' }).waitFor()
        await page.getByLabel('Client', { exact: true }).selectOption({ label: englishClient[host] })
        await page.getByLabel('Line 1: description').fill('Brand workshop')
        await page.getByLabel('Line 1: quantity').fill('2')
        await page.getByLabel(/^Line 1: unit price in/).fill('120')
        await page.getByLabel('Line 1: tax 1 rate %').fill('20')
        await page.getByRole('button', { name: 'Add a line' }).click()
        await page.getByLabel('Line 2: description').fill('Printed guidelines')
        await page.getByLabel(/^Line 2: unit price in/).fill('80.00')
        await page.getByLabel('Line 2: discount % (optional)').fill('10')
        const totals = page.getByRole('group', { name: 'Totals' })
        await expect.poll(() => totals.innerText()).toMatch(/Total without tax\s*\S?312\.00/)
        expect(await totals.innerText()).toMatch(/Total tax\s*\S?62\.40/)
        expect(await totals.innerText()).toMatch(/Total\s*\S?374\.40\s*$/)
        await looked(page, shot('new-invoice'))

        await page.getByRole('button', { name: 'Save the draft' }).click()
        await page.waitForURL((url) => /\/invoices\/[0-9a-f-]{36}$/.test(url.pathname))
        await page.getByRole('heading', { level: 1, name: 'Draft invoice' }).waitFor()
        await expect.poll(() => page.getByLabel('Line 2: description').inputValue()).toBe('Printed guidelines')

        // Finalizing asks first, then gives the next number of the series.
        const number = await nextInvoiceNumber(origin, session)
        await page.getByRole('button', { name: 'Finalize' }).click()
        const question = page.getByRole('alertdialog', { name: 'Finalize this invoice?' })
        await question.getByText('It gets its number and can no longer be edited.').waitFor()
        // A dialog stays over the window, so its picture is of the window.
        await looked(page, shot('finalize-question'), false)
        await question.getByRole('button', { name: 'Finalize' }).click()
        await page.getByRole('heading', { level: 1, name: `Invoice ${number}` }).waitFor()
        expect(await page.getByRole('button', { name: 'Save the draft' }).count()).toBe(0)

        // Sent to the client, which gives the link to copy.
        await page.getByRole('button', { name: 'Send to the client' }).click()
        const link = await page.getByLabel(/^The client’s link/).inputValue({ timeout: 15_000 })
        expect(link).toContain('/invoice-links/')
        await looked(page, shot('issued-invoice'))
        await context.close()

        // The client, with no account, on a device of their own.
        const client = await site.browser.newContext({ viewport })
        const clientPage = await client.newPage()
        await clientPage.goto(link)
        await clientPage.getByRole('heading', { level: 1, name: `Invoice ${number}` }).waitFor({ timeout: 60_000 })
        expect(await clientPage.getByRole('region', { name: /^Amount due: \S?374\.40/ }).count()).toBe(1)
        expect(await clientPage.getByRole('group', { name: 'Totals' }).innerText()).toMatch(/Total\s*\S?374\.40\s*$/)
        expect(await clientPage.getByRole('button', { name: 'Pay' }).count()).toBe(0)
        await looked(clientPage, shot('client-page'))
        await client.close()
      })
    }
  }

  it('shows an Arabic-reading client their quote in Arabic, right to left, and takes their acceptance', { timeout: 120_000 }, async () => {
    const host = '127.0.0.1'
    const origin = site.origin(host)
    const session = await adminOn(host)
    const api = (path: string, body?: unknown) =>
      fetch(`${origin}/api/brands/${session.brandId}${path}`, { method: body === undefined ? 'GET' : 'POST', headers: session.headers, body: body === undefined ? undefined : JSON.stringify(body) }).then((answer) => answer.json())
    const { clients } = (await api('/clients')) as { clients: { id: string; language: string }[] }
    const reader = clients.find((client) => client.language === 'ar')!
    const quote = (await api('/invoices', {
      kind: 'quote',
      client_id: reader.id,
      lines: [{ description: 'هوية بصرية', quantity: '1', unit_price: 150000, discount_percent: '10', taxes: [{ name: 'VAT', percent: '20', category: 'S' }] }],
    })) as { id: string }
    await api(`/invoices/${quote.id}/finalize`, {})
    const { link } = (await api(`/invoices/${quote.id}/send`, {})) as { link: string }

    for (const [size, viewport] of Object.entries(viewports)) {
      const client = await site.browser.newContext({ viewport })
      const page = await client.newPage()
      await page.goto(link)
      await page.getByRole('heading', { level: 1, name: /^عرض سعر QUO-/ }).waitFor({ timeout: 60_000 })
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl')
      await looked(page, `client-quote-arabic-${size}`)
      if (size === 'desktop') {
        await page.getByRole('button', { name: 'قبول عرض السعر' }).click()
        await page.getByText('مقبول', { exact: true }).waitFor()
        expect(await page.getByRole('button', { name: 'قبول عرض السعر' }).count()).toBe(0)
      }
      await client.close()
    }
  })

  // plain.member@example.org belongs to no demo brand; Sam Rivera is Northwind Studio's plain member (server/modules/cards/demo-cards.ts).
  it.each(['plain.member@example.org', 'sam.rivera@northwind.example'])('shows %s no Invoices tab and no invoices', { timeout: 120_000 }, async (email) => {
    const origin = site.origin('localhost')
    const { context, page } = await site.newPage('localhost', { viewport: viewports.desktop })
    await signIn(page, site.smtp, origin, email)
    const brandId = (await adminOn('localhost')).brandId
    await page.goto(`${origin}/brands/${brandId}`)
    await page.getByRole('heading', { level: 1 }).or(page.getByRole('alert')).first().waitFor({ timeout: 60_000 })
    await page.waitForLoadState('networkidle')
    expect(await page.getByRole('link', { name: 'Invoices' }).count()).toBe(0)
    await page.goto(`${origin}/brands/${brandId}/invoices`)
    await page.getByRole('alert').first().waitFor({ timeout: 60_000 })
    expect(await page.getByRole('list', { name: 'Quotes, invoices and credit notes' }).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'New invoice' }).count()).toBe(0)
    await context.close()
  })
})
