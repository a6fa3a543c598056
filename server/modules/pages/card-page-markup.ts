import { languageLinks } from './language-links'
import type { SiteLanguages } from '../../i18n/request-locale'
import type { PublicCard } from '../../../src/domain/card'
import { cardLinks } from '../../../src/domain/card-links'
import { cardIconRow, cardIconSvg } from '../../../src/domain/card-icon-row'
import { cardBandShown, cardLogoAlt } from '../../../src/domain/card-design'
import { defineMessages } from '@formatjs/intl'
import { escapeHtml } from '../../html'
import { cardPageWordsScript } from './card-page-words'
import { scriptJson } from './script-json'
import { localeOf, sayInHtml, sayWith, type Translator } from '../../i18n/translator'
import { metaProperty, pageColorsCss, pageTokens, savedCardsDialog, savedCardsOpener, vcardIndexHtml, vcardPageStyle } from './vcard-template'


const words = defineMessages({
  quickActions: { id: 'cardPage.quickActions', defaultMessage: 'Quick actions' },
  photoOf: { id: 'cardPage.photoOf', defaultMessage: 'Photo of {name}' },
  yourName: { id: 'cardPage.lead.yourName', defaultMessage: 'Your name' },
  yourEmail: { id: 'cardPage.lead.yourEmail', defaultMessage: 'Your e-mail' },
  yourPhone: { id: 'cardPage.lead.yourPhone', defaultMessage: 'Your phone (optional)' },
  message: { id: 'cardPage.lead.message', defaultMessage: 'Message (optional)' },
  exchangeContact: { id: 'cardPage.lead.heading', defaultMessage: 'Exchange contact' },
  leaveDetails: { id: 'cardPage.lead.intro', defaultMessage: 'Leave your details for {name}.' },
  ownCard: { id: 'cardPage.lead.ownCard', defaultMessage: 'Your own contact card, a .vcf file (optional)' },
  send: { id: 'cardPage.lead.send', defaultMessage: 'Send my details' },
  installApp: { id: 'cardPage.installApp', defaultMessage: 'Install the app' },
  installSteps: { id: 'cardPage.installSteps', defaultMessage: 'Add {site} to your home screen: tap <b>Share</b>, then <b>Add to Home Screen</b>.' },
  saveContact: { id: 'cardPage.saveContact', defaultMessage: 'Save contact' },
  share: { id: 'cardPage.share', defaultMessage: 'Share' },
  qrCode: { id: 'cardPage.qrCode', defaultMessage: 'QR code' },
  book: { id: 'cardPage.book', defaultMessage: 'Book a meeting' },
  contactDetails: { id: 'cardPage.contactDetails', defaultMessage: 'Contact details' },
})


/** The card's colours, as the custom properties the page's styles read (card-page-css.ts). */
const cardColorsCss = (card: PublicCard): string => pageColorsCss(card.colors, card.design.cover_color)

/** The same links, in the same order and words, as the app's card (src/domain/card-links.ts). */
function linkItems(card: PublicCard, t: Translator): string {
  return cardLinks(card, sayWith(t))
    .map(
      (link) =>
        `<li><a href="${escapeHtml(link.href)}"${link.external ? ' rel="noopener noreferrer" target="_blank"' : ''}${link.kind === 'phone' || link.kind === 'email' ? ' dir="auto"' : ''}>${escapeHtml(link.text)}</a></li>`,
    )
    .join('')
}

/** The row of icons, each a link named for what it does; only the icons this card uses are in the page. */
function iconRow(card: PublicCard, t: Translator): string {
  const actions = cardIconRow(card, sayWith(t))
  if (actions.length === 0) return ''
  const items = actions.map(
    (action) =>
      `<li><a class="mqc-icon" href="${escapeHtml(action.href)}" aria-label="${escapeHtml(action.label)}" title="${escapeHtml(action.label)}"${action.external ? ' rel="noopener noreferrer" target="_blank"' : ''}>${cardIconSvg(action.icon)}</a></li>`,
  )
  return `<ul class="mqc-icons" aria-label="${escapeHtml(sayWith(t)(words.quickActions))}">${items.join('')}</ul>`
}

