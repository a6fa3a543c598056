import type { Repositories } from '../../app-context'
import type { PublishedCard } from '../cards/public'
import type { SiteRecord } from '../sites/public'
import { wellCompressed, type CachedPage } from './cached-page'
import { drawingTag, type DrawnPageStore } from './drawn-pages'

/** Draws one card's page for a site, on an origin, in a template. */
type DrawCard = (site: SiteRecord, found: PublishedCard, origin: string, template: string) => (CachedPage & { html: string }) | null

type Site = { site: SiteRecord; origin: string; template: string }

// Cards are read from the database this many at a time, in key order.
const cardsPerRead = 100

/**
 * Draws the pages of all of a site's published cards ahead, for an origin the site is visited on,
 * into the store of drawn pages, one page at a time beside the visits the server answers. A site is
 * drawn when a visit to one of its cards finds no page of today's tag (`drawingTag`): the site
 * was not drawn yet on this origin, or something its pages show changed since. A page whose stored
 * tag is today's is left as it is; one that draws the same as before is kept with the new tag,
 * without compressing it again. Pages of cards deleted or unpublished since are never answered
 * (their brand's number was raised): they stay on disk until the server's code changes.
 */
export function createCardPageDrawer(
  repositories: Repositories,
  store: DrawnPageStore,
  draw: DrawCard,
  log: { warn(obj: object, msg: string): void },
) {
  // By `${siteId} ${origin}`: the sites waiting, in the order they were asked for.
  const waiting = new Map<string, Site>()
  // The tag each site and origin was last drawn at, so a visit to a card it has no page for (a
  // key that is no card) does not draw the site again.
  const drawnAt = new Map<string, string>()
  // The site being drawn and its tag: a visit to one of its cards meanwhile does not ask again.
  let drawing: { prefix: string; tag: string } | null = null
  let running: Promise<void> | null = null
  let stopped = false

  async function drawSite(prefix: string, { site, origin, template }: Site): Promise<void> {
    // Read before the cards: a change after this raises the number, so what is drawn from older
    // cards is never stored under a tag that is still current.
    const tag = drawingTag(site, template, await repositories.cards.pagesVersion(site.brandId))
    drawing = { prefix, tag }
    for (let after = ''; !stopped; ) {
      const cards = await repositories.cards.publishedAfter(site.brandId, after, cardsPerRead)
      // Each page is compressed on Node's thread pool while the next is drawn, two at a time at
      // most; the store writes a read's pages in one transaction, as they come.
      const compressing = new Set<Promise<unknown>>()
      const writes: Promise<boolean>[] = []
      for (const found of cards) {
        if (stopped) break
        const key = `${prefix} ${found.card.key}`
        const stored = store.get(key)
        if (stored?.tag === tag) continue
        const page = draw(site, found, origin, template)
        if (!page) continue
        const compressed = stored?.etag === page.etag ? Promise.resolve(stored.br) : wellCompressed(page, page.html)
        const kept = compressed.then((br) => {
          if (stopped) return
          const write = store.put(key, { tag, etag: page.etag, styleHashes: page.styleHashes, scriptHashes: page.scriptHashes, br })
          write.catch(() => undefined)
          writes.push(write)
        })
        // A failure is met where it is awaited, below (as a failed write is).
        compressing.add(kept)
        kept.then(
          () => compressing.delete(kept),
          () => undefined,
        )
        if (compressing.size >= 2) await Promise.race(compressing)
      }
      await Promise.all(compressing)
      await Promise.all(writes)
      if (cards.length < cardsPerRead) break
      after = cards.at(-1)!.card.key
    }
    if (!stopped) drawnAt.set(prefix, tag)
  }

  async function drawWaiting(): Promise<void> {
    for (let next = waiting.entries().next(); !next.done && !stopped; next = waiting.entries().next()) {
      const [prefix, site] = next.value
      waiting.delete(prefix)
      try {
        await drawSite(prefix, site)
      } catch (error) {
        // The next visit that finds no page asks again.
        log.warn({ err: error, siteId: site.site.id }, 'card pages could not be drawn ahead')
      } finally {
        drawing = null
      }
    }
    running = null
  }

  return {
    /** A visit found no page of `tag` for a card of this site on this origin: draws the site unless it was drawn at that tag. */
    ask(site: SiteRecord, origin: string, template: string, tag: string): void {
      const prefix = `${site.id} ${origin}`
      if (stopped || drawnAt.get(prefix) === tag || (drawing?.prefix === prefix && drawing.tag === tag)) return
      waiting.set(prefix, { site, origin, template })
      running ??= drawWaiting()
    },

    /** Resolves once no site waits to be drawn. */
    async idle(): Promise<void> {
      while (running) await running
    },

    /** Stops after the page being drawn; nothing is stored after this resolves. */
    async stop(): Promise<void> {
      stopped = true
      while (running) await running
    },
  }
}
