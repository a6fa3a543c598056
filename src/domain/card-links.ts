import type { BrandProfile } from './brand-profile'
import type { PublicCard } from './card'
import type { CardAddress, SocialNetwork } from './contact-details'
import { telUri } from './vcard-file'

export type CardLink = { kind: 'phone' | 'email' | 'website' | 'map' | 'social'; href: string; text: string; external: boolean }

export const socialLabels: Record<SocialNetwork, string> = {
  linkedin: 'LinkedIn',
  x: 'X',
  instagram: 'Instagram',
  facebook: 'Facebook',
  github: 'GitHub',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
  other: 'Profile',
}

/** The address on one line, as a map search and a person read it; empty when no part is filled. */
export function addressLine(address: CardAddress | null): string {
  if (!address) return ''
  return [address.street, address.locality, address.region, address.postal_code, address.country].filter(Boolean).join(', ')
}

/** An OpenStreetMap search: it opens on every phone without an account or an app. */
export function mapUrl(line: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(line)}`
}

type LinkFields = Pick<PublicCard, 'phones' | 'emails' | 'websites' | 'address' | 'socials'>

/**
 * Everything on a card a visitor can tap, in the order and wording of the page the server renders,
 * so the app's takeover changes nothing a visitor is reading.
 */
export function cardLinks(card: LinkFields): CardLink[] {
  const links: CardLink[] = []
  for (const phone of card.phones) {
    links.push({ kind: 'phone', href: telUri(phone.number), text: `Call (${phone.type}) ${phone.number}`, external: false })
  }
  for (const email of card.emails) {
    links.push({ kind: 'email', href: `mailto:${email.address}`, text: `E-mail ${email.address}`, external: false })
  }
  for (const website of card.websites) {
    links.push({ kind: 'website', href: website.url, text: website.label || website.url.replace(/^https?:\/\//, ''), external: true })
  }
  const line = addressLine(card.address)
  if (line) links.push({ kind: 'map', href: mapUrl(line), text: line, external: true })
  for (const social of card.socials) {
    links.push({ kind: 'social', href: social.url, text: socialLabels[social.network], external: true })
  }
  return links
}

/** How to reach a business, from its profile (its page at /vcard/{slug}): phone, e-mail, website, map. */
export function businessContactLinks(profile: BrandProfile): CardLink[] {
  const links: CardLink[] = []
  if (profile.phone) links.push({ kind: 'phone', href: telUri(profile.phone), text: `Call ${profile.phone}`, external: false })
  if (profile.email) links.push({ kind: 'email', href: `mailto:${profile.email}`, text: `E-mail ${profile.email}`, external: false })
  if (profile.website) links.push({ kind: 'website', href: profile.website, text: profile.website.replace(/^https?:\/\//, ''), external: true })
  const line = addressLine(profile.address)
  if (line) links.push({ kind: 'map', href: mapUrl(line), text: line, external: true })
  return links
}