/** The cover band, the logo, the photo and the name, arranged by the card's layout (card-page-css.ts). */
function cardHeader(card: PublicCard, t: Translator): string {
  const band = cardBandShown(card)
    ? `<div class="mqc-band">${card.cover ? `<img class="mqc-band-img" src="${escapeHtml(card.cover)}" alt="" width="800" height="200">` : ''}</div>`
    : ''
  return [
    '<header class="mqc-head">',
    band,
    card.logo ? `<img class="mqc-logo" src="${escapeHtml(card.logo)}" alt="${escapeHtml(cardLogoAlt(card, sayWith(t)))}" height="48">` : '',
    card.photo
      ? `<img class="mqc-photo" src="${escapeHtml(card.photo)}" alt="${escapeHtml(sayWith(t)(words.photoOf, { name: card.display_name }))}" width="160" height="160" fetchpriority="high">`
      : '',
    '<div class="mqc-who">',
    `<h1 class="mqc-name" id="mqc-name">${escapeHtml(card.display_name)}</h1>`,
    card.job_title ? `<p class="mqc-title">${escapeHtml(card.job_title)}</p>` : '',
    `<p class="mqc-org">${escapeHtml(card.organisation)}</p>`,
    '</div>',
    '</header>',
  ].join('')
}

// Labels say what is asked, as in the app's form (src/features/cards/components/lead-form.tsx).
const leadFields = [
  { name: 'name', label: words.yourName, attributes: 'autocomplete="name" maxlength="120" required' },
  { name: 'email', label: words.yourEmail, attributes: 'type="email" inputmode="email" autocomplete="email" maxlength="254" dir="ltr" required' },
  { name: 'phone', label: words.yourPhone, attributes: 'type="tel" inputmode="tel" autocomplete="tel" maxlength="32" dir="ltr"' },
  { name: 'message', label: words.message, attributes: 'rows="4" maxlength="2000"' },
] as const

/** "Exchange contact": drawn here, shown and sent by the card page's script (src/card-page/lead-form.ts). */
function leadSection(card: PublicCard, t: Translator): string {
  const recipient = card.given_name || card.display_name
  const fields = leadFields.map(({ name, label, attributes }) => {
    const id = `mqc-lead-${name}`
    const control =
      name === 'message'
        ? `<textarea id="${id}" name="${name}" ${attributes} aria-describedby="${id}-error"></textarea>`
        : `<input id="${id}" name="${name}" ${attributes} aria-describedby="${id}-error">`
    return `<div class="mqc-field"><label for="${id}">${escapeHtml(t.formatMessage(label))}</label>${control}<p class="mqc-error" id="${id}-error"></p></div>`
  })
  return [
    '<section class="mqc-lead" aria-labelledby="mqc-lead-heading" hidden>',
    `<h2 id="mqc-lead-heading">${sayInHtml(t, words.exchangeContact)}</h2>`,
    `<p class="mqc-muted">${sayInHtml(t, words.leaveDetails, { name: recipient })}</p>`,
    '<form class="mqc-form" novalidate>',
    ...fields,
    // Their own card, as a file: it is read and sent by the script, so the field is drawn with it.
    `<div class="mqc-field mqc-vcard" hidden><label for="mqc-lead-vcard">${sayInHtml(t, words.ownCard)}</label><input id="mqc-lead-vcard" name="vcard" type="file" accept=".vcf,text/vcard,text/x-vcard" aria-describedby="mqc-lead-vcard-error"><p class="mqc-error" id="mqc-lead-vcard-error"></p></div>`,
    '<p class="mqc-form-status" role="status"></p>',
    `<button type="submit" class="mqc-submit">${sayInHtml(t, words.send)}</button>`,
    '</form></section>',
  ].join('')
}

/**
 * The card page's markup: the card, and the parts its script makes work, drawn hidden (Share, QR
 * code, the lead form, Saved cards, the install offer), so with JavaScript off the card reads and
 * saves, and with it on the script shows them without drawing anything again.
 */
