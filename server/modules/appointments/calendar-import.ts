import { defineMessages } from '@formatjs/intl'
import type { JobQueue } from '../../jobs/job-queue'
import { guardedFetch, outboundAddressRefusal, type OutboundRefusal } from '../../outbound-address'
import type { Repositories } from '../../app-context'
import { storedWords, type Words } from '../../i18n/stored-words'

/** What is wrong with a calendar's address, and why a read of it failed: said to the host in their language. */
export const calendarProblemWords = defineMessages({
  notAnAddress: { id: 'appointmentsErrors.calendar.notAnAddress', defaultMessage: 'must be the address of a calendar (its .ics address)' },
  notHttps: { id: 'appointmentsErrors.calendar.notHttps', defaultMessage: 'must be an https address: a calendar holds private times' },
  credentials: { id: 'appointmentsErrors.calendar.credentials', defaultMessage: 'must not carry a user name or password' },
  local: { id: 'appointmentsErrors.calendar.local', defaultMessage: 'must be the address of a calendar (its .ics address), not a local or numeric address' },
  addressRefused: { id: 'appointmentsErrors.calendar.addressRefused', defaultMessage: 'The address {problem}' },
  answered: { id: 'appointmentsErrors.calendar.answered', defaultMessage: 'The calendar server answered {status}' },
  tooLarge: { id: 'appointmentsErrors.calendar.tooLarge', defaultMessage: 'The calendar is larger than {mebibytes} MiB' },
  tooManyRedirects: { id: 'appointmentsErrors.calendar.tooManyRedirects', defaultMessage: 'The calendar address redirects too many times' },
  closedNetwork: { id: 'appointmentsErrors.calendar.closedNetwork', defaultMessage: 'The address {hostname} leads to a local or private network: it is not read' },
  timedOut: { id: 'appointmentsErrors.calendar.timedOut', defaultMessage: 'The calendar server did not answer within {seconds} s' },
  notICalendar: { id: 'appointmentsErrors.calendar.notICalendar', defaultMessage: 'The address does not give an iCalendar (.ics) file' },
  unreadable: { id: 'appointmentsErrors.calendar.unreadable', defaultMessage: 'The calendar could not be read: {reason}' },
})
const w = calendarProblemWords

const refusalWords: Record<OutboundRefusal, (typeof w)[keyof typeof w]> = {
  'not-an-address': w.notAnAddress,
  'not-https': w.notHttps,
  credentials: w.credentials,
  local: w.local,
}

/** A read that failed for a reason the host is told in words. */
class CalendarReadError extends Error {
  constructor(readonly problem: Words) {
    super(problem.words.defaultMessage as string)
  }
}

/**
 * One refresh of one host's imported calendar. `chain` names the half-hourly refreshes begun when
 * the calendar was added (a run of an older chain, from before it was removed and added again,
 * stops); a refresh asked for now has none.
 */
export type CalendarImportJob = { userId: string; chain: string | null }

/** How often a host's own calendar is read again. */
export const calendarRefreshSeconds = 30 * 60
/** How long a calendar server has to send the file, and how large it may be. */
export const calendarFetchTimeoutMs = 15_000
export const calendarMaxBytes = 5 * 1024 * 1024
/** Busy times are kept from a day ago to a year ahead: further than any booking horizon (365 days). */
const keptDays = { before: 1, after: 366 }

