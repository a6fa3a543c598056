import type { FastifyRequest } from 'fastify'
import { cardKeySchema, type PublicCard } from '../../../src/domain/card'
import { cardLinks } from '../../../src/domain/card-links'
import { brandTokens } from '../../../src/theme/brand-tokens'
import { escapeHtml } from '../../html'
import type { SiteRecord } from '../sites/site-repository'
import type { AppContext } from '../../app-context'
import { publicCardOf } from '../cards/card-mappers'
import { noncePlaceholderOf } from './page-nonce'

/** JSON inside a script element: "<" is escaped so no "</script>" or "<!--" can end or bend it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')

/**
 * Only what the first paint needs, so the card shows before any script or stylesheet arrives.
 * Colours come from the card (brand colours with its overrides) through custom properties.
 */
export const cardPageCss =
  'body{margin:0}' +
  '.mqc{box-sizing:border-box;min-height:100dvh;display:flex;justify-content:center;padding:32px 16px;' +
  'background:var(--mqc-body-bg);color:var(--mqc-body-color);font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5}' +
  '.mqc-card{width:100%;max-width:28rem;text-align:center}' +
  '.mqc-photo{display:block;width:160px;height:160px;margin:0 auto 16px;border-radius:50%;object-fit:cover;background:var(--mqc-bg)}' +
  '.mqc-name{margin:0 0 4px;font-size:1.75rem;line-height:1.2}' +
  '.mqc-title,.mqc-org{margin:0;color:var(--mqc-color)}' +
  '.mqc-save{display:block;margin:24px 0 16px;padding:12px 16px;border-radius:8px;background:var(--mqc-primary);' +
  'color:var(--mqc-on-primary);font-weight:600;text-decoration:none}' +
  '.mqc-links{margin:0;padding:0;list-style:none;text-align:left}' +
  '.mqc-links a{display:block;padding:12px 8px;border-bottom:1px solid rgba(127,127,127,.25);color:var(--mqc-link);' +
  'text-decoration:none;overflow-wrap:anywhere}' +
  '.mqc-bio{margin:16px 0 0;text-align:left;white-space:pre-line}'

/** The same links, in the same order and words, as the app's card (src/domain/card-links.ts). */
function linkItems(card: PublicCard): string {
  return cardLinks(card)
    .map(
      (link) =>
        `<li><a href="${escapeHtml(link.href)}"${link.external ? ' rel="noopener noreferrer" target="_blank"' : ''}>${escapeHtml(link.text)}</a></li>`,
    )
    .join('')
}

/** The card's markup, as it goes inside #root: the same elements the app renders, without its script. */
export function cardMarkup(card: PublicCard): string {
  // The same tokens the app's theme is built from, so the page the app takes over looks the same.
  const tokens = brandTokens(card.colors)
  const style = [
    `--mqc-body-bg:${tokens.bg}`,
    `--mqc-body-color:${tokens.fg}`,
    `--mqc-bg:${tokens.primary.subtle}`,
    `--mqc-color:${tokens.fg}`,
    `--mqc-primary:${tokens.primary.solid}`,
    `--mqc-on-primary:${tokens.primary.contrast}`,
    `--mqc-link:${tokens.link}`,
  ].join(';')
  const parts = [
    `<div id="card-page" class="mqc" data-card-key="${escapeHtml(card.key)}" style="${escapeHtml(style)}">`,
    '<main class="mqc-card">',
    card.photo
      ? `<img class="mqc-photo" src="${escapeHtml(card.photo)}" alt="${escapeHtml(`Photo of ${card.display_name}`)}" width="160" height="160" fetchpriority="high">`
      : '',
    `<h1 class="mqc-name">${escapeHtml(card.display_name)}</h1>`,
    card.job_title ? `<p class="mqc-title">${escapeHtml(card.job_title)}</p>` : '',
    `<p class="mqc-org">${escapeHtml(card.organisation)}</p>`,
    `<a class="mqc-save" href="${escapeHtml(card.vcard_url)}" download>Save contact</a>`,
    `<ul class="mqc-links">${linkItems(card)}</ul>`,
    card.bio ? `<p class="mqc-bio">${escapeHtml(card.bio)}</p>` : '',
    '</main></div>',
  ]
  return parts.join('')
}

