import { Globe, Link, Mail, MapPin, MessageSquare, Phone } from 'lucide-static'
import { siBluesky, siFacebook, siGithub, siInstagram, siMastodon, siSignal, siTelegram, siTiktok, siWhatsapp, siX, siYoutube } from 'simple-icons'
import type { PublicCard } from './card'
import { defineMessages } from '@formatjs/intl'
import { type Say, sayInEnglish } from '../i18n/say'
import { addressLine, socialLabels } from './card-links'
import type { CardMessenger, MessengerApp, SocialNetwork } from './contact-details'
import { telUri } from './vcard-file'

/**
 * The card's row of icons (call, text, e-mail, website, map, chats, profiles), drawn the same by
 * the server's card page and the app's card view. Only the icons named here are imported, so the
 * app's bundle carries these few and never the whole sets.
 */

/** An icon's inner SVG on a 24×24 grid: brand marks are filled shapes, the generic ones are strokes. */
export type CardIcon = { body: string; paint: 'fill' | 'stroke' }

// lucide-static exports whole <svg> elements; the row draws its own <svg> around the shapes inside.
const strokeIcon = (svg: string): CardIcon => ({ body: svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '').trim(), paint: 'stroke' })
const brandIcon = (icon: { path: string }): CardIcon => ({ body: `<path d="${icon.path}"/>`, paint: 'fill' })

const genericIcons = {
  call: strokeIcon(Phone),
  text: strokeIcon(MessageSquare),
  email: strokeIcon(Mail),
  website: strokeIcon(Globe),
  map: strokeIcon(MapPin),
  link: strokeIcon(Link),
}

const messengerIcons: Record<MessengerApp, CardIcon> = {
  whatsapp: brandIcon(siWhatsapp),
  signal: brandIcon(siSignal),
  telegram: brandIcon(siTelegram),
}

export const messengerLabels: Record<MessengerApp, string> = { whatsapp: 'WhatsApp', signal: 'Signal', telegram: 'Telegram' }

// LinkedIn asked the icon sets to drop its mark, so its profiles show the generic link icon under its name.
const networkIcons: Partial<Record<SocialNetwork, CardIcon>> = {
  x: brandIcon(siX),
  instagram: brandIcon(siInstagram),
  facebook: brandIcon(siFacebook),
  github: brandIcon(siGithub),
  youtube: brandIcon(siYoutube),
  tiktok: brandIcon(siTiktok),
  mastodon: brandIcon(siMastodon),
  bluesky: brandIcon(siBluesky),
}

/** Host names (and their subdomains) whose profiles are recognised whatever network the owner chose. */
const networkHosts: [string, SocialNetwork][] = [
  ['linkedin.com', 'linkedin'],
  ['instagram.com', 'instagram'],
  ['x.com', 'x'],
  ['twitter.com', 'x'],
  ['facebook.com', 'facebook'],
  ['fb.com', 'facebook'],
  ['github.com', 'github'],
  ['youtube.com', 'youtube'],
  ['youtu.be', 'youtube'],
  ['tiktok.com', 'tiktok'],
  ['bsky.app', 'bluesky'],
]

/** The network an address belongs to by its host, or null for any other site. */
export function networkOfUrl(url: string): SocialNetwork | null {
  let host: string
  try {
    host = new URL(url).hostname.toLowerCase()
  } catch {
    return null
  }
  const found = networkHosts.find(([known]) => host === known || host.endsWith(`.${known}`))
  return found ? found[1] : null
}

export type CardIconAction = {
  kind: 'call' | 'text' | 'email' | 'website' | 'map' | MessengerApp | 'social'
  href: string
  /** The link's accessible name, such as "Call Ana Ruiz" or "WhatsApp". */
  label: string
  icon: CardIcon
  external: boolean
}

const safeProtocols = new Set(['tel:', 'sms:', 'mailto:', 'https:', 'http:'])

