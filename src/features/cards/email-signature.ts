import { cardDisplayName, type Card } from '../../domain/card'
import { sharedCardAddress } from '../../domain/card-address'
import { telUri } from '../../domain/vcard-file'
import { escapeHtml } from '../../rich-text/escape-html'
import { readableOn } from '../../theme/contrast'
import { defineMessages } from 'react-intl'
import { sayInEnglish, type Say } from '../../i18n/say'

const words = defineMessages({
  link: { id: 'cards.signature.link', defaultMessage: 'My digital card' },
  qrAlt: { id: 'cards.signature.qrAlt', defaultMessage: 'QR code of my digital card' },
  text: { id: 'cards.signature.text', defaultMessage: 'My digital card: {address}' },
})

type SignatureCard = Pick<Card, 'key' | 'prefix' | 'given_name' | 'family_name' | 'suffix' | 'job_title' | 'organisation' | 'phones' | 'emails' | 'websites' | 'photo'>

export type EmailSignature = { html: string; text: string }

type SignatureOptions = {
  origin: string
  organisation: string
  colour: string
  /** The QR code's image instead of the server's, which answers only for a published card (a draft's preview draws its own). */
  qrImage?: string
  /** The signature's words in the reader's language; English unless given. */
  say?: Say
}

const font = 'font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.45;color:#1f2937'

/**
 * An e-mail signature of a card, as Gmail and Outlook keep it when pasted: one table, styles on
 * each element (mail clients drop <style> and classes), images at absolute addresses (they drop
 * data: images), every text escaped. Its links and its QR code open the card with `?src=signature`.
 */
export function emailSignature(card: SignatureCard, options: SignatureOptions): EmailSignature {
  const { origin } = options
  const say = options.say ?? sayInEnglish
  const cardUrl = sharedCardAddress(origin, card.key, 'signature')
  const qrUrl = options.qrImage ?? `${origin}/api/vcards/${encodeURIComponent(card.key)}/qr.png?src=signature`
  // Links read on white: the brand's colour when it does, else black.
  const colour = readableOn('#ffffff', options.colour)
  const name = cardDisplayName(card) || card.key
  const role = [card.job_title, card.organisation || options.organisation].filter(Boolean).join(' · ')
  const link = (href: string, text: string) => `<a href="${escapeHtml(href)}" style="color:${colour};text-decoration:none">${escapeHtml(text)}</a>`
  const phone = card.phones[0]
  const email = card.emails[0]
  const website = card.websites[0]
  const lines = [
    phone ? link(telUri(phone.number), phone.number) : '',
    email ? link(`mailto:${email.address}`, email.address) : '',
    website ? link(website.url, website.label || website.url.replace(/^https?:\/\//, '')) : '',
  ].filter(Boolean)
  const photo = card.photo
    ? `<td style="padding:0 16px 0 0;vertical-align:top"><img src="${escapeHtml(new URL(card.photo, origin).href)}" width="80" height="80" alt="${escapeHtml(name)}" style="display:block;width:80px;height:80px;border-radius:40px;border:0"></td>`
    : ''
  const html =
    `<table cellpadding="0" cellspacing="0" border="0" role="presentation" style="${font};border-collapse:collapse"><tr>` +
    photo +
    `<td style="padding:0 16px;vertical-align:top;border-left:3px solid ${colour}">` +
    `<div style="font-size:16px;font-weight:bold;color:#111827">${escapeHtml(name)}</div>` +
    (role ? `<div style="color:#4b5563">${escapeHtml(role)}</div>` : '') +
    lines.map((line) => `<div>${line}</div>`).join('') +
    `<div style="padding-top:4px"><a href="${escapeHtml(cardUrl)}" style="color:${colour};font-weight:bold;text-decoration:none">${escapeHtml(say(words.link))}</a></div>` +
    `</td>` +
    `<td style="padding:0 0 0 8px;vertical-align:top"><a href="${escapeHtml(cardUrl)}"><img src="${escapeHtml(qrUrl)}" width="88" height="88" alt="${escapeHtml(say(words.qrAlt))}" style="display:block;width:88px;height:88px;border:0"></a></td>` +
    `</tr></table>`
  const text = [name, role, phone?.number, email?.address, website?.url, say(words.text, { address: cardUrl })].filter(Boolean).join('\n')
  return { html, text }
}