function cardHead(card: PublicCard, origin: string, noncePlaceholder: string | null): { title: string; description: string; head: string } {
  const description = [card.job_title, card.organisation].filter(Boolean).join(' · ')
  const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}" />`
  const head = [
    meta('og:type', 'profile'),
    meta('og:title', card.display_name),
    meta('og:description', description),
    meta('og:url', `${origin}/vcard/${card.key}`),
    ...(card.photo ? [meta('og:image', `${origin}${card.photo}`), meta('og:image:alt', `Photo of ${card.display_name}`)] : []),
    ...(card.given_name ? [meta('profile:first_name', card.given_name)] : []),
    ...(card.family_name ? [meta('profile:last_name', card.family_name)] : []),
    `<meta name="twitter:card" content="summary" />`,
    // The answer's nonce replaces the placeholder as the page is sent (page-nonce.ts).
    `<style id="card-page-css"${noncePlaceholder === null ? '' : ` nonce="${escapeHtml(noncePlaceholder)}"`}>${cardPageCss}</style>`,
    `<script type="application/json" id="card-page-data">${scriptJson(card)}</script>`,
  ].join('')
  return { title: card.display_name, description, head }
}

const photoPreload = (card: PublicCard) =>
  card.photo ? `<link rel="preload" as="image" href="${escapeHtml(card.photo)}" fetchpriority="high" />` : ''

/** Puts a rendered card into the host's branded index.html; null when the template has no #root to fill. */
export function cardIndexHtml(template: string, card: PublicCard, origin: string): string | null {
  const root = /<div id="root">(?:<div id="boot">[^<]*<\/div>)?<\/div>/
  if (!root.test(template)) return null
  const { title, description, head } = cardHead(card, origin, noncePlaceholderOf(template))
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/(<meta name="description" content=")[^"]*(")/, (_all, start: string, end: string) => `${start}${escapeHtml(description)}${end}`)
    .replace(/(<meta name="theme-color" content=")[^"]*(")/, (_all, start: string, end: string) => `${start}${escapeHtml(brandTokens(card.colors).primary.solid)}${end}`)
    // First in <head>: the photo and the card's styles come before the app's scripts, so a phone
    // on a slow network spends its first bytes on what it paints first.
    .replace(/(<meta name="viewport"[^>]*>)/, (tag: string) => `${tag}${photoPreload(card)}${head}`)
    .replace(root, () => `<div id="root">${cardMarkup(card)}</div>`)
}

type Entry = { site: SiteRecord; template: string; html: string | null; expiresAt: number }

/**
 * Answers /vcard/{key} with the card already in the page, so a phone paints it before any
 * script runs. Pages are cached per card and dropped when a card of the brand changes here; a
 * change made by another process is seen within `ttlMs`.
 */
export function createCardPageRenderer({ repositories }: AppContext, options: { ttlMs?: number; maxEntries?: number } = {}) {
  const ttlMs = options.ttlMs ?? 30_000
  const maxEntries = options.maxEntries ?? 5_000
  const byBrand = new Map<string, Map<string, Entry>>()
  // Bumped on every change, so a page read before a change is not stored after it.
  const generations = new Map<string, number>()
  let size = 0
  repositories.cards.onChange((brandId) => {
    generations.set(brandId, (generations.get(brandId) ?? 0) + 1)
    size -= byBrand.get(brandId)?.size ?? 0
    byBrand.delete(brandId)
  })

  return async function renderCardPage(request: FastifyRequest, site: SiteRecord, template: string): Promise<string | null> {
    const pathname = request.url.split('?')[0] ?? ''
    const match = /^\/vcard\/([^/]+)\/?$/.exec(pathname)
    if (!match) return null
    let rawKey: string
    try {
      rawKey = decodeURIComponent(match[1]!)
    } catch {
      return null
    }
    const key = cardKeySchema.safeParse(rawKey)
    if (!key.success) return null

    const origin = `${request.protocol}://${request.host}`
    const cacheKey = `${site.id} ${origin} ${key.data}`
    let brandCache = byBrand.get(site.brandId)
    const hit = brandCache?.get(cacheKey)
    if (hit && hit.site === site && hit.template === template && hit.expiresAt > Date.now()) return hit.html

    const generation = generations.get(site.brandId) ?? 0
    const found = await repositories.cards.findPublished(site.brandId, key.data)
    const html = found ? cardIndexHtml(template, publicCardOf(found, site), origin) : null
    if ((generations.get(site.brandId) ?? 0) !== generation) return html
    if (size >= maxEntries) {
      byBrand.clear()
      size = 0
    }
    brandCache = byBrand.get(site.brandId)
    if (!brandCache) {
      brandCache = new Map()
      byBrand.set(site.brandId, brandCache)
    }
    if (!brandCache.has(cacheKey)) size += 1
    brandCache.set(cacheKey, { site, template, html, expiresAt: Date.now() + ttlMs })
    return html
  }
}
