import { getVtimezoneComponent } from '@touch4it/ical-timezones'
import { ICalCalendar, type ICalCalendarMethod } from 'ical-generator'
import { foldLine } from '../src/domain/vcard-file'

/**
 * Every calendar file Marque writes (the booking mails' invitations, the hosts' feeds) is made by
 * ical-generator with the options that it gets right, and finished here, in one pass, where it gets
 * one wrong (docs/appointments.md, "Calendar files"):
 * - a parameter value is written as RFC 5545 §3.1 and RFC 6868 have it: quoted when it holds
 *   ; : or , and with ^' for a quote, ^n for a line break and ^^ for a caret (ical-generator puts
 *   a backslash before a quote inside the quotes, which ends the quoted string for every reader);
 * - every line folded at 75 octets, and the object ends with its CRLF (§3.1).
 * The calendar's zone is given to ical-generator without a name, so that DTSTAMP is written in UTC
 * (§3.8.7.2) and no unregistered TIMEZONE-ID appears; its name goes out as X-WR-TIMEZONE.
 */

type Parameter = { name: string; values: string[]; quoted: boolean }
type ContentLine = { name: string; parameters: Parameter[]; value: string }

/** A new calendar; with `timeZone`, the VTIMEZONE of every zone its events name, and that zone as the calendar's. */
export function newCalendar(options: { method?: ICalCalendarMethod; name?: string; timeZone?: string; ttlSeconds?: number }): ICalCalendar {
  const x: [string, string][] = []
  // NAME (RFC 7986) is left out: ical-generator writes it without escaping its text.
  if (options.name) x.push(['X-WR-CALNAME', options.name])
  if (options.timeZone) x.push(['X-WR-TIMEZONE', options.timeZone])
  return new ICalCalendar({
    prodId: { company: 'Marque', product: 'Appointments', language: 'EN' },
    ...(options.method ? { method: options.method } : {}),
    ...(options.ttlSeconds ? { ttl: options.ttlSeconds } : {}),
    ...(options.timeZone ? { timezone: { name: null, generator: getVtimezoneComponent } } : {}),
    x,
  })
}

/** The calendar as the text of a .ics file. */
export function calendarText(calendar: ICalCalendar): string {
  return writeLines(readLines(calendar.toString(), 'ical-generator'))
}

/**
 * The calendar with its ORGANIZER marked as sent by `address` (RFC 5545 §3.2.18 SENT-BY): the mail
 * that carries it comes from that address, which RFC 6047 §3 has receivers check against it.
 */
export function sentBy(text: string, address: string): string {
  const lines = readLines(text, 'rfc').map((line) =>
    line.name === 'ORGANIZER'
      ? { ...line, parameters: [...line.parameters.filter((parameter) => parameter.name !== 'SENT-BY'), { name: 'SENT-BY', values: [`mailto:${address}`], quoted: true }] }
      : line,
  )
  return writeLines(lines)
}

/** A parameter value, quoted when the grammar asks for it, with RFC 6868's carets for what a quoted string cannot hold. */
function parameterValue(value: string, quoted: boolean): string {
  const encoded = value.replace(/\^/g, '^^').replace(/"/g, "^'").replace(/\r\n|\r|\n/g, '^n')
  return quoted || /[;:,]/.test(encoded) ? `"${encoded}"` : encoded
}

function writeLines(lines: ContentLine[]): string {
  const text = lines.map((line) => {
    const parameters = line.parameters.map((parameter) => `;${parameter.name}=${parameter.values.map((value) => parameterValue(value, parameter.quoted)).join(',')}`)
    return foldLine(`${line.name}${parameters.join('')}:${line.value}`)
  })
  return `${text.join('\r\n')}\r\n`
}

/**
 * The content lines of a calendar, parameter values decoded: a quoted one as its writer escaped it,
 * ical-generator with backslashes (\\ \" \n, which RFC 5545 does not have) or this file with RFC
 * 6868's carets; a bare one as it is.
 */
function readLines(text: string, writer: 'ical-generator' | 'rfc'): ContentLine[] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line.length > 0)
    .map((line) => {
      let at = 0
      const take = (pattern: RegExp) => {
        pattern.lastIndex = at
        const found = pattern.exec(line)
        if (!found) throw new Error(`Not a calendar content line: ${line}`)
        at = pattern.lastIndex
        return found
      }
      const name = take(/[A-Za-z0-9-]+/y)[0]
      const parameters: Parameter[] = []
      while (line[at] === ';') {
        at += 1
        const parameter: Parameter = { name: take(/[A-Za-z0-9-]+=/y)[0].slice(0, -1).toUpperCase(), values: [], quoted: false }
        do {
          if (line[at] === ',') at += 1
          if (line[at] === '"') {
            parameter.quoted = true
            const quoted = take(writer === 'ical-generator' ? /"((?:\\.|[^"\\])*)"/y : /"([^"]*)"/y)[1]!
            parameter.values.push(
              writer === 'ical-generator'
                ? quoted.replace(/\\(.)/g, (_, char: string) => (char === 'n' ? '\n' : char))
                : quoted.replace(/\^(\^|'|n)/g, (_, char: string) => (char === 'n' ? '\n' : char === "'" ? '"' : '^')),
            )
          } else {
            parameter.values.push(take(/[^";:,]*/y)[0])
          }
        } while (line[at] === ',')
        parameters.push(parameter)
      }
      take(/:/y)
      return { name: name.toUpperCase(), parameters, value: line.slice(at) }
    })
}
