import type { AppointmentLocation } from '../domain/appointment'
import { type Say, sayInEnglish } from '../i18n/say'
import { blockWords } from './block-words'
import { escapeHtml } from '../rich-text/escape-html'

/** What a page needs to offer an appointment type: a published type of the site's brand. `place` is a few words (placeWords). */
export type ShownAppointment = { id: string; title: string; durationMinutes: number; hostName: string; place: ShownPlace }

/** Where the meeting is: the host's address as they wrote it, or by phone or video call (said in the reader's language). */
export type ShownPlace = { address: string } | { kind: 'phone' | 'video' }

/** Where a meeting is, as a booking calendar says it: the address as the host wrote it, else how, never the number or the link. */
export const shownPlace = (location: AppointmentLocation): ShownPlace =>
  location.kind === 'in-person' ? { address: location.address } : { kind: location.kind === 'phone' ? 'phone' : 'video' }

const placeOf = (place: ShownPlace, say: Say) => ('address' in place ? place.address : say(place.kind === 'phone' ? blockWords.byPhone : blockWords.byVideo))

const attr = escapeHtml

/** The booking page of a type (booking-times.ts adds `?start=` for one of its free times). */
export const bookingPagePath = (typeId: string) => `/appointments/${encodeURIComponent(typeId)}`

/**
 * A booking calendar that books with no script: what the meeting is and a link to its booking
 * page. The list of the next free times stays hidden until src/content-blocks/booking-times.ts,
 * loaded only by pages that have one, fills it in the visitor's time zone.
 */
export function bookingCalendarMarkup(type: ShownAppointment, heading: string, say: Say = sayInEnglish): string {
  return [
    `<div class="mqb-booking" data-booking-calendar data-appointment-type-id="${attr(type.id)}">`,
    `<h2>${escapeHtml(heading || type.title)}</h2>`,
    heading && heading !== type.title ? `<h3>${escapeHtml(type.title)}</h3>` : '',
    `<p class="mqb-booking-about">${escapeHtml(say(blockWords.bookingAbout, { minutes: type.durationMinutes, host: type.hostName, place: placeOf(type.place, say) }))}</p>`,
    `<ol class="mqb-booking-times" aria-label="${attr(say(blockWords.nextFreeTimes))}" hidden></ol>`,
    `<p><a class="mqb-booking-link" href="${attr(bookingPagePath(type.id))}">${escapeHtml(say(blockWords.chooseTime))}</a></p>`,
    '</div>',
  ].join('')
}
