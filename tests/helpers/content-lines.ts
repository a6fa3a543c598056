import { expect } from 'vitest'

/**
 * The line syntax vCard (RFC 6350 §3.2–3.3) and iCalendar (RFC 5545 §3.1) share, checked on the text
 * as written: what lenient readers let pass.
 */

/** The physical lines put back together: a CRLF followed by one space or tab is removed. */
export const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '')

export type ContentLine = { name: string; params: string; value: string; line: string }

/** Each content line's name (upper case), its parameters and its value as written, escapes and all. */
export function contentLines(text: string): ContentLine[] {
  return unfold(text)
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      // The value starts at the first colon outside a quoted parameter value.
      let quoted = false
      let at = -1
      for (let i = 0; i < line.length; i++) {
        if (line[i] === '"') quoted = !quoted
        else if (line[i] === ':' && !quoted) {
          at = i
          break
        }
      }
      const head = line.slice(0, at)
      const name = head.split(';')[0]!.toUpperCase()
      return { name, params: head.slice(name.length), value: line.slice(at + 1), line }
    })
}

/** The characters of a value that stand bare, outside an escape (a backslash and the character after it). */
export const bareCharacters = (value: string) => value.replace(/\\./g, '')

/**
 * The object ends with its CRLF, has no other line break, no physical line over 75 octets, and
 * no line cut inside a UTF-8 sequence.
 */
export function expectWellFolded(text: string) {
  expect.soft(text.endsWith('\r\n'), 'the last line ends with CRLF').toBe(true)
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  const decoder = new TextDecoder('utf-8', { fatal: true })
  for (const line of text.slice(0, -2).split('\r\n')) {
    const bytes = Buffer.from(line, 'utf8')
    expect(bytes.length, line).toBeLessThanOrEqual(75)
    expect(() => decoder.decode(bytes)).not.toThrow()
  }
}

// param = name "=" param-value *("," param-value); param-value = paramtext / quoted-string, where a
// quoted-string holds no DQUOTE (RFC 5545 §3.1, RFC 6350 §3.3): a quote inside is ^' (RFC 6868).
const paramValue = String.raw`(?:"[^"\x00-\x08\x0a-\x1f\x7f]*"|[^";:,\x00-\x08\x0a-\x1f\x7f]*)`
const params = new RegExp(String.raw`^(?:;[A-Za-z0-9-]+=${paramValue}(?:,${paramValue})*)*$`)

/** Every parameter of every line keeps to the grammar: nothing after a closing quote but ; , or :. */
export function expectParametersWellFormed(text: string) {
  for (const line of contentLines(text)) expect.soft(line.params, line.line).toMatch(params)
}
