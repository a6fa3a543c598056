import { randomBytes } from 'node:crypto'
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import type { DeltaDocument } from '../../../src/domain/delta'
import type { LandingBlockName, SiteMeta, SiteResponse } from '../../../src/domain/site'
import type { Database, Transaction } from '../../db/client'
import { announceChange } from '../../db/data-changes'
import { siteHosts, sites } from './schema'
import { uploadUrl } from '../uploads/public'

export type SiteRecord = typeof sites.$inferSelect

/**
 * A host name an operator adds (the seed, the command line): trusted as it is, so verified at once.
 */
export const operatorHost = (hostname: string, siteId: string, isMain: boolean) => ({
  hostname,
  siteId,
  isMain,
  verificationToken: randomBytes(18).toString('hex'),
  verifiedAt: new Date(),
})

/** Host names compare without port, trailing dot or case: "Example.com.:443" is "example.com". */
export function normaliseHostname(host: string): string | null {
  const trimmed = host.trim().toLowerCase()
  if (!trimmed || trimmed.length > 255) return null
  try {
    const hostname = new URL(`http://${trimmed}`).hostname.replace(/\.$/, '')
    return hostname || null
  } catch {
    return null
  }
}

export const siteLogo = (site: SiteRecord) => (site.logoUploadId ? uploadUrl(site.logoUploadId) : null)

export function toSiteResponse(site: SiteRecord): SiteResponse {
  return {
    site: { id: site.id, name: site.name, brand_id: site.brandId, meta: site.meta },
    logo: siteLogo(site),
  }
}

type CacheEntry = { site: SiteRecord | null; expiresAt: number }

/**
 * Sites are read on every request, so lookups by host name are cached. A change made through any
 * process's repository drops the entries at once in this process and, through the database's
 * NOTIFY (server/db/data-changes.ts), in every other; `cacheTtlMs` bounds what a change made
 * around the repositories (SQL by hand) leaves stale.
 */
