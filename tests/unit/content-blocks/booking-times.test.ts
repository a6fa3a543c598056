import { afterEach, describe, expect, it, vi } from 'vitest'
import { bookingCalendarMarkup } from '../../../src/content-blocks/booking-calendar-markup'
import { showBookingTimes } from '../../../src/content-blocks/booking-times'

const typeId = '7d0c6a52-3f4e-4b8a-9c1d-2e5f6a7b8c9d'
// 03:00 UTC on 14 January 2027 is still the evening of the 13th in New York.
const now = new Date('2027-01-14T03:00:00Z')

/** A page holding one booking calendar, as the server draws it; answers the calendar. */
function pageWithCalendar(): HTMLElement {
  document.body.innerHTML = bookingCalendarMarkup({ id: typeId, title: 'Intro call', durationMinutes: 30, hostName: 'Maya', place: { kind: 'video' } }, '')
  return document.querySelector<HTMLElement>('[data-booking-calendar]')!
}

/** The free times the server answers: each day of `starts` with its slots (30 minutes each). */
function serverAnswering(answer: Response | Error) {
  const fetch = vi.fn(async (_url: string) => {
    if (answer instanceof Error) throw answer
    return answer
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

const freeDays = (days: Record<string, string[]>) =>
  Response.json({ time_zone: 'America/New_York', days: Object.entries(days).map(([date, starts]) => ({ date, slots: starts.map((start) => ({ start, end: new Date(Date.parse(start) + 1_800_000).toISOString() })) })) })

const times = () => [...document.querySelectorAll<HTMLAnchorElement>('.mqb-booking-times a')]

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe("a booking calendar's next free times", () => {
  it("asks for the visitor's next 14 days in their zone and links the first six times, labelled in that zone", async () => {
    const calendar = pageWithCalendar()
    const starts = ['2027-01-14T14:00:00.000Z', '2027-01-14T14:30:00.000Z', '2027-01-14T15:00:00.000Z', '2027-01-15T14:00:00.000Z', '2027-01-15T14:30:00.000Z', '2027-01-15T15:00:00.000Z', '2027-01-15T15:30:00.000Z']
    const fetch = serverAnswering(freeDays({ '2027-01-14': starts.slice(0, 3), '2027-01-15': starts.slice(3) }))
    await showBookingTimes(calendar, 'America/New_York', now)

    expect(fetch).toHaveBeenCalledWith(`/api/appointment-types/${typeId}/slots?from=2027-01-13&to=2027-01-26&time_zone=America%2FNew_York`)
    const links = times()
    expect(links).toHaveLength(6)
    expect(links.map((link) => link.getAttribute('href'))).toEqual(starts.slice(0, 6).map((start) => `/appointments/${typeId}?start=${encodeURIComponent(start)}`))
    // 14:00 UTC is 09:00 in New York in winter, on Thursday the 14th.
    expect(links[0]!.textContent).toMatch(/\b0?9[:.]00\b/)
    expect(links[0]!.textContent).toContain('14')
    expect(links[0]!.textContent).not.toMatch(/\b14[:.]00\b/)
    expect(document.querySelector('.mqb-booking-times')!.hasAttribute('hidden')).toBe(false)
    expect(document.querySelector('.mqb-booking-zone')?.textContent).toBe('Times in your time zone (America/New York):')
    expect(document.querySelector('.mqb-booking-link')?.textContent).toBe('Choose a time')
  })

  it('says when there is no free time in the next two weeks', async () => {
    const calendar = pageWithCalendar()
    serverAnswering(freeDays({}))
    await showBookingTimes(calendar, 'Europe/Berlin', now)
    expect(calendar.querySelector('.mqb-booking-none')?.textContent).toBe('No free times in the next two weeks.')
    expect(times()).toEqual([])
    expect(document.querySelector('.mqb-booking-times')!.hasAttribute('hidden')).toBe(true)
  })

  it.each([
    ['no network', new TypeError('Failed to fetch')],
    ['a type no longer published', Response.json({ status: 'error', message: 'There is no such appointment type here' }, { status: 404 })],
  ])('leaves only the "Choose a time" link on %s', async (_case, answer) => {
    const calendar = pageWithCalendar()
    const before = calendar.innerHTML
    serverAnswering(answer)
    await showBookingTimes(calendar, 'Europe/Berlin', now)
    expect(calendar.innerHTML).toBe(before)
    expect(calendar.querySelector('.mqb-booking-link')?.getAttribute('href')).toBe(`/appointments/${typeId}`)
  })
})