function cardMarkup(card: PublicCard, site: { name: string; languages: SiteLanguages }, t: Translator): string {
  const siteName = site.name
  const parts = [
    `<div id="card-page" class="mqc" data-card-key="${escapeHtml(card.key)}">`,
    '<div class="mqc-offline" role="status"></div>',
    '<main class="mqc-main" id="main">',
    savedCardsOpener(t),
    // In the corner across from Saved cards, where a visitor sees it at once; shown over the page's
    // top margin, so the card does not move when the browser's offer comes.
    `<aside class="mqc-install" aria-label="${sayInHtml(t, words.installApp)}" data-steps="on-demand" hidden>`,
    `<button type="button" class="mqc-ghost" hidden>${sayInHtml(t, words.installApp)}</button>`,
    `<p id="mqc-install-steps" hidden>${sayInHtml(t, words.installSteps, { site: siteName })}</p>`,
    '</aside>',
    `<article class="mqc-card mqc-layout-${escapeHtml(card.design.layout)} mqc-photo-${escapeHtml(card.design.photo_shape)}" data-layout="${escapeHtml(card.design.layout)}" aria-labelledby="mqc-name">`,
    cardHeader(card, t),
    iconRow(card, t),
    '<div class="mqc-actions">',
    `<a class="mqc-save" href="${escapeHtml(card.vcard_url)}" download>${sayInHtml(t, words.saveContact)}</a>`,
    `<button type="button" class="mqc-button" data-action="share" hidden>${sayInHtml(t, words.share)}</button>`,
    `<button type="button" class="mqc-button" data-action="qr" aria-expanded="false" aria-controls="card-qr" hidden>${sayInHtml(t, words.qrCode)}</button>`,
    card.booking_url ? `<a class="mqc-button mqc-book" href="${escapeHtml(card.booking_url)}">${sayInHtml(t, words.book)}</a>` : '',
    '</div>',
    '<p class="mqc-note" role="status"></p>',
    `<ul class="mqc-links" aria-label="${sayInHtml(t, words.contactDetails)}">${linkItems(card, t)}</ul>`,
    card.bio ? `<p class="mqc-bio">${escapeHtml(card.bio)}</p>` : '',
    `<section id="card-qr" class="mqc-qr" aria-label="${sayInHtml(t, words.qrCode)}" hidden></section>`,
    leadSection(card, t),
    '</article>',
    languageLinks(site.languages, `/vcard/${encodeURIComponent(card.key)}`, t, 'mqc-languages'),
    '</main>',
    savedCardsDialog(t),
    '</div>',
  ]
  return parts.join('')
}

function cardHead(card: PublicCard, origin: string, t: Translator): { title: string; description: string; head: string } {
  const description = [card.job_title, card.organisation].filter(Boolean).join(' · ')
  const head = [
    metaProperty('og:type', 'profile'),
    metaProperty('og:title', card.display_name),
    metaProperty('og:description', description),
    metaProperty('og:url', `${origin}/vcard/${card.key}`),
    ...(card.photo ? [metaProperty('og:image', `${origin}${card.photo}`), metaProperty('og:image:alt', sayWith(t)(words.photoOf, { name: card.display_name }))] : []),
    ...(card.given_name ? [metaProperty('profile:first_name', card.given_name)] : []),
    ...(card.family_name ? [metaProperty('profile:last_name', card.family_name)] : []),
    `<meta name="twitter:card" content="summary" />`,
    vcardPageStyle(cardColorsCss(card)),
    `<script type="application/json" id="card-page-data">${scriptJson(card)}</script>`,
    cardPageWordsScript(t),
  ].join('')
  return { title: card.display_name, description, head }
}

const photoPreload = (card: PublicCard) =>
  card.photo ? `<link rel="preload" as="image" href="${escapeHtml(card.photo)}" fetchpriority="high" />` : ''

/** A rendered card in the card page's template; null when the template has no #root to fill. */
export function cardIndexHtml(template: string, card: PublicCard, origin: string, site: { name: string; languages: SiteLanguages }, t: Translator): string | null {
  const { title, description, head } = cardHead(card, origin, t)
  return vcardIndexHtml(template, {
    title,
    description,
    themeColor: pageTokens(card.colors).primary.solid,
    preload: photoPreload(card),
    head,
    markup: cardMarkup(card, site, t),
    locale: localeOf(t),
  })
}
