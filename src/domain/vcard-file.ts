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

/**
 * Escapes a text value: backslash, comma and line breaks. A semicolon is escaped only inside the
 * fields of a compound value (N, ADR, ORG), where it separates fields: RFC 6350 allows it bare
 * elsewhere, and parsers such as ical.js keep a backslash-semicolon in a plain value as two characters.
 */
export function escapeText(value: string): string {
  return value.replace(/[\\,]/g, (char) => `\\${char}`).replace(/\r\n|\r|\n/g, '\\n')
}

const escapeField = (value: string) => escapeText(value).replaceAll(';', '\\;')
const structured = (parts: string[]) => parts.map(escapeField).join(';')

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

export function buildVcard(card: VcardInput, version: VcardVersion = '3.0'): string {
  const v4 = version === '4.0'
  const lines: string[] = ['BEGIN:VCARD', `VERSION:${version}`]
  if (v4) lines.push('KIND:individual')
  lines.push(`FN:${escapeText(cardDisplayName(card))}`)
  lines.push(`N:${structured([card.family_name, card.given_name, '', card.prefix, card.suffix])}`)
  if (card.organisation) lines.push(`ORG:${escapeField(card.organisation)}`)
  if (card.job_title) lines.push(`TITLE:${escapeText(card.job_title)}`)
  for (const phone of card.phones) {
    lines.push(
      v4
        ? `TEL;VALUE=uri;TYPE="${phoneTypes4[phone.type]}":${telUri(phone.number)}`
        : `TEL;TYPE=${phoneTypes3[phone.type]}:${escapeText(phone.number)}`,
    )
  }
  for (const email of card.emails) {
    lines.push(`EMAIL${v4 ? emailTypes4[email.type] : emailTypes3[email.type]}:${escapeText(email.address)}`)
  }
  if (card.address) {
    const a = card.address
    lines.push(`ADR;TYPE=${v4 ? 'work' : 'WORK'}:${structured(['', '', a.street, a.locality, a.region, a.postal_code, a.country])}`)
  }
  // URIs are not text values: their commas and semicolons are part of the address.
  for (const website of card.websites) lines.push(`URL:${website.url}`)
  if (card.card_url) lines.push(`URL:${card.card_url}`)
  for (const social of card.socials) {
    lines.push(v4 ? `SOCIALPROFILE;SERVICE-TYPE=${social.network}:${social.url}` : `X-SOCIALPROFILE;TYPE=${social.network}:${social.url}`)
  }
  if (card.bio) lines.push(`NOTE:${escapeText(card.bio)}`)
  if (card.photo_jpeg_base64) {
    lines.push(
      v4 ? `PHOTO:data:image/jpeg;base64,${card.photo_jpeg_base64}` : `PHOTO;ENCODING=b;TYPE=JPEG:${card.photo_jpeg_base64}`,
    )
  }
  if (card.id) lines.push(`UID:urn:uuid:${card.id}`)
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
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', `FN:${escapeText(lead.name)}`, `N:${structured([family, words.join(' '), '', '', ''])}`, `EMAIL;TYPE=INTERNET:${escapeText(lead.email)}`]
  if (lead.phone) lines.push(`TEL;TYPE=VOICE:${escapeText(lead.phone)}`)
  if (lead.message) lines.push(`NOTE:${escapeText(lead.message)}`)
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
