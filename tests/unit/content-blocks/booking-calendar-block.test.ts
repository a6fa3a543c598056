import { describe, expect, it } from 'vitest'
import { bookingCalendarMarkup, shownPlace, type ShownAppointment } from '../../../src/content-blocks/booking-calendar-markup'
import { renderPageBlock, type PageBlockContext } from '../../../src/content-blocks/render-page-blocks'
import { renderDelta } from '../../../src/rich-text/render-delta'

const typeId = '7d0c6a52-3f4e-4b8a-9c1d-2e5f6a7b8c9d'
const hostile = '<img src=x onerror="top.__xss=1">'

/** A page whose only bookable type is `shown` (none when null). */
function pageOffering(shown: ShownAppointment | null): PageBlockContext {
  return {
    siteName: 'Northwind Studio',
    imageUrl: (id) => `/uploads/${id}`,
    richText: renderDelta,
    people: [],
    pages: [],
    contact: { email: '', phone: '', website: '', address: '' },
    videos: new Map(),
    appointments: new Map(shown ? [[shown.id, shown]] : []),
  }
}

const drawn = (html: string) => new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html').body

describe('the booking calendar block, as the server draws it', () => {
  it('names the meeting, its length, host and place, escaped, and links to its booking page', () => {
    const shown = { id: typeId, title: `Intro ${hostile}`, durationMinutes: 45, hostName: `Maya ${hostile}`, place: { address: '1 Harbour Road & Quay' } }
    const html = renderPageBlock({ type: 'appointmets-calendar', id: 'cal', appointment_type_id: typeId, heading: '' }, pageOffering(shown))
    expect(html).not.toContain('<img')
    expect(html).toContain('<h2>Intro &lt;img src=x onerror=&quot;top.__xss=1&quot;&gt;</h2>')
    const body = drawn(html)
    expect(body.querySelector('h2')?.textContent).toBe(`Intro ${hostile}`)
    expect(body.querySelector('.mqb-booking-about')?.textContent).toBe(`45 minutes with Maya ${hostile} · 1 Harbour Road & Quay`)
    const link = body.querySelector('a')
    expect(link?.textContent).toBe('Choose a time')
    expect(link?.getAttribute('href')).toBe(`/appointments/${typeId}`)
    // The list of free times waits, hidden, for the script that fills it.
    const calendar = body.querySelector<HTMLElement>('[data-booking-calendar]')
    expect(calendar?.dataset.appointmentTypeId).toBe(typeId)
    expect(body.querySelector('ol.mqb-booking-times')?.hasAttribute('hidden')).toBe(true)
  })

  it("shows the block's heading above the type's title when one is set", () => {
    const shown: ShownAppointment = { id: typeId, title: 'Intro call', durationMinutes: 30, hostName: 'Maya', place: { kind: 'video' } }
    const body = drawn(renderPageBlock({ type: 'appointmets-calendar', id: 'cal', appointment_type_id: typeId, heading: 'Talk to us <b>now</b>' }, pageOffering(shown)))
    expect(body.querySelector('h2')?.textContent).toBe('Talk to us <b>now</b>')
    expect(body.querySelector('h3')?.textContent).toBe('Intro call')
  })

  it('says plainly that a type it may not show is not available, with no link to book', () => {
    const html = renderPageBlock({ type: 'appointmets-calendar', id: 'cal', appointment_type_id: typeId, heading: 'Book us' }, pageOffering(null))
    expect(html).toBe('<section class="mqb mqb-appointmets-calendar" data-block-id="cal"><p class="mqb-empty">This booking calendar is not available.</p></section>')
  })

  it('words the place as an address, or by phone or video call without the number or the link', () => {
    const about = (place: ShownAppointment['place']) =>
      /<p class="mqb-booking-about">([^<]*)<\/p>/.exec(bookingCalendarMarkup({ id: typeId, title: 'Intro', durationMinutes: 30, hostName: 'Maya', place }, ''))![1]
    expect(about(shownPlace({ kind: 'in-person', address: '1 Harbour Road' }))).toBe('30 minutes with Maya · 1 Harbour Road')
    expect(about(shownPlace({ kind: 'phone', phone: '+44 20 7946 0958' }))).toBe('30 minutes with Maya · By phone')
    expect(about(shownPlace({ kind: 'video', url: 'https://meet.example/secret-room' }))).toBe('30 minutes with Maya · By video call')
  })
})
