import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { describe, expect, it } from 'vitest'
import { makeStore } from '../../../src/app/store'
import { DocumentEditor } from '../../../src/features/invoices/components/document-editor'
import { brandFixture, json, workspaceFixture } from '../app-shell/fixtures'
import { fakeServer, freshDeviceForEachTest, renderApp, signedIn } from '../app-shell/render-app'
import { renderInLocale } from '../render-with-theme'
import { clientFixture, draftFixture } from './document-fixture'

freshDeviceForEachTest()

const brandId = brandFixture.site.brand_id

/** The editor of the fixture's draft on its own, in a language: no route around it, so leaving asks nothing. */
async function renderEditor(locale: 'en' | 'de' | 'ar' = 'en') {
  const requests = fakeServer({})
  await renderInLocale(
    <Provider store={makeStore()}>
      <DocumentEditor brandId={brandId} kind="invoice" document={draftFixture()} clients={[clientFixture]} mayFinalize={false} />
    </Provider>,
    locale,
  )
  return { requests, user: userEvent.setup() }
}

const totals = () => screen.getByRole('group', { name: /^(Totals|Summen)$/ })

describe('the draft editor', () => {
  it('works its totals out from the lines as they are typed, amounts read the German way', async () => {
    const { user } = await renderEditor('de')
    expect(within(totals()).getByText('Gesamt').parentElement).toHaveTextContent('238,00 €')

    // A second line with a discount: 3 × 50,50 € less 10 % = 136,35 €, so 336,35 € net and 63,91 € tax.
    await user.click(screen.getByRole('button', { name: 'Position hinzufügen' }))
    await user.type(screen.getByLabelText('Position 2: Beschreibung'), 'Druck')
    await user.clear(screen.getByLabelText('Position 2: Menge'))
    await user.type(screen.getByLabelText('Position 2: Menge'), '3')
    await user.type(screen.getByLabelText('Position 2: Einzelpreis in EUR'), '50,50')
    await user.type(screen.getByLabelText('Position 2: Rabatt in % (optional)'), '10')
    expect(within(totals()).getByText('Summe ohne Steuer').parentElement).toHaveTextContent('336,35 €')
    expect(within(totals()).getByText('Steuer gesamt').parentElement).toHaveTextContent('63,91 €')
    expect(within(totals()).getByText('Gesamt').parentElement).toHaveTextContent('400,26 €')

    // Removing the first line leaves the second's figures alone.
    await user.click(screen.getByRole('button', { name: 'Position 1 entfernen' }))
    expect(within(totals()).getByText('Gesamt').parentElement).toHaveTextContent('162,26 €')
  })

  it('says under a quantity that cannot be one what is wrong, sends nothing, and clears the problem once it is fixed', async () => {
    const { user, requests } = await renderEditor()
    const quantity = screen.getByLabelText('Line 1: quantity')
    await user.clear(quantity)
    await user.type(quantity, '0')
    await user.click(screen.getByRole('button', { name: 'Save the draft' }))
    expect(await screen.findByText(/^The quantity must be a number above 0/)).toBeVisible()
    expect(screen.getByText('Some fields need a change: see the messages under them.')).toBeVisible()
    expect(requests).toHaveLength(0)

    await user.clear(quantity)
    await user.type(quantity, '1.5')
    expect(screen.queryByText(/^The quantity must be/)).toBeNull()
    expect(screen.queryByText('Some fields need a change: see the messages under them.')).toBeNull()
  })

  it('names a unit price that has more decimals than its currency', async () => {
    const { user } = await renderEditor()
    const price = screen.getByLabelText('Line 1: unit price in EUR')
    await user.clear(price)
    await user.type(price, '12.345')
    await user.click(screen.getByRole('button', { name: 'Save the draft' }))
    expect(await screen.findByText('The unit price has more decimals than EUR has.')).toBeVisible()
  })
})

describe('unsaved work in the draft editor', () => {
  it('asks before leaving with changes not saved, and saves them when asked to', { timeout: 20_000 }, async () => {
    const draft = draftFixture()
    const saved: unknown[] = []
    renderApp(`/brands/${brandId}/invoices/${draft.id}`, {
      session: signedIn,
      routes: {
        'GET /api/workspace': () => json(workspaceFixture('owner')),
        [`GET /api/brands/${brandId}/clients`]: () => json({ clients: [clientFixture], total: 1, page: 1, page_size: 50 }),
        [`GET /api/brands/${brandId}/invoices/${draft.id}`]: () => json(draft),
        [`GET /api/brands/${brandId}/invoices`]: () => json({ invoices: [draft], total: 1, page: 1, page_size: 50 }),
        [`PATCH /api/brands/${brandId}/invoices/${draft.id}`]: async (request) => {
          const body = (await request.json()) as { lines: { description: string }[] }
          saved.push(body)
          return json(draftFixture({ lines: draft.lines.map((line) => ({ ...line, description: body.lines[0]!.description })) }))
        },
      },
    })
    const user = userEvent.setup()
    const description = await screen.findByLabelText('Line 1: description', {}, { timeout: 10_000 })
    await user.type(description, ' and follow-up')
    await user.click(screen.getByRole('link', { name: 'All invoices' }))

    const question = await screen.findByRole('alertdialog', { name: 'Leave without saving?' })
    expect(question).toHaveTextContent('Your changes to the draft invoice are not saved.')
    await user.click(within(question).getByRole('button', { name: 'Save and leave' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]).toMatchObject({ lines: [{ description: 'Design workshop and follow-up', quantity: '2', unit_price: 10000 }] })
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible()
  })
})
