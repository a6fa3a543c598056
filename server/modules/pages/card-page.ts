import type { FastifyRequest } from 'fastify'
import { cardKeySchema } from '../../../src/domain/card'
import type { SiteRecord } from '../sites/public'
import type { AppContext } from '../../app-context'
import { publicCardOf } from '../cards/public'
import { cachedPageOf, drawnPageOf, takesBrotli, type CachedPage } from './cached-page'
import { cardIndexHtml } from './card-page-markup'
import { createCardPageDrawer } from './card-page-drawer'
import { drawingTag, type DrawnPageStore } from './drawn-pages'
import { startScriptSources } from './card-start'
import { businessIndexHtml } from './business-page'
import { findBrandPage } from '../cards/public'
import { requestLocale, siteDefaultLocale } from '../../i18n/request-locale'
import { translatorFor } from '../../i18n/translator'

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
            // Drawn ahead in the site's own language; a visitor who reads another gets theirs drawn for them.
            const html = cardIndexHtml(template, publicCardOf(found, site), origin, { name: site.meta.name, languages: site.meta }, translatorFor(siteDefaultLocale(site.meta)))
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
    const locale = requestLocale(request, site.meta)
    const t = translatorFor(locale)
    const cacheKey = `${site.id} ${origin} ${key.data}`
    const localeCacheKey = `${cacheKey} ${locale}`
    const hit = pages.get(localeCacheKey)
    if (hit && hit.site === site && hit.template === template && hit.expiresAt > Date.now()) {
      pages.delete(localeCacheKey)
      pages.set(localeCacheKey, hit)
      return hit.page
    }

    // The page drawn ahead, when it is of today's tag; else the site is drawn (card-page-drawer.ts)
    // and this visit's page is drawn for it alone.
    const inSiteLanguage = locale === siteDefaultLocale(site.meta)
    const ahead = options.drawnPages && inSiteLanguage && takesBrotli(request) && drawsOn(site, request, origin) ? (drawn ?? (await openDrawn(options.drawnPages))) : null
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
      ? cardIndexHtml(template, publicCardOf(found, site), origin, { name: site.meta.name, languages: site.meta }, t)
      : business
        ? businessIndexHtml(template, business, origin, { colors: site.meta.colors, languages: site.meta }, t)
        : null
    // The same bytes again (the site record was read anew, nothing changed) keep their compressed forms.
    const page = html === null ? null : hit?.page?.html === html ? hit.page : cachedPageOf(html, startScriptSources(template))
    if ((generations.get(site.brandId) ?? 0) !== generation) return page
    if (!hit && !seenOnce.delete(localeCacheKey)) {
      if (seenOnce.size >= maxEntries * 4) seenOnce.clear()
      seenOnce.add(localeCacheKey)
      return page
    }
    if (page && page !== hit?.page) page.compressedOnce = true
    pages.delete(localeCacheKey)
    if (pages.size >= maxEntries) {
      const oldest = pages.keys().next()
      if (!oldest.done) pages.delete(oldest.value)
    }
    pages.set(localeCacheKey, { brandId: site.brandId, site, template, page, expiresAt: Date.now() + ttlMs })
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