export function createSiteRepository(db: Database, options: { cacheTtlMs: number; maxCacheEntries?: number }) {
  const cache = new Map<string, CacheEntry>()
  const maxEntries = options.maxCacheEntries ?? 10_000
  // Asked on every cache miss: prepared once per connection, so PostgreSQL plans it once.
  const siteByHost = db
    .select({ site: sites })
    .from(siteHosts)
    .innerJoin(sites, eq(sites.id, siteHosts.siteId))
    // A host a brand added serves it only once verified (server/modules/sites/host-check.ts).
    .where(and(eq(siteHosts.hostname, sql.placeholder('hostname')), isNotNull(siteHosts.verifiedAt)))
    .limit(1)
    .prepare('site_by_host')
  // Bumped on every drop, so a site read before a change is not kept after it.
  let generation = 0

  function remember(hostname: string, site: SiteRecord | null) {
    if (cache.size >= maxEntries) {
      const oldest = cache.keys().next()
      if (!oldest.done) cache.delete(oldest.value)
    }
    cache.set(hostname, { site, expiresAt: Date.now() + options.cacheTtlMs })
  }

  /** Drops this process's copies of a site (of every site without an id). */
  function dropCached(siteId: string | null) {
    generation += 1
    if (!siteId) return cache.clear()
    for (const [hostname, entry] of cache) {
      if (entry.site === null || entry.site.id === siteId) cache.delete(hostname)
    }
  }

  /** Drops the copies here and tells every other process to (inside a transaction: when it commits). */
  async function changed(executor: Database | Transaction, siteId: string | null) {
    dropCached(siteId)
    await announceChange(executor, { kind: 'site', siteId })
  }

  /** The site of a host as this process has it now, or undefined when it must be read. */
  function cachedByHost(host: string): SiteRecord | null | undefined {
    const hit = cache.get(host)
    return hit && hit.expiresAt > Date.now() ? hit.site : undefined
  }

  return {
    cachedByHost,

    async findByHost(host: string): Promise<SiteRecord | null> {
      // Keyed by the host exactly as asked too, so the hot path skips parsing it.
      const hit = cachedByHost(host)
      if (hit !== undefined) return hit
      const hostname = normaliseHostname(host)
      if (!hostname) return null
      const cached = cache.get(hostname)
      if (cached && cached.expiresAt > Date.now()) {
        remember(host, cached.site)
        return cached.site
      }
      const readAt = generation
      const [row] = await siteByHost.execute({ hostname })
      const site = row?.site ?? null
      if (readAt !== generation) return site
      remember(hostname, site)
      if (host !== hostname) remember(host, site)
      return site
    },

    async findById(id: string): Promise<SiteRecord | null> {
      const [row] = await db.select().from(sites).where(eq(sites.id, id)).limit(1)
      return row ?? null
    },

    async hostnamesOf(siteId: string): Promise<string[]> {
      const rows = await db.select({ hostname: siteHosts.hostname }).from(siteHosts).where(eq(siteHosts.siteId, siteId))
      return rows.map((row) => row.hostname).sort()
    },

    async createSite(
      executor: Database | Transaction,
      input: { brandId: string; name: string; meta: SiteMeta; hostnames: string[]; logoUploadId?: string | null },
    ): Promise<SiteRecord> {
      const [site] = await executor
        .insert(sites)
        .values({ brandId: input.brandId, name: input.name, meta: input.meta, logoUploadId: input.logoUploadId ?? null })
        .returning()
      if (input.hostnames.length > 0) {
        await executor.insert(siteHosts).values(input.hostnames.map((hostname, index) => operatorHost(hostname, site!.id, index === 0)))
      }
      await changed(executor, null)
      return site!
    },

    async updateMeta(siteId: string, meta: SiteMeta): Promise<SiteRecord | null> {
      const [site] = await db.update(sites).set({ meta, updatedAt: new Date() }).where(eq(sites.id, siteId)).returning()
      await changed(db, siteId)
      return site ?? null
    },

    /**
     * Changes the site's identity (its name, colours, navigation) inside meta in one statement,
     * leaving the landing blocks as they are even when an admin saves one at the same moment.
     */
    async updateIdentity(executor: Database | Transaction, siteId: string, identity: Partial<Pick<SiteMeta, 'name' | 'colors' | 'nav' | 'locale' | 'locales'>>): Promise<SiteRecord | null> {
      const [site] = await executor
        .update(sites)
        .set({
          meta: sql`${sites.meta} || ${JSON.stringify(identity)}::jsonb`,
          ...(identity.name !== undefined ? { name: identity.name } : {}),
          updatedAt: new Date(),
        })
        .where(eq(sites.id, siteId))
        .returning()
      await changed(executor, siteId)
      return site ?? null
    },

    /** The site's logo, or none; the manifest's icons follow it (their address names the upload). */
    async setLogo(executor: Database | Transaction, siteId: string, uploadId: string | null): Promise<SiteRecord | null> {
      const [site] = await executor.update(sites).set({ logoUploadId: uploadId, updatedAt: new Date() }).where(eq(sites.id, siteId)).returning()
      await changed(executor, siteId)
      return site ?? null
    },

    /**
     * Replaces one landing block inside meta in a single statement, so two admins saving different
     * blocks at once never undo each other's work.
     */
    async updateLandingBlock(siteId: string, block: LandingBlockName, doc: DeltaDocument): Promise<SiteRecord | null> {
      const [site] = await db
        .update(sites)
        .set({
          meta: sql`jsonb_set(${sites.meta}, ${`{landing,${block}}`}::text[], ${JSON.stringify(doc)}::jsonb)`,
          updatedAt: new Date(),
        })
        .where(eq(sites.id, siteId))
        .returning()
      await changed(db, siteId)
      return site ?? null
    },

    /** After a change made around these methods (its host names, in a committed transaction): stale copies go everywhere. */
    invalidate: (siteId: string) => changed(db, siteId),

    dropCached,
  }
}
export type SiteRepository = ReturnType<typeof createSiteRepository>
