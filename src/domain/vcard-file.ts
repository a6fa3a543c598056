import { cardDisplayName, type CardContact, type VcardVersion } from './card'
import type { ContactType } from './contact-details'

/**
 * Writes a card as a vCard file (3.0 per RFC 2426, 4.0 per RFC 6350). Pure: the app uses it too,
 * for the offline QR code that holds the contact itself, so it touches no Node or browser API.
 */
export type VcardInput = CardContact & {
  /** A stable id, written as UID so a phone updates the contact rather than adding a second one. */
  id?: string
  /** The public address of the card page, written as an extra URL. */
  card_url?: string
  /** A JPEG, base64-encoded without line breaks. */
  photo_jpeg_base64?: string | null
  updated_at?: string
}

const maxLineOctets = 75

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1
  if (codePoint < 0x800) return 2
  if (codePoint < 0x10000) return 3
  return 4
}

/**
 * Folds a content line so no physical line is longer than 75 octets, breaking only between
 * characters: a continuation line starts with one space, which counts towards its 75.
 */
export function foldLine(line: string): string {
  const pieces: string[] = []
  let current = ''
  let octets = 0
  let limit = maxLineOctets
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0)!)
    if (octets + size > limit) {
      pieces.push(current)
      current = ''
      octets = 0
      limit = maxLineOctets - 1
    }
    current += char
    octets += size
  }
  pieces.push(current)
  return pieces.join('\r\n ')
}

/** What a value is, for its escaping: plain text, one field of N, ADR or ORG, or a URI. */
type ValueKind = 'text' | 'field' | 'uri'

/**
 * Escapes a value the way its version's grammar asks; every value of every vCard goes through here.
 * Text: backslash, comma and line breaks always; a semicolon always in 3.0 (RFC 2426 §4), and in 4.0
 * only inside a field of N, ADR or ORG, where it separates fields (RFC 6350 §3.4 lets it stand bare
 * elsewhere, and readers built on ical.js, Thunderbird's among them, keep "\;" there as two characters).
 * URIs: in 3.0 as they are (RFC 2426's uri value has no escapes); in 4.0 backslash and comma escaped like
 * every other value (RFC 6350 §3.4), so that no reader cuts the address at a comma.
 */
export function escapeValue(value: string, version: VcardVersion, kind: ValueKind = 'text'): string {
  if (kind === 'uri') return version === '3.0' ? value : value.replace(/[\\,]/g, (char) => `\\${char}`)
  const special = version === '3.0' || kind === 'field' ? /[\\,;]/g : /[\\,]/g
  return value.replace(special, (char) => `\\${char}`).replace(/\r\n|\r|\n/g, '\\n')
}

const structured = (parts: string[], version: VcardVersion) => parts.map((part) => escapeValue(part, version, 'field')).join(';')

const phoneTypes3: Record<ContactType, string> = { work: 'WORK,VOICE', mobile: 'CELL,VOICE', home: 'HOME,VOICE' }
const phoneTypes4: Record<ContactType, string> = { work: 'work,voice', mobile: 'cell,voice', home: 'home,voice' }
// vCard has no type for a mobile e-mail address: such an address is written with none.
const emailTypes3: Record<ContactType, string> = { work: ';TYPE=INTERNET,WORK', mobile: ';TYPE=INTERNET', home: ';TYPE=INTERNET,HOME' }
const emailTypes4: Record<ContactType, string> = { work: ';TYPE=work', mobile: '', home: ';TYPE=home' }

/** tel: URI of a number as people write it: only a leading + and the digits stay. */
export function telUri(number: string): string {
  const digits = number.replace(/\D/g, '')
  return `tel:${number.trim().startsWith('+') ? '+' : ''}${digits}`
}

/**
 * A number as a vCard 4.0 TEL: a global number (a leading +) as a tel: URI; a local one as text, since
 * its tel: URI would need a phone-context that a card does not know (RFC 3966 §5.1.5).
 */
function telLine4(number: string, types: string): string {
  const global = number.trim().startsWith('+')
  return global ? `TEL;VALUE=uri;TYPE="${types}":${escapeValue(telUri(number), '4.0', 'uri')}` : `TEL;VALUE=text;TYPE="${types}":${escapeValue(number.trim(), '4.0')}`
}

