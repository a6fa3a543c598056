import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { describe, expect, it } from 'vitest'
import { makeStore } from '../../../src/app/store'
import type { Payment } from '../../../src/domain/payment'
import { PaymentsSection } from '../../../src/features/payments/components/payments-section'
import { brandFixture, json, workspaceFixture } from '../app-shell/fixtures'
import { fakeServer, freshDeviceForEachTest, renderApp, signedIn } from '../app-shell/render-app'
import { clientFixture } from '../invoices/document-fixture'
import { renderInLocale } from '../render-with-theme'

freshDeviceForEachTest()

const brandId = brandFixture.site.brand_id

const paymentFixture: Payment = {
  id: '66666666-6666-4666-8666-666666666666',
  client_id: clientFixture.id,
  client_name: clientFixture.name,
  payer: '',
  amount: 23800,
  currency: 'EUR',
  method: 'bank_transfer',
  provider: 'manual',
  received_on: '2026-11-25',
  reference: 'RE-2026-0001',
  note: '',
  payment_link_id: null,
  allocations: [{ invoice_id: '44444444-4444-4444-8444-444444444444', invoice_number: 'RE-2026-0001', amount: 23800 }],
  refunds: [],
  refunded: 0,
  unallocated: 0,
  created_at: '2026-11-25T09:00:00.000Z',
}

const readRoutes = {
  [`GET /api/brands/${brandId}/payments`]: () => json({ payments: [paymentFixture], total: 1, page: 1, page_size: 50 }),
  [`GET /api/brands/${brandId}/payment-links`]: () => json({ payment_links: [] }),
  [`GET /api/brands/${brandId}/clients`]: () => json({ clients: [clientFixture], total: 1, page: 1, page_size: 50 }),
  [`GET /api/brands/${brandId}/invoices`]: () => json({ invoices: [], total: 0, page: 1, page_size: 50 }),
}

/** The payments of the fixture brand on their own, in German, for one who records payments. */
async function renderInGerman() {
  const recorded: unknown[] = []
  // No payments listed yet: the section stands here without the router its rows link through.
  const requests = fakeServer({
    ...readRoutes,
    [`GET /api/brands/${brandId}/payments`]: () => json({ payments: [], total: 0, page: 1, page_size: 50 }),
    [`POST /api/brands/${brandId}/payments`]: async (request) => {
      recorded.push(await request.json())
      return json(paymentFixture)
    },
  })
  await renderInLocale(
    <Provider store={makeStore()}>
      <PaymentsSection brandId={brandId} mayRecord />
    </Provider>,
    'de',
  )
  return { requests, recorded, user: userEvent.setup() }
}

describe('recording a payment', () => {
  it('sends the amount typed the German way in minor units', async () => {
    const { user, recorded } = await renderInGerman()
    await user.click(await screen.findByRole('button', { name: 'Zahlung erfassen' }))
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Kunde' }), clientFixture.name)
    await user.type(screen.getByLabelText(/^Betrag in EUR/), '1.234,50')
    await user.type(screen.getByLabelText('Verwendungszweck (optional)'), 'RE-2026-0002')
    await user.click(screen.getByRole('button', { name: 'Zahlung erfassen' }))
    await waitFor(() => expect(recorded).toHaveLength(1))
    expect(recorded[0]).toMatchObject({ client_id: clientFixture.id, amount: 123450, currency: 'EUR', method: 'bank_transfer', reference: 'RE-2026-0002', allocations: [] })
  })

  it('says under the amount what is wrong with it, sends nothing, and clears the problem once it is fixed', async () => {
    const { user, recorded } = await renderInGerman()
    await user.click(await screen.findByRole('button', { name: 'Zahlung erfassen' }))
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Kunde' }), clientFixture.name)
    const amount = screen.getByLabelText(/^Betrag in EUR/)
    await user.type(amount, '12,345')
    await user.click(screen.getByRole('button', { name: 'Zahlung erfassen' }))
    expect(await screen.findByText('Der Betrag hat mehr Nachkommastellen als EUR.')).toBeVisible()
    expect(amount).toHaveAttribute('aria-invalid', 'true')
    expect(recorded).toHaveLength(0)

    await user.type(amount, '{Backspace}')
    expect(screen.queryByText('Der Betrag hat mehr Nachkommastellen als EUR.')).toBeNull()
  })
})

describe('who may record', () => {
  const renderAs = (role: 'owner' | 'editor') =>
    renderApp(`/brands/${brandId}/pay`, { session: signedIn, routes: { 'GET /api/workspace': () => json(workspaceFixture(role)), ...readRoutes } })

  it('offers an owner to record a payment', { timeout: 20_000 }, async () => {
    renderAs('owner')
    expect(await screen.findByRole('link', { name: clientFixture.name }, { timeout: 10_000 })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Record a payment' })).toBeVisible()
  })

  it('shows an editor the payments without the Record button', { timeout: 20_000 }, async () => {
    renderAs('editor')
    expect(await screen.findByRole('link', { name: clientFixture.name }, { timeout: 10_000 })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Download as CSV' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Record a payment' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Create a payment link' })).toBeNull()
  })
})

describe('refunding a payment', () => {
  it('asks before giving money back, and sends the amount only once confirmed', { timeout: 20_000 }, async () => {
    const refunds: unknown[] = []
    renderApp(`/brands/${brandId}/pay/${paymentFixture.id}`, {
      session: signedIn,
      routes: {
        'GET /api/workspace': () => json(workspaceFixture('owner')),
        [`GET /api/brands/${brandId}/payments/${paymentFixture.id}`]: () => json(paymentFixture),
        [`POST /api/brands/${brandId}/payments/${paymentFixture.id}/refunds`]: async (request) => {
          refunds.push(await request.json())
          return json({ ...paymentFixture, refunded: 5000 })
        },
      },
    })
    const user = userEvent.setup()
    expect(await screen.findByRole('link', { name: 'Invoice RE-2026-0001' }, { timeout: 10_000 })).toHaveAttribute('href', `/brands/${brandId}/invoices/44444444-4444-4444-8444-444444444444`)
    await user.click(screen.getByRole('button', { name: 'Refund' }))
    await user.type(screen.getByLabelText(/^Amount in EUR/), '50')
    await user.type(screen.getByLabelText('Reason (optional)'), 'Workshop shortened')
    await user.click(screen.getByRole('button', { name: 'Refund' }))

    const question = await screen.findByRole('alertdialog', { name: 'Refund this payment?' })
    expect(refunds).toHaveLength(0)
    await user.click(within(question).getByRole('button', { name: 'Refund' }))
    await waitFor(() => expect(refunds).toHaveLength(1))
    expect(refunds[0]).toMatchObject({ amount: 5000, reason: 'Workshop shortened' })
  })
})