/** Only addresses that open a call, a message or a web page become links: never javascript:, data: or a malformed value. */
export function isSafeHref(href: string): boolean {
  if (/[\s<>"`]/.test(href)) return false
  try {
    const url = new URL(href)
    if (!safeProtocols.has(url.protocol)) return false
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.hostname.includes('.') : url.pathname.length > 0
  } catch {
    return false
  }
}

const digitsOf = (number: string) => number.replace(/\D/g, '')

/** A chat opened in the app itself, from its own web address (which hands over to the app on a phone). */
function messengerHref(messenger: CardMessenger): string {
  switch (messenger.app) {
    case 'whatsapp':
      return `https://wa.me/${digitsOf(messenger.handle)}`
    case 'signal':
      return `https://signal.me/#p/+${digitsOf(messenger.handle)}`
    case 'telegram':
      return `https://t.me/${encodeURIComponent(messenger.handle.replace(/^@/, ''))}`
  }
}

/** A map search of the address: Google Maps opens it in the maps app on Android and iOS alike. */
export const mapsSearchUrl = (line: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(line)}`

type IconRowFields = Pick<PublicCard, 'display_name' | 'phones' | 'emails' | 'websites' | 'address' | 'socials' | 'messengers'>

/**
 * What the icon row offers, in its order: one call, one text (a mobile number first), one e-mail,
 * one website, the map, each chat and each profile. The full list of every number and address
 * stays below the row (card-links.ts).
 */
const words = defineMessages({
  call: { id: 'cardPage.icon.call', defaultMessage: 'Call {name}' },
  text: { id: 'cardPage.icon.text', defaultMessage: 'Send a text to {name}' },
  email: { id: 'cardPage.icon.email', defaultMessage: 'E-mail {name}' },
  website: { id: 'cardPage.icon.website', defaultMessage: 'Website' },
  namedWebsite: { id: 'cardPage.icon.namedWebsite', defaultMessage: 'Website: {label}' },
  map: { id: 'cardPage.icon.map', defaultMessage: 'Map: {address}' },
  profile: { id: 'cardPage.link.profile', defaultMessage: 'Profile' },
})

export function cardIconRow(card: IconRowFields, say: Say = sayInEnglish): CardIconAction[] {
  const name = card.display_name
  const actions: CardIconAction[] = []
  const phone = card.phones[0]
  const mobile = card.phones.find((candidate) => candidate.type === 'mobile') ?? phone
  if (phone) actions.push({ kind: 'call', href: telUri(phone.number), label: say(words.call, { name }), icon: genericIcons.call, external: false })
  if (mobile) actions.push({ kind: 'text', href: `sms:${telUri(mobile.number).slice('tel:'.length)}`, label: say(words.text, { name }), icon: genericIcons.text, external: false })
  const email = card.emails[0]
  if (email) actions.push({ kind: 'email', href: `mailto:${email.address}`, label: say(words.email, { name }), icon: genericIcons.email, external: false })
  const website = card.websites[0]
  if (website) actions.push({ kind: 'website', href: website.url, label: website.label ? say(words.namedWebsite, { label: website.label }) : say(words.website), icon: genericIcons.website, external: true })
  const line = addressLine(card.address)
  if (line) actions.push({ kind: 'map', href: mapsSearchUrl(line), label: say(words.map, { address: line }), icon: genericIcons.map, external: true })
  // A card kept on a device before messaging apps existed has none.
  for (const messenger of card.messengers ?? []) {
    actions.push({ kind: messenger.app, href: messengerHref(messenger), label: messengerLabels[messenger.app], icon: messengerIcons[messenger.app], external: true })
  }
  for (const social of card.socials) {
    const network = networkOfUrl(social.url) ?? social.network
    actions.push({ kind: 'social', href: social.url, label: network === 'other' ? say(words.profile) : socialLabels[network], icon: networkIcons[network] ?? genericIcons.link, external: true })
  }
  return actions.filter((action) => isSafeHref(action.href))
}

/** The icon as SVG markup, hidden from assistive technology: the link around it carries the name. */
export function cardIconSvg(icon: CardIcon): string {
  const paint = icon.paint === 'fill' ? 'fill="currentColor"' : 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"'
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" ${paint} aria-hidden="true" focusable="false">${icon.body}</svg>`
}
