import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { CalendarImport } from '../../../src/domain/appointment'
import { apiError, json, workspaceFixture } from '../app-shell/fixtures'
import { freshDeviceForEachTest, renderApp, signedIn } from '../app-shell/render-app'

freshDeviceForEachTest()

const brandId = '22222222-2222-4222-8222-222222222222'
const calendar: CalendarImport = { url: 'https://calendar.example.org/rosa.ics', time_zone: 'UTC', refreshed_at: '2020-03-15T10:00:00.000Z', problem: null, busy_times: 4 }

describe('"Read it now" on the host’s own calendar', () => {
  it('says why the calendar was not read when the server refuses, and clears it when a read is asked for again', { timeout: 20_000 }, async () => {
    let refusals = 1
    const { requests } = renderApp(`/brands/${brandId}/appointments`, {
      session: signedIn,
      routes: {
        'GET /api/workspace': () => json(workspaceFixture('member')),
        'GET /api/users/me/calendar-import': () => json({ calendar }),
        'POST /api/users/me/calendar-import/refresh': () =>
          refusals-- > 0 ? apiError('Your calendar is being read already; its busy times show here once that read is done', 429) : new Response(null, { status: 202 }),
      },
    })
    // The screen comes once the person's role in the brand is known.
    const calendars = await screen.findByRole('region', { name: 'Your calendars' }, { timeout: 10_000 })
    const readNow = await within(calendars).findByRole('button', { name: 'Read it now' })

    await userEvent.click(readNow)
    expect(await within(calendars).findByText('Not read: Your calendar is being read already; its busy times show here once that read is done')).toBeInTheDocument()

    await userEvent.click(readNow)
    expect(await within(calendars).findByText('Reading the calendar…')).toBeInTheDocument()
    expect(within(calendars).queryByText(/^Not read:/)).toBeNull()
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(2)
  })
})