export function buildVcard(card: VcardInput, version: VcardVersion = '3.0'): string {
  const v4 = version === '4.0'
  const text = (value: string) => escapeValue(value, version)
  const uri = (value: string) => escapeValue(value, version, 'uri')
  const lines: string[] = ['BEGIN:VCARD', `VERSION:${version}`]
  if (v4) lines.push('KIND:individual')
  lines.push(`FN:${text(cardDisplayName(card))}`)
  lines.push(`N:${structured([card.family_name, card.given_name, '', card.prefix, card.suffix], version)}`)
  if (card.organisation) lines.push(`ORG:${structured([card.organisation], version)}`)
  if (card.job_title) lines.push(`TITLE:${text(card.job_title)}`)
  for (const phone of card.phones) {
    lines.push(v4 ? telLine4(phone.number, phoneTypes4[phone.type]) : `TEL;TYPE=${phoneTypes3[phone.type]}:${text(phone.number)}`)
  }
  for (const email of card.emails) {
    lines.push(`EMAIL${v4 ? emailTypes4[email.type] : emailTypes3[email.type]}:${text(email.address)}`)
  }
  if (card.address) {
    const a = card.address
    lines.push(`ADR;TYPE=${v4 ? 'work' : 'WORK'}:${structured(['', '', a.street, a.locality, a.region, a.postal_code, a.country], version)}`)
  }
  for (const website of card.websites) lines.push(`URL:${uri(website.url)}`)
  if (card.card_url) lines.push(`URL:${uri(card.card_url)}`)
  for (const social of card.socials) {
    lines.push(v4 ? `SOCIALPROFILE;VALUE=uri;SERVICE-TYPE=${social.network}:${uri(social.url)}` : `X-SOCIALPROFILE;TYPE=${social.network}:${uri(social.url)}`)
  }
  if (card.bio) lines.push(`NOTE:${text(card.bio)}`)
  if (card.photo_jpeg_base64) {
    lines.push(v4 ? `PHOTO:${uri(`data:image/jpeg;base64,${card.photo_jpeg_base64}`)}` : `PHOTO;ENCODING=b;TYPE=JPEG:${card.photo_jpeg_base64}`)
  }
  if (card.id) lines.push(`UID:${uri(`urn:uuid:${card.id}`)}`)
  if (card.updated_at) lines.push(`REV:${card.updated_at.replace(/[-:]/g, '').replace(/\.\d+/, '')}`)
  lines.push('END:VCARD')
  return lines.map(foldLine).join('\r\n') + '\r\n'
}

/** A file name from a person's name: letters, digits, spaces and hyphens, or "contact". */
export function contactFileName(name: string): string {
  const safe = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9 -]/g, '').replace(/\s+/g, ' ').trim().slice(0, 60)
  return `${safe || 'contact'}.vcf`
}

/** The contact a visitor left with their details: name, e-mail, phone and their message as a note. */
export function leadVcard(lead: { name: string; email: string; phone: string; message: string }): string {
  const words = lead.name.trim().split(/\s+/)
  const family = words.length > 1 ? words.pop()! : ''
  const text = (value: string) => escapeValue(value, '3.0')
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', `FN:${text(lead.name)}`, `N:${structured([family, words.join(' '), '', '', ''], '3.0')}`, `EMAIL;TYPE=INTERNET:${text(lead.email)}`]
  if (lead.phone) lines.push(`TEL;TYPE=VOICE:${text(lead.phone)}`)
  if (lead.message) lines.push(`NOTE:${text(lead.message)}`)
  lines.push('END:VCARD')
  return lines.map(foldLine).join('\r\n') + '\r\n'
}

/**
 * A file name for the contact: the person's name, or "contact" when it has no usable character.
 * Characters that file systems refuse are dropped.
 */
export function vcardFileName(card: { prefix: string; given_name: string; family_name: string; suffix: string }): string {
  const name = cardDisplayName(card)
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  return `${name || 'contact'}.vcf`
}
