import type { BrandProfile } from './brand-profile'
import type { PublicCard } from './card'
import type { CardAddress, SocialNetwork } from './contact-details'
import { defineMessages } from '@formatjs/intl'
import { type Say, sayInEnglish } from '../i18n/say'
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

const words = defineMessages({
  call: { id: 'cardPage.link.call', defaultMessage: 'Call ({type, select, mobile {mobile} work {work} home {home} other {other}}) {number}' },
  callBusiness: { id: 'cardPage.link.callBusiness', defaultMessage: 'Call {number}' },
  email: { id: 'cardPage.link.email', defaultMessage: 'E-mail {address}' },
  profile: { id: 'cardPage.link.profile', defaultMessage: 'Profile' },
})

/** A network's name: brand names stay as they are; "Profile" is a word of the reader's language. */
const socialLabel = (network: SocialNetwork, say: Say) => (network === 'other' ? say(words.profile) : socialLabels[network])

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
export function cardLinks(card: LinkFields, say: Say = sayInEnglish): CardLink[] {
  const links: CardLink[] = []
  for (const phone of card.phones) {
    links.push({ kind: 'phone', href: telUri(phone.number), text: say(words.call, { type: phone.type, number: phone.number }), external: false })
  }
  for (const email of card.emails) {
    links.push({ kind: 'email', href: `mailto:${email.address}`, text: say(words.email, { address: email.address }), external: false })
  }
  for (const website of card.websites) {
    links.push({ kind: 'website', href: website.url, text: website.label || website.url.replace(/^https?:\/\//, ''), external: true })
  }
  const line = addressLine(card.address)
  if (line) links.push({ kind: 'map', href: mapUrl(line), text: line, external: true })
  for (const social of card.socials) {
    links.push({ kind: 'social', href: social.url, text: socialLabel(social.network, say), external: true })
  }
  return links
}

/** How to reach a business, from its profile (its page at /vcard/{slug}): phone, e-mail, website, map. */
export function businessContactLinks(profile: BrandProfile, say: Say = sayInEnglish): CardLink[] {
  const links: CardLink[] = []
  if (profile.phone) links.push({ kind: 'phone', href: telUri(profile.phone), text: say(words.callBusiness, { number: profile.phone }), external: false })
  if (profile.email) links.push({ kind: 'email', href: `mailto:${profile.email}`, text: say(words.email, { address: profile.email }), external: false })
  if (profile.website) links.push({ kind: 'website', href: profile.website, text: profile.website.replace(/^https?:\/\//, ''), external: true })
  const line = addressLine(profile.address)
  if (line) links.push({ kind: 'map', href: mapUrl(line), text: line, external: true })
  return links
}
