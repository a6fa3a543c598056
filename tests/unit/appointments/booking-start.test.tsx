import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { slotTakenMessage, type PublicAppointmentType } from '../../../src/domain/appointment'
import { apiError, json } from '../app-shell/fixtures'
import { freshDeviceForEachTest, renderApp, type FakeRoute } from '../app-shell/render-app'

freshDeviceForEachTest()

const typeId = '7d0c6a52-3f4e-4b8a-9c1d-2e5f6a7b8c9d'
const type: PublicAppointmentType = {
  id: typeId,
  title: 'Intro call',
  description: '',
  duration_minutes: 30,
  location: { kind: 'video', url: 'https://meet.example/intro' },
  time_zone: 'UTC',
  questions: [],
  needs_confirmation: false,
  host: { id: 'host-1', name: 'Maya Okafor' },
}
// Two free times on Monday 15 March 2027, a month the calendar would not open on by itself.
const free = ['2027-03-15T10:00:00.000Z', '2027-03-15T10:30:00.000Z']

/** The booking page at `search`, against a server with the two free times (on their day in the zone asked for). */
function bookingPage(search: string, routes: Record<string, FakeRoute> = {}) {
  return renderApp(`/appointments/${typeId}${search}`, {
    routes: {
      ...routes,
      [`GET /api/appointment-types/${typeId}`]: () => json(type),
      [`GET /api/appointment-types/${typeId}/slots`]: (request) => {
        const query = new URL(request.url).searchParams
        const zone = query.get('time_zone')!
        const date = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(free[0]!))
        const inRange = date >= query.get('from')! && date <= query.get('to')!
        return json({ time_zone: zone, days: inRange ? [{ date, slots: free.map((start) => ({ start, end: new Date(Date.parse(start) + 1_800_000).toISOString() })) }] : [] })
      },
    },
  })
}

describe('the booking page opened on a time from a page’s booking calendar', () => {
  it('opens on that day with the time chosen, so the visitor only fills in their details', async () => {
    bookingPage(`?start=${encodeURIComponent(free[1]!)}`)
    expect(await screen.findByRole('heading', { name: /^Your details for .*2027/ })).toBeInTheDocument()
    const times = screen.getAllByRole('button', { pressed: true })
    expect(times).toHaveLength(1)
    expect(screen.getAllByRole('group', { name: 'Free times' })[0]).toContainElement(times[0]!)
    expect(screen.getByLabelText(/Your name/)).toBeInTheDocument()
  })

  it('opens on that day with nothing chosen when the time is not one of the free times', async () => {
    bookingPage('?start=2027-03-15T10%3A10%3A00Z')
    expect(await screen.findByRole('heading', { name: /^Free times on / })).toBeInTheDocument()
    // The day's heading shows at once; its times once the month's free times are in.
    expect((await screen.findAllByRole('button', { pressed: false })).length).toBeGreaterThanOrEqual(2)
    expect(screen.queryByRole('heading', { name: /^Your details for / })).toBeNull()
  })

  it('ignores a start that is not a time, opening on this month', async () => {
    const { router } = bookingPage('?start=tomorrow')
    expect(await screen.findByRole('heading', { name: 'Choose a day' })).toBeInTheDocument()
    expect(router.state.location.search).toEqual({})
    expect(screen.queryByRole('heading', { name: /^Free times on / })).toBeNull()
  })
})

describe('the calendar’s months', () => {
  it('go on by a button named "Next month", which asks for that month’s free times and offers its free days', async () => {
    const { requests } = bookingPage('?start=2027-02-15T10%3A10%3A00Z')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Next month' }))
    await waitFor(() => expect(requests.some((request) => new URL(request.url).searchParams.get('from') === '2027-03-01')).toBe(true))
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeEnabled()
    const freeDay = await screen.findByRole('button', { name: /\b15\b.*March.*2027|March 15, 2027/ })
    await waitFor(() => expect(freeDay).toBeEnabled())
  })
})

describe('a time someone else booked first', () => {
  it('is said so beside the free times, which are asked for again, and the visitor chooses another', { timeout: 20_000 }, async () => {
    const { requests } = bookingPage(`?start=${encodeURIComponent(free[1]!)}`, { [`POST /api/appointment-types/${typeId}/bookings`]: () => apiError(slotTakenMessage, 409) })
    await screen.findByRole('heading', { name: /^Your details for / })
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/Your name/), 'Sam')
    await user.type(screen.getByLabelText(/Your e-mail/), 'sam@example.org')
    const asked = requests.filter((request) => request.url.includes('/slots')).length
    await user.click(screen.getByRole('button', { name: 'Book this time' }))
    expect(await screen.findByText(slotTakenMessage)).toHaveAttribute('role', 'alert')
    expect(screen.queryByRole('heading', { name: /^Your details for / })).toBeNull()
    expect(requests.filter((request) => request.url.includes('/slots')).length).toBeGreaterThan(asked)
    await user.click(screen.getAllByRole('button', { pressed: false })[0]!)
    expect(screen.queryByText(slotTakenMessage)).toBeNull()
  })
})
