import { languageLinks } from './language-links'
import type { SiteLanguages } from '../../i18n/request-locale'
import type { BrandPage } from '../../../src/domain/brand-profile'
import { businessContactLinks } from '../../../src/domain/card-links'
import type { SiteColors } from '../../../src/domain/site'
import { defineMessages, type MessageDescriptor } from '@formatjs/intl'
import { escapeHtml } from '../../html'
import { cardPageWordsScript } from './card-page-words'
import { localeOf, sayWith, type Translator } from '../../i18n/translator'
import { metaProperty, pageColorsCss, pageTokens, savedCardsDialog, savedCardsOpener, vcardIndexHtml, vcardPageStyle } from './vcard-template'

const external = ' rel="noopener noreferrer" target="_blank"'

const words = defineMessages({
  logo: { id: 'cardPage.business.logo', defaultMessage: '{brand} logo' },
  contact: { id: 'cardPage.business.contact', defaultMessage: 'Contact' },
  howToReach: { id: 'cardPage.business.howToReach', defaultMessage: 'How to reach {brand}' },
  people: { id: 'cardPage.business.people', defaultMessage: 'Our people' },
  noCards: { id: 'cardPage.business.noCards', defaultMessage: '{brand} has not published any cards yet.' },
  description: { id: 'cardPage.business.description', defaultMessage: 'How to reach {brand}, and the cards of its people.' },
})

/** One of the brand's people: their photo, their name linking to their card, their title. */
function person(card: BrandPage['cards'][number]): string {
  const photo = card.photo
    ? `<img class="mqc-person-photo" src="${escapeHtml(card.photo)}" alt="" width="56" height="56" loading="lazy">`
    : '<span class="mqc-person-photo" aria-hidden="true"></span>'
  return [
    `<li>${photo}<div class="mqc-person-text">`,
    `<a href="/vcard/${escapeHtml(encodeURIComponent(card.key))}">${escapeHtml(card.display_name)}</a>`,
    card.job_title ? `<p>${escapeHtml(card.job_title)}</p>` : '',
    '</div></li>',
  ].join('')
}

/**
 * The fixed page of one business (/vcard/{slug}), drawn as the app's business page draws it
 * (src/features/cards/components/business-page.tsx): who they are, how to reach them, and their
 * people's cards. It reads with JavaScript off; the card page's script adds the device's saved
 * cards, the offline banner and the worker that keeps the page for offline use.
 */
function businessMarkup({ brand, profile, cards }: BrandPage, languages: SiteLanguages, t: Translator): string {
  const contact = businessContactLinks(profile, sayWith(t))
  const say = (descriptor: MessageDescriptor) => escapeHtml(sayWith(t)(descriptor, { brand: brand.name }))
  return [
    `<div id="card-page" class="mqc" data-business="${escapeHtml(brand.slug)}">`,
    '<div class="mqc-offline" role="status"></div>',
    '<main class="mqc-main" id="main">',
    savedCardsOpener(t),
    '<article class="mqc-card mqc-business" aria-labelledby="mqc-name">',
    '<header class="mqc-head">',
    brand.logo ? `<img class="mqc-logo" src="${escapeHtml(brand.logo)}" alt="${say(words.logo)}" height="48">` : '',
    `<h1 class="mqc-name" id="mqc-name">${escapeHtml(brand.name)}</h1>`,
    '</header>',
    profile.about ? `<p class="mqc-bio">${escapeHtml(profile.about)}</p>` : '',
    contact.length > 0
      ? [
          '<section class="mqc-section" aria-labelledby="mqc-contact">',
          `<h2 id="mqc-contact">${say(words.contact)}</h2>`,
          `<ul class="mqc-links" aria-label="${say(words.howToReach)}">`,
          ...contact.map((link) => `<li><a href="${escapeHtml(link.href)}"${link.external ? external : ''}>${escapeHtml(link.text)}</a></li>`),
          '</ul></section>',
        ].join('')
      : '',
    '<section class="mqc-section" aria-labelledby="mqc-people">',
    `<h2 id="mqc-people">${say(words.people)}</h2>`,
    cards.length === 0
      ? `<p class="mqc-muted">${say(words.noCards)}</p>`
      : `<ul class="mqc-people">${cards.map(person).join('')}</ul>`,
    '</section>',
    '</article>',
    languageLinks(languages, `/vcard/${encodeURIComponent(brand.slug)}`, t, 'mqc-languages'),
    '</main>',
    savedCardsDialog(t),
    '</div>',
  ].join('')
}

/** Cut to at most `max` characters at a word, for a search engine's and a link preview's summary. */
function summary(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`
}

/** The business page in the card page's template, in the site's colours; null when the template has no #root to fill. */
export function businessIndexHtml(template: string, page: BrandPage, origin: string, site: { colors: SiteColors; languages: SiteLanguages }, t: Translator): string | null {
  const { colors } = site
  const { brand, profile } = page
  const description = profile.about ? summary(profile.about, 160) : sayWith(t)(words.description, { brand: brand.name })
  const head = [
    metaProperty('og:type', 'website'),
    metaProperty('og:title', brand.name),
    metaProperty('og:description', description),
    metaProperty('og:url', `${origin}/vcard/${brand.slug}`),
    ...(brand.logo ? [metaProperty('og:image', `${origin}${brand.logo}`), metaProperty('og:image:alt', sayWith(t)(words.logo, { brand: brand.name }))] : []),
    `<meta name="twitter:card" content="summary" />`,
    vcardPageStyle(pageColorsCss(colors, null)),
    cardPageWordsScript(t),
  ].join('')
  return vcardIndexHtml(template, {
    title: brand.name,
    description,
    themeColor: pageTokens(colors).primary.solid,
    preload: '',
    head,
    markup: businessMarkup(page, site.languages, t),
    locale: localeOf(t),
  })
}
