import type { FastifyRequest } from 'fastify'
import { cardKeySchema, type PublicCard } from '../../../src/domain/card'
import { cardLinks } from '../../../src/domain/card-links'
import { cardIconRow, cardIconSvg } from '../../../src/domain/card-icon-row'
import { cardBandShown, cardLogoAlt } from '../../../src/domain/card-design'
import { escapeHtml } from '../../html'
import type { SiteRecord } from '../sites/public'
import type { AppContext } from '../../app-context'
import { publicCardOf } from '../cards/public'
import { cachedPageOf, drawnPageOf, takesBrotli, type CachedPage } from './cached-page'
import { createCardPageDrawer } from './card-page-drawer'
import { drawingTag, type DrawnPageStore } from './drawn-pages'
import { startScriptSources } from './card-start'
import { metaProperty, pageColorsCss, pageTokens, savedCardsDialog, savedCardsOpener, vcardIndexHtml, vcardPageStyle } from './vcard-template'
import { businessIndexHtml } from './business-page'
import { findBrandPage } from '../cards/public'

/** JSON inside a script element: "<" is escaped so no "</script>" or "<!--" can end or bend it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')

/** The card's colours, as the custom properties the page's styles read (card-page-css.ts). */
const cardColorsCss = (card: PublicCard): string => pageColorsCss(card.colors, card.design.cover_color)

/** The same links, in the same order and words, as the app's card (src/domain/card-links.ts). */
function linkItems(card: PublicCard): string {
  return cardLinks(card)
    .map(
      (link) =>
        `<li><a href="${escapeHtml(link.href)}"${link.external ? ' rel="noopener noreferrer" target="_blank"' : ''}>${escapeHtml(link.text)}</a></li>`,
    )
    .join('')
}

/** The row of icons, each a link named for what it does; only the icons this card uses are in the page. */
function iconRow(card: PublicCard): string {
  const actions = cardIconRow(card)
  if (actions.length === 0) return ''
  const items = actions.map(
    (action) =>
      `<li><a class="mqc-icon" href="${escapeHtml(action.href)}" aria-label="${escapeHtml(action.label)}" title="${escapeHtml(action.label)}"${action.external ? ' rel="noopener noreferrer" target="_blank"' : ''}>${cardIconSvg(action.icon)}</a></li>`,
  )
  return `<ul class="mqc-icons" aria-label="Quick actions">${items.join('')}</ul>`
}

