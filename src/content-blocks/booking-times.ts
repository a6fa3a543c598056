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
  const starts = await freeStarts(typeId, timeZone, now)
  if (starts === null) return
  if (starts.length === 0) {
    list.before(paragraph('mqb-booking-none', 'No free times in the next two weeks.'))
    return
  }
  const label = new Intl.DateTimeFormat(undefined, { timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })
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
  list.before(paragraph('mqb-booking-zone', `Times in your time zone (${timeZone.replace(/_/g, ' ')}):`))
  list.hidden = false
}
