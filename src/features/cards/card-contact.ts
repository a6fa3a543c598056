import { qrSourceMarker, type PublicCard } from '../../domain/card'
import type { VcardInput } from '../../domain/vcard-file'

/** The card's public address; a QR code's copy carries the source marker so scans are counted. */
export function cardAddress(origin: string, key: string, fromQr = false): string {
  return `${origin}/vcard/${encodeURIComponent(key)}${fromQr ? `?src=${qrSourceMarker}` : ''}`
}

type ContactFields = Omit<PublicCard, 'display_name' | 'photo' | 'colors' | 'brand' | 'vcard_url' | 'key'>

/** What an offline QR code holds: the contact itself (no photo: it would overflow any code). */
export function contactOf(card: ContactFields, cardUrl: string): VcardInput {
  return {
    given_name: card.given_name,
    family_name: card.family_name,
    prefix: card.prefix,
    suffix: card.suffix,
    job_title: card.job_title,
    organisation: card.organisation,
    phones: card.phones,
    emails: card.emails,
    websites: card.websites,
    address: card.address,
    socials: card.socials,
    bio: card.bio,
    card_url: cardUrl,
    updated_at: card.updated_at,
  }
}