/** The cover band, the logo, the photo and the name, arranged by the card's layout (card-page-css.ts). */
function cardHeader(card: PublicCard): string {
  const band = cardBandShown(card)
    ? `<div class="mqc-band">${card.cover ? `<img class="mqc-band-img" src="${escapeHtml(card.cover)}" alt="" width="800" height="200">` : ''}</div>`
    : ''
  return [
    '<header class="mqc-head">',
    band,
    card.logo ? `<img class="mqc-logo" src="${escapeHtml(card.logo)}" alt="${escapeHtml(cardLogoAlt(card))}" height="48">` : '',
    card.photo
      ? `<img class="mqc-photo" src="${escapeHtml(card.photo)}" alt="${escapeHtml(`Photo of ${card.display_name}`)}" width="160" height="160" fetchpriority="high">`
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
  { name: 'name', label: 'Your name', attributes: 'autocomplete="name" maxlength="120" required' },
  { name: 'email', label: 'Your e-mail', attributes: 'type="email" inputmode="email" autocomplete="email" maxlength="254" required' },
  { name: 'phone', label: 'Your phone (optional)', attributes: 'type="tel" inputmode="tel" autocomplete="tel" maxlength="32"' },
  { name: 'message', label: 'Message (optional)', attributes: 'rows="4" maxlength="2000"' },
] as const

/** "Exchange contact": drawn here, shown and sent by the card page's script (src/card-page/lead-form.ts). */
function leadSection(card: PublicCard): string {
  const recipient = card.given_name || card.display_name
  const fields = leadFields.map(({ name, label, attributes }) => {
    const id = `mqc-lead-${name}`
    const control =
      name === 'message'
        ? `<textarea id="${id}" name="${name}" ${attributes} aria-describedby="${id}-error"></textarea>`
        : `<input id="${id}" name="${name}" ${attributes} aria-describedby="${id}-error">`
    return `<div class="mqc-field"><label for="${id}">${label}</label>${control}<p class="mqc-error" id="${id}-error"></p></div>`
  })
  return [
    '<section class="mqc-lead" aria-labelledby="mqc-lead-heading" hidden>',
    '<h2 id="mqc-lead-heading">Exchange contact</h2>',
    `<p class="mqc-muted">Leave your details for ${escapeHtml(recipient)}.</p>`,
    '<form class="mqc-form" novalidate>',
    ...fields,
    // Their own card, as a file: it is read and sent by the script, so the field is drawn with it.
    '<div class="mqc-field mqc-vcard" hidden><label for="mqc-lead-vcard">Your own contact card, a .vcf file (optional)</label><input id="mqc-lead-vcard" name="vcard" type="file" accept=".vcf,text/vcard,text/x-vcard" aria-describedby="mqc-lead-vcard-error"><p class="mqc-error" id="mqc-lead-vcard-error"></p></div>',
    '<p class="mqc-form-status" role="status"></p>',
    '<button type="submit" class="mqc-submit">Send my details</button>',
    '</form></section>',
  ].join('')
}

/**
 * The card page's markup: the card, and the parts its script makes work, drawn hidden (Share, QR
 * code, the lead form, Saved cards, the install offer), so with JavaScript off the card reads and
 * saves, and with it on the script shows them without drawing anything again.
 */
function cardMarkup(card: PublicCard, siteName: string): string {
  const parts = [
    `<div id="card-page" class="mqc" data-card-key="${escapeHtml(card.key)}">`,
    '<div class="mqc-offline" role="status"></div>',
    '<main class="mqc-main" id="main">',
    savedCardsOpener,
    // In the corner across from Saved cards, where a visitor sees it at once; shown over the page's
    // top margin, so the card does not move when the browser's offer comes.
    '<aside class="mqc-install" aria-label="Install the app" data-steps="on-demand" hidden>',
    `<button type="button" class="mqc-ghost" hidden>Install the app</button>`,
    `<p id="mqc-install-steps" hidden>Add ${escapeHtml(siteName)} to your home screen: tap <strong>Share</strong>, then <strong>Add to Home Screen</strong>.</p>`,
    '</aside>',
    `<article class="mqc-card mqc-layout-${escapeHtml(card.design.layout)} mqc-photo-${escapeHtml(card.design.photo_shape)}" data-layout="${escapeHtml(card.design.layout)}" aria-labelledby="mqc-name">`,
    cardHeader(card),
    iconRow(card),
    '<div class="mqc-actions">',
    `<a class="mqc-save" href="${escapeHtml(card.vcard_url)}" download>Save contact</a>`,
    '<button type="button" class="mqc-button" data-action="share" hidden>Share</button>',
    '<button type="button" class="mqc-button" data-action="qr" aria-expanded="false" aria-controls="card-qr" hidden>QR code</button>',
    card.booking_url ? `<a class="mqc-button mqc-book" href="${escapeHtml(card.booking_url)}">Book a meeting</a>` : '',
    '</div>',
    '<p class="mqc-note" role="status"></p>',
    `<ul class="mqc-links" aria-label="Contact details">${linkItems(card)}</ul>`,
    card.bio ? `<p class="mqc-bio">${escapeHtml(card.bio)}</p>` : '',
    '<section id="card-qr" class="mqc-qr" aria-label="QR code" hidden></section>',
    leadSection(card),
    '</article>',
    '</main>',
    savedCardsDialog,
    '</div>',
  ]
  return parts.join('')
}

function cardHead(card: PublicCard, origin: string): { title: string; description: string; head: string } {
  const description = [card.job_title, card.organisation].filter(Boolean).join(' · ')
  const head = [
    metaProperty('og:type', 'profile'),
    metaProperty('og:title', card.display_name),
    metaProperty('og:description', description),
    metaProperty('og:url', `${origin}/vcard/${card.key}`),
    ...(card.photo ? [metaProperty('og:image', `${origin}${card.photo}`), metaProperty('og:image:alt', `Photo of ${card.display_name}`)] : []),
    ...(card.given_name ? [metaProperty('profile:first_name', card.given_name)] : []),
    ...(card.family_name ? [metaProperty('profile:last_name', card.family_name)] : []),
    `<meta name="twitter:card" content="summary" />`,
    vcardPageStyle(cardColorsCss(card)),
    `<script type="application/json" id="card-page-data">${scriptJson(card)}</script>`,
  ].join('')
  return { title: card.display_name, description, head }
}

const photoPreload = (card: PublicCard) =>
  card.photo ? `<link rel="preload" as="image" href="${escapeHtml(card.photo)}" fetchpriority="high" />` : ''

/** A rendered card in the card page's template; null when the template has no #root to fill. */
function cardIndexHtml(template: string, card: PublicCard, origin: string, siteName: string): string | null {
  const { title, description, head } = cardHead(card, origin)
  return vcardIndexHtml(template, {
    title,
    description,
    themeColor: pageTokens(card.colors).primary.solid,
    preload: photoPreload(card),
    head,
    markup: cardMarkup(card, siteName),
  })
}

type Entry = { brandId: string; site: SiteRecord; template: string; page: CachedPage | null; expiresAt: number }

// A stranger can name any port in the Host header: a site's pages are drawn ahead on every host
// name of the site (each verified), and on this many origins with a port at most; on any other
// they are answered as they are drawn for the visit.
const maxDrawnPortOrigins = 4

/**
 * The page of /vcard/{key}, with the card already in it, so a phone paints it before any script
 * runs. Each page is the same bytes for every visitor until its card changes: it is kept per card
 * with its compressed forms (cached-page.ts) and dropped when a card of the brand changes, through
 * this process or another (repositories.cards.onChange hears both); `ttlMs` bounds what a change
 * made around the repositories (SQL by hand) leaves stale. The brand's business page (its slug in
 * place of a key) is kept the same way. Null for a name that is neither a published card of the
 * host's brand nor the brand's slug.
 */
export function createCardPageRenderer(
  { repositories }: AppContext,
  options: { ttlMs?: number; maxEntries?: number; drawnPages?: () => Promise<DrawnPageStore>; log?: { warn(obj: object, msg: string): void } } = {},
) {
  const ttlMs = options.ttlMs ?? 30_000
  const maxEntries = options.maxEntries ?? 5_000
  // Least recently used first (a Map keeps insertion order; a hit moves its entry to the end), so
  // a full cache gives up a card nobody asked for lately, never the hot ones.
  const pages = new Map<string, Entry>()
  // A page is kept from its second visit on. At a million cards most pages are asked for once:
  // keeping each pushed pages asked for again out of the cache and gave the collector more to
  // go over (docs/performance.md). A page asked for before is worth compressing well at once.
  const seenOnce = new Set<string>()
  // Bumped on every change, so a page read before a change is not stored after it.
  const generations = new Map<string, number>()
  repositories.cards.onChange((brandId) => {
    generations.set(brandId, (generations.get(brandId) ?? 0) + 1)
    for (const [cacheKey, entry] of pages) if (entry.brandId === brandId) pages.delete(cacheKey)
  })
  const log = options.log ?? console
  // The store of pages drawn ahead and its drawer, opened at the first visit that needs them; none
  // when it could not be opened (the pages are then drawn for each visit, as without it).
  type Drawn = { store: DrawnPageStore; drawer: ReturnType<typeof createCardPageDrawer> }
  let drawn: Drawn | null = null
  let opening: Promise<Drawn | null> | null = null
  const openDrawn = (open: () => Promise<DrawnPageStore>) =>
    (opening ??= open().then(
      (store) => {
        const drawer = createCardPageDrawer(
          repositories,
          store,
          (site, found, origin, template) => {
            const html = cardIndexHtml(template, publicCardOf(found, site), origin, site.meta.name)
            return html === null ? null : cachedPageOf(html, startScriptSources(template))
          },
          log,
        )
        return (drawn = { store, drawer })
      },
      (error: unknown) => {
        log.warn({ err: error }, 'the store of card pages drawn ahead could not be opened; each page is drawn for its visit')
        return null
      },
    ))
  const drawnPortOrigins = new Map<string, Set<string>>()
  const drawsOn = (site: SiteRecord, request: FastifyRequest, origin: string) => {
    if (request.host === request.hostname) return true
    let origins = drawnPortOrigins.get(site.id)
    if (!origins) drawnPortOrigins.set(site.id, (origins = new Set()))
    if (origins.size < maxDrawnPortOrigins) origins.add(origin)
    return origins.has(origin)
  }

  /**
   * A browser that takes brotli is answered the page drawn ahead when it is current (drawn-pages.ts,
   * card-page-drawer.ts); the pages kept in memory, below, answer the rest.
   */
  async function renderCardPage(request: FastifyRequest, site: SiteRecord, rawKey: string, template: string): Promise<CachedPage | null> {
    const key = cardKeySchema.safeParse(rawKey)
    if (!key.success) return null

    const origin = `${request.protocol}://${request.host}`
    const cacheKey = `${site.id} ${origin} ${key.data}`
    const hit = pages.get(cacheKey)
    if (hit && hit.site === site && hit.template === template && hit.expiresAt > Date.now()) {
      pages.delete(cacheKey)
      pages.set(cacheKey, hit)
      return hit.page
    }

    // The page drawn ahead, when it is of today's tag; else the site is drawn (card-page-drawer.ts)
    // and this visit's page is drawn for it alone.
    const ahead = options.drawnPages && takesBrotli(request) && drawsOn(site, request, origin) ? (drawn ?? (await openDrawn(options.drawnPages))) : null
    if (ahead) {
      const tag = drawingTag(site, template, await repositories.cards.pagesVersion(site.brandId))
      const stored = ahead.store.get(cacheKey)
      if (stored?.tag === tag) return drawnPageOf(stored)
      ahead.drawer.ask(site, origin, template, tag)
    }

    const generation = generations.get(site.brandId) ?? 0
    const found = await repositories.cards.findPublished(site.brandId, key.data)
    // Card keys and the brand's slug share one namespace: a name that is no card may be the business page.
    const business = found ? null : await findBrandPage(repositories, site, key.data)
    const html = found
      ? cardIndexHtml(template, publicCardOf(found, site), origin, site.meta.name)
      : business
        ? businessIndexHtml(template, business, origin, site.meta.colors)
        : null
    // The same bytes again (the site record was read anew, nothing changed) keep their compressed forms.
    const page = html === null ? null : hit?.page?.html === html ? hit.page : cachedPageOf(html, startScriptSources(template))
    if ((generations.get(site.brandId) ?? 0) !== generation) return page
    if (!hit && !seenOnce.delete(cacheKey)) {
      if (seenOnce.size >= maxEntries * 4) seenOnce.clear()
      seenOnce.add(cacheKey)
      return page
    }
    if (page && page !== hit?.page) page.compressedOnce = true
    pages.delete(cacheKey)
    if (pages.size >= maxEntries) {
      const oldest = pages.keys().next()
      if (!oldest.done) pages.delete(oldest.value)
    }
    pages.set(cacheKey, { brandId: site.brandId, site, template, page, expiresAt: Date.now() + ttlMs })
    return page
  }

  return {
    render: renderCardPage,
    /** Resolves once no site waits to have its card pages drawn ahead. */
    drawn: async (): Promise<void> => drawn?.drawer.idle(),
    /** Stops drawing pages ahead and closes their store (the server is closing). */
    async stop(): Promise<void> {
      const opened = await opening
      await opened?.drawer.stop()
      await opened?.store.close()
    },
  }
}