/** Apple's calendar links say webcal://; they are the same file over https. */
export const calendarAddressOf = (address: string): string => address.trim().replace(/^webcal:\/\//i, 'https://')

/** Why the server will not read a calendar at this address, or null when it will. */
export function calendarAddressProblem(address: string, allowLoopbackHttp: boolean): (typeof w)[keyof typeof w] | null {
  const refusal = outboundAddressRefusal(calendarAddressOf(address), { allowLoopbackHttp })
  return refusal ? refusalWords[refusal] : null
}

/** Reads the calendar file, refusing redirects elsewhere, slow servers and files past the size limit. */
async function readCalendar(address: string, allowLoopbackHttp: boolean, fetch: ReturnType<typeof guardedFetch>): Promise<string> {
  let url = calendarAddressOf(address)
  for (let hop = 0; hop < 4; hop += 1) {
    const refused = calendarAddressProblem(url, allowLoopbackHttp)
    if (refused) throw new CalendarReadError({ words: w.addressRefused, values: { problem: refused } })
    const answer = await fetch(url, { redirect: 'manual', headers: { accept: 'text/calendar', 'user-agent': 'Marque-Calendar/1' }, signal: AbortSignal.timeout(calendarFetchTimeoutMs) })
    const location = answer.headers.get('location')
    if (answer.status >= 300 && answer.status < 400 && location) {
      await answer.body?.cancel()
      url = new URL(location, url).toString()
      continue
    }
    if (!answer.ok) {
      await answer.body?.cancel()
      throw new CalendarReadError({ words: w.answered, values: { status: String(answer.status) } })
    }
    const chunks: Buffer[] = []
    let size = 0
    const reader = answer.body?.getReader()
    for (let part = await reader?.read(); part && !part.done; part = await reader!.read()) {
      size += part.value.byteLength
      if (size > calendarMaxBytes) {
        await reader!.cancel()
        throw new CalendarReadError({ words: w.tooLarge, values: { mebibytes: calendarMaxBytes / 1024 / 1024 } })
      }
      chunks.push(Buffer.from(part.value))
    }
    return Buffer.concat(chunks).toString('utf8')
  }
  throw new CalendarReadError({ words: w.tooManyRedirects })
}

/** Why a refresh failed, in words for the host (never a stack). */
function reasonOf(failure: unknown): Words {
  if (failure instanceof CalendarReadError) return failure.problem
  const error = failure as Error & { cause?: { code?: string; message?: string; hostname?: string } }
  if (error.cause?.code === 'ECLOSEDNETWORK') return { words: w.closedNetwork, values: { hostname: error.cause.hostname ?? '' } }
  if (error.name === 'TimeoutError') return { words: w.timedOut, values: { seconds: String(calendarFetchTimeoutMs / 1000) } }
  if (error.name === 'ParserError' || /invalid|parse|not an iCalendar/i.test(error.message)) return { words: w.notICalendar }
  return { words: w.unreadable, values: { reason: error.message } }
}

/**
 * Reads one host's calendar again: its busy times replace the ones kept, so their slots are not
 * offered; a failure is kept to show the host, and the busy times from the last good read stay.
 * A run of the chain plans the next one, so it goes on until the host removes the calendar.
 */
export function calendarImporter(context: { repositories: Repositories; jobs: JobQueue; allowLoopbackHttp: boolean }) {
  const { appointments } = context.repositories
  // Never to this machine or the networks near it, whatever the calendar's name resolves to.
  const fetch = guardedFetch({ allowLoopback: context.allowLoopbackHttp })
  return async (job: CalendarImportJob): Promise<void> => {
    const calendar = await appointments.findCalendarImport(job.userId)
    if (!calendar || (job.chain !== null && job.chain !== calendar.chain)) return
    const now = Date.now()
    try {
      const text = await readCalendar(calendar.url, context.allowLoopbackHttp, fetch)
      // ical.js is loaded by the first calendar read, not at start.
      const { busyTimesOf } = await import('./busy-calendar')
      const busy = busyTimesOf(text, calendar.timeZone, { from: new Date(now - keptDays.before * 86_400_000), to: new Date(now + keptDays.after * 86_400_000) })
      await appointments.replaceImportedBusyTimes(job.userId, calendar.url, busy)
    } catch (failure) {
      await appointments.noteCalendarProblem(job.userId, calendar.url, storedWords(reasonOf(failure)))
    }
    if (job.chain !== null) await context.jobs.send('calendar-import', job, { startAfter: new Date(now + calendarRefreshSeconds * 1000) })
  }
}
