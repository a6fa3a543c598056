import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeStore } from '../../../src/app/store'
import { appointmentTypeInputSchema, type AppointmentType } from '../../../src/domain/appointment'
import { AppointmentTypeForm } from '../../../src/features/appointments/components/appointment-type-form'
import { apiError, json } from '../app-shell/fixtures'
import { fakeServer, type FakeRoute } from '../app-shell/render-app'
import { IntlAndTheme } from '../render-with-theme'

const brandId = '22222222-2222-4222-8222-222222222222'
const typesPath = `POST /api/brands/${brandId}/appointment-types`

/** A saved type, taken on Mondays only. */
const mondays: AppointmentType = {
  ...appointmentTypeInputSchema.parse({ title: 'Intro call', duration_minutes: 30, location: { kind: 'video', url: 'https://meet.example/intro' }, time_zone: 'UTC', weekly: { monday: [{ start: '09:00', end: '17:00' }] }, published: true }),
  id: 'type-1',
  brand_id: brandId,
  host: { id: 'user-1', name: 'Rosa Hartmann' },
}

/** The server's answer to a save: the type as sent, with its id and host. */
async function savedType(request: Request): Promise<Response> {
  const { host_user_id: _host, ...fields } = (await request.clone().json()) as Record<string, unknown>
  const type: AppointmentType = { ...appointmentTypeInputSchema.parse(fields), id: 'type-1', brand_id: brandId, host: { id: 'user-1', name: 'Rosa Hartmann' } }
  return json(type, 201)
}

/** The message the field names as its error (Chakra links it once the message is drawn). */
const saysUnder = (field: HTMLElement, message: string) => waitFor(() => expect(field).toHaveAccessibleErrorMessage(message))

function renderForm(routes: Record<string, FakeRoute>, editing: AppointmentType | null = null) {
  const requests = fakeServer(routes)
  render(
    <Provider store={makeStore()}>
      <IntlAndTheme>
        <AppointmentTypeForm brandId={brandId} editing={editing} hosts={null} onDone={() => undefined} />
      </IntlAndTheme>
    </Provider>,
  )
  const form = screen.getByRole('region', { name: editing ? `Change ${editing.title}` : 'A new appointment type, hosted by you' })
  const user = userEvent.setup({ delay: null })
  // Found once: a role query walks every element, the time zone's four hundred options too.
  const saveButton = within(form).getByRole('button', { name: 'Save the appointment type' })
  const save = () => user.click(saveButton)
  /** Puts text in a field the way a link usually gets there: pasted. */
  const paste = async (field: HTMLElement, text: string) => {
    await user.click(field)
    await user.paste(text)
  }
  return { requests, form, user, save, paste }
}

// A form of some forty fields, drawn again at each key typed: slow under jsdom on a busy machine.
describe('the appointment type form', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals())

  it('says under each field what is wrong, and lets go of a message once it is put right', async () => {
    const { requests, form, user, save } = renderForm({})
    const title = within(form).getByLabelText(/^Title/)
    const link = within(form).getByLabelText(/^Video call link/)

    await save()
    await saysUnder(title, 'Title must not be empty.')
    await saysUnder(link, 'The link must be an https:// address.')
    expect(within(form).getByText('Some fields need a change: see the messages under them.')).toHaveAttribute('role', 'alert')
    expect(requests).toHaveLength(0)

    await user.type(title, 'Intro')
    expect(title).not.toHaveAccessibleErrorMessage()
    expect(within(form).queryByText('Title must not be empty.')).toBeNull()
    await saysUnder(link, 'The link must be an https:// address.')
  })

  it('sends the type as the API takes it, confirms the save, and starts again empty', async () => {
    const { requests, form, user, save, paste } = renderForm({ [typesPath]: savedType })
    const title = within(form).getByLabelText(/^Title/)
    await paste(title, 'Intro call')
    await paste(within(form).getByLabelText(/^Video call link/), 'https://meet.example/intro')
    await user.selectOptions(within(form).getByLabelText('Length'), '45')
    await user.click(within(form).getByText('Saturday'))
    await save()
    expect(await within(form).findByText('Intro call is saved; visitors can book it, and your cards offer “Book a meeting”.')).toHaveAttribute('role', 'status')
    expect(requests).toHaveLength(1)
    expect(await requests[0]!.json()).toMatchObject({
      title: 'Intro call',
      duration_minutes: 45,
      location: { kind: 'video', url: 'https://meet.example/intro' },
      weekly: { monday: [{ start: '09:00', end: '17:00' }], saturday: [{ start: '09:00', end: '17:00' }] },
      min_notice_minutes: 120,
      daily_cap: null,
      published: true,
    })
    // A new type's form starts again, ready for the next.
    expect(title).toHaveValue('')
  })

  it('words the hours, the days and the daily limit with the form’s own labels', async () => {
    const { form, user, save } = renderForm({}, mondays)
    await user.click(within(form).getByText('Monday'))
    const until = within(form).getByLabelText('Until')
    // A time picker sets the whole time at once.
    fireEvent.change(until, { target: { value: '08:00' } })
    expect(until).toHaveValue('08:00')
    const cap = within(form).getByLabelText('Meetings a day at most (optional)')
    await user.type(cap, 'two')
    await save()
    const days = within(form).getByText('Days you take bookings').closest('fieldset')!
    expect(days).toHaveTextContent('Choose at least one day.')
    await user.click(within(form).getByText('Tuesday'))
    expect(days).not.toHaveTextContent('Choose at least one day.')
    // The chosen day's hours are checked with the next save.
    await save()
    await saysUnder(until, '“Until” must be later than “From”.')
    await saysUnder(cap, 'Meetings a day must be a number of bookings.')

    fireEvent.change(until, { target: { value: '12:00' } })
    expect(until).not.toHaveAccessibleErrorMessage()
    await user.clear(cap)
    await user.type(cap, '4')
    expect(cap).not.toHaveAccessibleErrorMessage()
    expect(cap).toHaveValue('4')
  })

  it('puts the server’s refusal under the field it names, and keeps what was typed', async () => {
    const { form, save, paste } = renderForm({ [typesPath]: () => apiError('title: is taken by another of your types', 400, { field: 'title' }) })
    const title = within(form).getByLabelText(/^Title/)
    await paste(title, 'Intro call')
    await paste(within(form).getByLabelText(/^Video call link/), 'https://meet.example/intro')
    await save()
    await saysUnder(title, 'Title is taken by another of your types.')
    expect(within(form).getByText('The server refused a field: see the message under it.')).toHaveAttribute('role', 'alert')
    expect(title).toHaveValue('Intro call')
    expect(within(form).queryByText(/is saved/)).toBeNull()
  })
})
