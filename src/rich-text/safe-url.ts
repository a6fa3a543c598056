import { decodeHtmlEntities } from './decode-html-entities'

export const blockedLink = 'about:blank'

const linkSchemes = new Set(['http', 'https', 'mailto', 'tel', 'sms'])
const imageSchemes = new Set(['http', 'https'])
const imageDataUrl = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/]+={0,2}$/i

/**
 * What a browser's URL parser does before it reads a scheme: leading and trailing C0 controls and
 * spaces go, tabs and newlines anywhere are removed. The trim walks indexes because a regular
 * expression anchored at the end backtracks quadratically over long runs of inner spaces.
 */
export function asBrowserParses(url: string): string {
  let start = 0
  let end = url.length
  while (start < end && url.charCodeAt(start) <= 0x20) start += 1
  while (end > start && url.charCodeAt(end - 1) <= 0x20) end -= 1
  return url.slice(start, end).replace(/[\t\n\r]/g, '')
}

/** The scheme a browser would read, lower-cased, or null for a relative reference. */
function schemeOf(url: string): string | null {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(url)
  return match?.[1] ? match[1].toLowerCase() : null
}

// Characters no browser strips but that a person reading the address would not see.
const invisible = /[\s\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2060\ufeff]/g

/**
 * Every spelling the input could take on its way to a browser: as it is, with HTML entities decoded
 * once (pasted markup carries them), and decoded until nothing changes (double-encoded tricks).
 * The last spelling also drops every invisible character: a reference that is harmless only because
 * a no-break space hides its scheme is refused too, in case some other reader is less strict.
 */
function spellings(input: string): string[] {
  const decodedOnce = decodeHtmlEntities(input)
  let decoded = decodedOnce
  for (let round = 0; round < 8; round += 1) {
    const next = decodeHtmlEntities(decoded)
    if (next === decoded) break
    decoded = next
  }
  return [...[input, decodedOnce, decoded].map(asBrowserParses), decoded.replace(invisible, '')]
}

/** A relative reference resolves against the page, whose scheme is http or https. */
function allSchemesIn(input: string, allowed: Set<string>): boolean {
  return spellings(input).every((spelling) => {
    const scheme = schemeOf(spelling)
    return scheme === null || allowed.has(scheme)
  })
}

/** The href to write for a link: the URL as the browser will read it, or about:blank. */
export function safeLinkHref(input: string): string {
  if (!allSchemesIn(input, linkSchemes)) return blockedLink
  return asBrowserParses(decodeHtmlEntities(input))
}

/** The src to write for an image: http, https, relative or a base64 data URL of a web image type; else empty. */
export function safeImageSrc(input: string): string {
  const url = asBrowserParses(decodeHtmlEntities(input))
  if (imageDataUrl.test(url) && spellings(input).every((spelling) => imageDataUrl.test(spelling))) return url
  if (!allSchemesIn(input, imageSchemes)) return ''
  return url
}

const emailAddress = /^[^\s@<>()[\]\\,;:"]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i

/**
 * What the editor stores when someone links a selection or types an address: an e-mail address
 * without a scheme becomes a mailto: link; everything else goes through the link rule.
 */
export function normaliseLink(input: string): string {
  const trimmed = input.trim()
  if (emailAddress.test(trimmed)) return `mailto:${trimmed}`
  return safeLinkHref(trimmed)
}
