import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeStore } from '../../../src/app/store'
import { LeadForm } from '../../../src/features/cards/components/lead-form'
import { IntlAndTheme } from '../render-with-theme'
import { apiError, json } from '../app-shell/fixtures'
import { fakeServer, type FakeRoute } from '../app-shell/render-app'

const guestId = '99999999-9999-4999-8999-999999999999'

function renderForm(routes: Record<string, FakeRoute>, props: { guestId?: string | null } = {}) {
  const requests = fakeServer(routes)
  const onSent = vi.fn()
  render(
    <Provider store={makeStore()}>
      <IntlAndTheme>
        <LeadForm cardKey="demo" recipient="Maya" ensureGuestId={async () => props.guestId ?? null} onSent={onSent} />
      </IntlAndTheme>
    </Provider>,
  )
  return { requests, onSent }
}

async function fillIn(values: { name?: string; email?: string; phone?: string; message?: string }) {
  const user = userEvent.setup()
  if (values.name !== undefined) await user.type(screen.getByLabelText(/Your name/), values.name)
  if (values.email !== undefined) await user.type(screen.getByLabelText(/Your e-mail/), values.email)
  if (values.phone !== undefined) await user.type(screen.getByLabelText('Your phone (optional)'), values.phone)
  if (values.message !== undefined) await user.type(screen.getByLabelText('Message (optional)'), values.message)
  return user
}

const send = () => screen.getByRole('button', { name: 'Send my details' })

describe('the lead form ("Exchange contact")', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('says under each field what is wrong with it, and sends nothing', async () => {
    const { requests } = renderForm({})
    const user = await fillIn({ email: 'not an address', phone: 'call me' })
    await user.click(send())
    expect(await screen.findByText('Name must not be empty.')).toBeInTheDocument()
    expect(screen.getByText('E-mail must be an e-mail address such as name@example.com.')).toBeInTheDocument()
    expect(screen.getByText(/^Phone may hold only digits/)).toBeInTheDocument()
    expect(screen.getByLabelText(/Your name/)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Message (optional)')).not.toHaveAttribute('aria-invalid', 'true')
    expect(requests).toHaveLength(0)
  })

  it('keeps what was typed when the device is offline, and says so', async () => {
    renderForm({})
    const user = await fillIn({ name: 'Priya Raman', email: 'priya@example.org', phone: '+44 20 7946 0001', message: 'Hello' })
    await user.click(send())
    expect(await screen.findByRole('alert')).toHaveTextContent('You are offline, so your details were not sent.')
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Priya Raman')
    expect(screen.getByLabelText(/Your e-mail/)).toHaveValue('priya@example.org')
    expect(screen.getByLabelText('Your phone (optional)')).toHaveValue('+44 20 7946 0001')
    expect(screen.getByLabelText('Message (optional)')).toHaveValue('Hello')
  })

  it("shows the server's message under the field it names, keeping the input", async () => {
    renderForm({ 'POST /api/vcards/demo/leads': () => apiError('email: this address cannot receive mail', 400, { field: 'email' }) })
    const user = await fillIn({ name: 'Priya Raman', email: 'priya@example.org' })
    await user.click(send())
    expect(await screen.findByText('E-mail this address cannot receive mail.')).toBeInTheDocument()
    expect(screen.getByLabelText(/Your e-mail/)).toHaveValue('priya@example.org')
  })

  it("shows a message about no field above the button, as a flood limit's", async () => {
    renderForm({ 'POST /api/vcards/demo/leads': () => apiError('Too many contacts from this network; try again in an hour', 429) })
    const user = await fillIn({ name: 'Priya Raman', email: 'priya@example.org' })
    await user.click(send())
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many contacts from this network; try again in an hour.')
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Priya Raman')
  })

  it('sends the lead with the guest id, thanks the visitor, empties the form and hands back the guest id', async () => {
    const { requests, onSent } = renderForm(
      { 'POST /api/vcards/demo/leads': () => json({ id: 'lead-1', guest_id: guestId }, 201) },
      { guestId },
    )
    const user = await fillIn({ name: 'Priya Raman', email: 'Priya@Example.org ' })
    await user.click(send())
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you. Maya has your details.')
    expect(await requests[0]!.json()).toEqual({ name: 'Priya Raman', email: 'priya@example.org', phone: '', message: '', guest_id: guestId })
    await waitFor(() => expect(onSent).toHaveBeenCalledWith({ id: 'lead-1', guest_id: guestId }))
    expect(screen.getByLabelText(/Your name/)).toHaveValue('')
  })
})
