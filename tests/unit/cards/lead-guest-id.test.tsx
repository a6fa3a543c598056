import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { json } from '../app-shell/fixtures'
import { freshDeviceForEachTest, renderApp, type FakeRoute } from '../app-shell/render-app'
import { fullCard } from './card-fixture'

freshDeviceForEachTest()

const guestId = '99999999-9999-4999-8999-999999999999'
const cardRoutes: Record<string, FakeRoute> = {
  'GET /api/vcards/ada-lovelace': () => json(fullCard),
  'POST /api/vcards/ada-lovelace/leads': () => json({ id: 'lead-1', guest_id: guestId }, 201),
}

async function leaveDetails() {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText(/Your name/), 'Priya Raman')
  await user.type(screen.getByLabelText(/Your e-mail/), 'priya@example.org')
  await user.click(screen.getByRole('button', { name: 'Send my details' }))
  await screen.findByText('Thank you. Ada has your details.')
}

const paths = (requests: Request[]) => requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)

describe("a visitor leaving their details on a card", () => {
  it('gets a guest id first, and the lead carries it', async () => {
    const { requests, store } = renderApp('/vcard/ada-lovelace', {
      routes: { ...cardRoutes, 'POST /api/auth/guests': () => json({ role_id: guestId }, 201) },
    })
    await leaveDetails()
    const sent = paths(requests)
    expect(sent.indexOf('POST /api/auth/guests')).toBeGreaterThanOrEqual(0)
    expect(sent.indexOf('POST /api/auth/guests')).toBeLessThan(sent.indexOf('POST /api/vcards/ada-lovelace/leads'))
    const lead = requests.find((request) => request.url.endsWith('/leads'))!
    expect(await lead.json()).toMatchObject({ name: 'Priya Raman', guest_id: guestId })
    await waitFor(() => expect(store.getState().session.guestId).toBe(guestId))
  })

  it('keeps the guest id the device already has, asking for no new one', async () => {
    const { requests } = renderApp('/vcard/ada-lovelace', { session: { guestId }, routes: cardRoutes })
    await leaveDetails()
    expect(paths(requests)).not.toContain('POST /api/auth/guests')
    const lead = requests.find((request) => request.url.endsWith('/leads'))!
    expect(await lead.json()).toMatchObject({ guest_id: guestId })
  })

  it('still sends the details when no guest id could be had', async () => {
    const { requests } = renderApp('/vcard/ada-lovelace', {
      routes: { ...cardRoutes, 'POST /api/auth/guests': () => json({ status: 'error', message: 'Guests are paused' }, 503) },
    })
    await leaveDetails()
    const lead = requests.find((request) => request.url.endsWith('/leads'))!
    expect(await lead.json()).toMatchObject({ name: 'Priya Raman', guest_id: null })
  })
})
