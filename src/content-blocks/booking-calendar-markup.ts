import { escapeHtml } from '../rich-text/escape-html'

/** What a page needs to offer an appointment type: a published type of the site's brand. `place` is a few words (placeWords). */
export type ShownAppointment = { id: string; title: string; durationMinutes: number; hostName: string; place: string }

const attr = escapeHtml

/** The booking page of a type (booking-times.ts adds `?start=` for one of its free times). */
export const bookingPagePath = (typeId: string) => `/appointments/${encodeURIComponent(typeId)}`

/**
 * A booking calendar that books with no script: what the meeting is and a link to its booking
 * page. The list of the next free times stays hidden until src/content-blocks/booking-times.ts,
 * loaded only by pages that have one, fills it in the visitor's time zone.
 */
export function bookingCalendarMarkup(type: ShownAppointment, heading: string): string {
  return [
    `<div class="mqb-booking" data-booking-calendar data-appointment-type-id="${attr(type.id)}">`,
    `<h2>${escapeHtml(heading || type.title)}</h2>`,
    heading && heading !== type.title ? `<h3>${escapeHtml(type.title)}</h3>` : '',
    `<p class="mqb-booking-about">${type.durationMinutes} minutes with ${escapeHtml(type.hostName)} · ${escapeHtml(type.place)}</p>`,
    '<ol class="mqb-booking-times" aria-label="Next free times" hidden></ol>',
    `<p><a class="mqb-booking-link" href="${attr(bookingPagePath(type.id))}">Choose a time</a></p>`,
    '</div>',
  ].join('')
}
