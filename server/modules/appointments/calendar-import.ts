import type { JobQueue } from '../../jobs/job-queue'
import { guardedFetch, outboundAddressProblem } from '../../outbound-address'
import type { Repositories } from '../../app-context'

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

export const calendarAddressProblem = (address: string, allowLoopbackHttp: boolean): string | null =>
  outboundAddressProblem(calendarAddressOf(address), { allowLoopbackHttp, receiver: 'a calendar (its .ics address)', overHttps: 'a calendar holds private times' })

/** Reads the calendar file, refusing redirects elsewhere, slow servers and files past the size limit. */
async function readCalendar(address: string, allowLoopbackHttp: boolean, fetch: ReturnType<typeof guardedFetch>): Promise<string> {
  let url = calendarAddressOf(address)
  for (let hop = 0; hop < 4; hop += 1) {
    const refused = calendarAddressProblem(url, allowLoopbackHttp)
    if (refused) throw new Error(`The address ${refused}`)
    const answer = await fetch(url, { redirect: 'manual', headers: { accept: 'text/calendar', 'user-agent': 'Marque-Calendar/1' }, signal: AbortSignal.timeout(calendarFetchTimeoutMs) })
    const location = answer.headers.get('location')
    if (answer.status >= 300 && answer.status < 400 && location) {
      await answer.body?.cancel()
      url = new URL(location, url).toString()
      continue
    }
    if (!answer.ok) {
      await answer.body?.cancel()
      throw new Error(`The calendar server answered ${answer.status}`)
    }
    const chunks: Buffer[] = []
    let size = 0
    const reader = answer.body?.getReader()
    for (let part = await reader?.read(); part && !part.done; part = await reader!.read()) {
      size += part.value.byteLength
      if (size > calendarMaxBytes) {
        await reader!.cancel()
        throw new Error(`The calendar is larger than ${calendarMaxBytes / 1024 / 1024} MiB`)
      }
      chunks.push(Buffer.from(part.value))
    }
    return Buffer.concat(chunks).toString('utf8')
  }
  throw new Error('The calendar address redirects too many times')
}

/** Why a refresh failed, in words for the host (never a stack). */
function reasonOf(failure: unknown): string {
  const error = failure as Error & { cause?: { code?: string; message?: string } }
  if (error.cause?.code === 'ECLOSEDNETWORK') return `${error.cause.message}: it is not read`
  if (error.name === 'TimeoutError') return `The calendar server did not answer within ${calendarFetchTimeoutMs / 1000} s`
  if (error.name === 'ParserError' || /invalid|parse/i.test(error.message)) return 'The address does not give an iCalendar (.ics) file'
  return error.message.startsWith('The ') ? error.message : `The calendar could not be read: ${error.message}`
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
      await appointments.noteCalendarProblem(job.userId, calendar.url, reasonOf(failure))
    }
    if (job.chain !== null) await context.jobs.send('calendar-import', job, { startAfter: new Date(now + calendarRefreshSeconds * 1000) })
  }
}
