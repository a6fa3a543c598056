import { randomBytes } from 'node:crypto'
import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client'
import { siteHosts, sites } from './schema'
import type { SiteRecord } from './site-repository'

export type HostRecord = typeof siteHosts.$inferSelect

/**
 * The host names of a brand's sites as its admins manage them. Every query names the brand, so a
 * site id of another brand finds nothing.
 */
export function createHostRepository(db: Database) {
  return {
    /** The brand's sites, oldest first, each with its host names (the main one first). */
    async listSites(brandId: string): Promise<{ site: SiteRecord; hosts: HostRecord[] }[]> {
      const siteRows = await db.select().from(sites).where(eq(sites.brandId, brandId)).orderBy(asc(sites.createdAt), asc(sites.id))
      if (siteRows.length === 0) return []
      const hostRows = await db
        .select()
        .from(siteHosts)
        .where(inArray(siteHosts.siteId, siteRows.map((site) => site.id)))
        .orderBy(sql`${siteHosts.isMain} desc`, asc(siteHosts.createdAt), asc(siteHosts.hostname))
      return siteRows.map((site) => ({ site, hosts: hostRows.filter((host) => host.siteId === site.id) }))
    },

    async findSite(brandId: string, siteId: string): Promise<SiteRecord | null> {
      const [row] = await db.select().from(sites).where(and(eq(sites.id, siteId), eq(sites.brandId, brandId))).limit(1)
      return row ?? null
    },

    async findHost(siteId: string, hostname: string): Promise<HostRecord | null> {
      const [row] = await db.select().from(siteHosts).where(and(eq(siteHosts.siteId, siteId), eq(siteHosts.hostname, hostname))).limit(1)
      return row ?? null
    },

    /** Whether any site answers on this name already, verified or not. */
    async isTaken(hostname: string): Promise<boolean> {
      const [row] = await db.select({ hostname: siteHosts.hostname }).from(siteHosts).where(eq(siteHosts.hostname, hostname)).limit(1)
      return row !== undefined
    },

    /** A new host name waits, serving nothing, until it answers its fresh token. Null when the name was taken meanwhile. */
    async addHost(executor: Database | Transaction, siteId: string, hostname: string): Promise<HostRecord | null> {
      const [row] = await executor
        .insert(siteHosts)
        .values({ hostname, siteId, isMain: false, verificationToken: randomBytes(18).toString('hex') })
        .onConflictDoNothing({ target: siteHosts.hostname })
        .returning()
      return row ?? null
    },

    /** What a check found; a host once verified stays verified whatever a later check finds. */
    async recordCheck(executor: Database | Transaction, siteId: string, hostname: string, problem: string | null): Promise<HostRecord | null> {
      const now = new Date()
      const [row] = await executor
        .update(siteHosts)
        .set({
          checkedAt: now,
          checkProblem: problem,
          ...(problem === null ? { verifiedAt: sql`coalesce(${siteHosts.verifiedAt}, ${now.toISOString()}::timestamptz)` } : {}),
        })
        .where(and(eq(siteHosts.siteId, siteId), eq(siteHosts.hostname, hostname)))
        .returning()
      return row ?? null
    },

    /** Makes one verified host the site's main one, in one transaction (one main host per site). */
    async makeMain(tx: Transaction, siteId: string, hostname: string): Promise<void> {
      await tx.update(siteHosts).set({ isMain: false }).where(and(eq(siteHosts.siteId, siteId), ne(siteHosts.hostname, hostname), eq(siteHosts.isMain, true)))
      await tx.update(siteHosts).set({ isMain: true }).where(and(eq(siteHosts.siteId, siteId), eq(siteHosts.hostname, hostname)))
    },

    /** The site's host names, locked until the transaction ends, so two removals cannot leave it with none. */
    async lockHosts(tx: Transaction, siteId: string): Promise<HostRecord[]> {
      return tx.select().from(siteHosts).where(eq(siteHosts.siteId, siteId)).for('update')
    },

    async removeHost(tx: Transaction, siteId: string, hostname: string): Promise<void> {
      await tx.delete(siteHosts).where(and(eq(siteHosts.siteId, siteId), eq(siteHosts.hostname, hostname)))
    },

    /** A main host for a site left without one: its oldest verified host. */
    async ensureMain(tx: Transaction, siteId: string): Promise<void> {
      const [main] = await tx.select().from(siteHosts).where(and(eq(siteHosts.siteId, siteId), eq(siteHosts.isMain, true))).limit(1)
      if (main) return
      const [next] = await tx
        .select()
        .from(siteHosts)
        .where(and(eq(siteHosts.siteId, siteId), isNotNull(siteHosts.verifiedAt)))
        .orderBy(asc(siteHosts.createdAt), asc(siteHosts.hostname))
        .limit(1)
      if (next) await tx.update(siteHosts).set({ isMain: true }).where(eq(siteHosts.hostname, next.hostname))
    },

    /** Whether the host name asked for is the one this token was made for (the /.well-known/ answer). */
    async tokenBelongsTo(hostname: string, token: string): Promise<boolean> {
      const [row] = await db
        .select({ hostname: siteHosts.hostname })
        .from(siteHosts)
        .where(and(eq(siteHosts.hostname, hostname), eq(siteHosts.verificationToken, token)))
        .limit(1)
      return row !== undefined
    },
  }
}
export type HostRepository = ReturnType<typeof createHostRepository>
