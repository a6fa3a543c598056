import { IntlMessageFormat } from 'intl-messageformat'
import { defineMessages, type MessageDescriptor } from '@formatjs/intl'
import { formattingLocales, isLocale, type Locale } from '../i18n/locales'
import { bookingPagePath } from './booking-calendar-markup'

/**
 * The next free times of a page's booking calendar, in the visitor's time zone: loaded by
 * src/landing-page/main.ts only on pages that have one. Plain DOM, no framework and no schema
 * library: this runs on the public pages. Without it (no script, offline, an error) the block
 * still books through its "Choose a time" link.
 */

/** The most times a calendar shows: the booking page has the rest. */
const shownTimes = 6
/** How far ahead a calendar looks, in the visitor's days. */
const lookAheadDays = 14

/** The free times as GET /api/appointment-types/{id}/slots answers them, read without trusting their shape. */
type FreeDays = { days?: { slots?: { start?: unknown }[] }[] }

const visitorTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

const words = defineMessages({
  none: { id: 'contentBlocks.bookingTimes.none', defaultMessage: 'No free times in the next two weeks.' },
  zone: { id: 'contentBlocks.bookingTimes.zone', defaultMessage: 'Times in your time zone ({zone}):' },
})

// Only this area's few messages, fetched for the page's language: the public pages carry no catalog.
const catalogs = import.meta.glob<Record<string, string>>('../i18n/catalogs/*/contentBlocks.json', { import: 'default' })

/** The page's language, as the server drew it (`lang` on the root), else English. */
const pageLocale = (): Locale => {
  const lang = document.documentElement.lang.split('-')[0]
  return isLocale(lang) ? lang : 'en'
}

type Say = (descriptor: MessageDescriptor, values?: Record<string, string>) => string

/** The messages in a locale: its catalog when it loads, the code's English otherwise. */
async function sayIn(locale: Locale): Promise<Say> {
  const load = catalogs[`../i18n/catalogs/${locale}/contentBlocks.json`]
  const catalog = locale === 'en' || !load ? {} : await load().catch(() => ({}) as Record<string, string>)
  return (descriptor, values) => {
    const text = (descriptor.id && catalog[descriptor.id]) || String(descriptor.defaultMessage)
    return String(new IntlMessageFormat(text, formattingLocales[locale]).format(values))
  }
}

/** The day an instant falls on in a time zone, as YYYY-MM-DD. */
function dayIn(timeZone: string, instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant)
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

const daysAfter = (day: string, count: number) => new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10)

async function freeStarts(typeId: string, timeZone: string, now: Date): Promise<string[] | null> {
  const from = dayIn(timeZone, now)
  const query = new URLSearchParams({ from, to: daysAfter(from, lookAheadDays - 1), time_zone: timeZone })
  try {
    const answer = await fetch(`/api/appointment-types/${encodeURIComponent(typeId)}/slots?${query}`)
    if (!answer.ok) return null
    const free = (await answer.json()) as FreeDays
    return (free.days ?? [])
      .flatMap((day) => day.slots ?? [])
      .map((slot) => slot.start)
      .filter((start): start is string => typeof start === 'string' && !Number.isNaN(Date.parse(start)))
  } catch {
    return null
  }
}

function paragraph(className: string, text: string): HTMLParagraphElement {
  const line = document.createElement('p')
  line.className = className
  line.textContent = text
  return line
}

/** Fills a calendar's list with links to its next free times (each opens the booking page on that time), or says there are none. */
export async function showBookingTimes(calendar: HTMLElement, timeZone = visitorTimeZone(), now = new Date()): Promise<void> {
  const typeId = calendar.dataset.appointmentTypeId
  const list = calendar.querySelector<HTMLOListElement>('.mqb-booking-times')
  if (!typeId || !list) return
  const locale = pageLocale()
  const [starts, say] = await Promise.all([freeStarts(typeId, timeZone, now), sayIn(locale)])
  if (starts === null) return
  if (starts.length === 0) {
    list.before(paragraph('mqb-booking-none', say(words.none)))
    return
  }
  const label = new Intl.DateTimeFormat(formattingLocales[locale], { timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })
  list.replaceChildren(
    ...starts.slice(0, shownTimes).map((start) => {
      const link = document.createElement('a')
      link.href = `${bookingPagePath(typeId)}?start=${encodeURIComponent(start)}`
      link.textContent = label.format(new Date(start))
      const item = document.createElement('li')
      item.append(link)
      return item
    }),
  )
  list.before(paragraph('mqb-booking-zone', say(words.zone, { zone: timeZone.replace(/_/g, ' ') })))
  list.hidden = false
}
