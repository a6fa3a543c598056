import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { Page, PageBlock, PageVersion } from '../../../src/domain/page'
import type { Database, Transaction } from '../../db/client'
import { pages, pageVersions } from './schema'
import { sites } from '../sites/public'
import { uploads } from '../uploads/public'

type PageRow = typeof pages.$inferSelect
type VersionRow = typeof pageVersions.$inferSelect

export type PageFields = { url: string; title: string; description: string; social_image_upload_id: string | null; blocks: PageBlock[] }

/** Why a write was not made: each has a sentence in page-routes.ts. */
export type PageWriteResult =
  | { ok: true; page: Page }
  | { ok: false; reason: 'not-found' | 'url-taken' }
  | { ok: false; reason: 'conflict'; current: Page }

const isUniqueViolation = (error: unknown) => (error as { code?: unknown; cause?: { code?: unknown } }).code === '23505' || (error as { cause?: { code?: unknown } }).cause?.code === '23505'

const sameContent = (a: PageFields, b: PageFields) =>
  a.url === b.url && a.title === b.title && a.description === b.description && JSON.stringify(a.blocks) === JSON.stringify(b.blocks)

function toPage(row: PageRow, published: VersionRow | null): Page {
  const draft = { url: row.url, title: row.title, description: row.description, social_image_upload_id: row.socialImageUploadId, blocks: row.blocks }
  return {
    id: row.id,
    site_id: row.siteId,
    ...draft,
    revision: row.revision,
    status: row.publishedVersion === null ? 'draft' : 'published',
    published_version: row.publishedVersion,
    has_unpublished_changes: published === null || !sameContent(draft, { ...published, social_image_upload_id: null }),
    updated_at: row.updatedAt.toISOString(),
    updated_by: row.updatedBy,
  }
}

const toVersion = (row: VersionRow): PageVersion => ({
  number: row.number,
  url: row.url,
  title: row.title,
  description: row.description,
  blocks: row.blocks,
  published_at: row.publishedAt.toISOString(),
  published_by: row.publishedBy,
})

/** A site's content pages: drafts with revisions, and every published version kept. */
export function createPageRepository(db: Database) {
  async function publishedOf(row: PageRow): Promise<VersionRow | null> {
    if (row.publishedVersion === null) return null
    const [version] = await db
      .select()
      .from(pageVersions)
      .where(and(eq(pageVersions.pageId, row.id), eq(pageVersions.number, row.publishedVersion)))
    return version ?? null
  }
  const withPublished = async (row: PageRow) => toPage(row, await publishedOf(row))

  /** Whether another page of the site shows its published version at this address. */
  async function shownByAnother(siteId: string, url: string, pageId: string | null): Promise<boolean> {
    const [found] = await db
      .select({ id: pages.id })
      .from(pages)
      .innerJoin(pageVersions, and(eq(pageVersions.pageId, pages.id), eq(pageVersions.number, pages.publishedVersion)))
      .where(and(eq(pages.siteId, siteId), eq(pageVersions.url, url), pageId ? sql`${pages.id} <> ${pageId}` : undefined))
      .limit(1)
    return Boolean(found)
  }

  async function rowOf(siteId: string, pageId: string): Promise<PageRow | null> {
    const [row] = await db.select().from(pages).where(and(eq(pages.siteId, siteId), eq(pages.id, pageId)))
    return row ?? null
  }

  return {
    async list(siteId: string): Promise<Page[]> {
      const rows = await db.select().from(pages).where(eq(pages.siteId, siteId)).orderBy(asc(pages.url))
      return Promise.all(rows.map(withPublished))
    },

    /** A page of any of the brand's sites. */
    async findInBrand(brandId: string, pageId: string): Promise<Page | null> {
      const [found] = await db
        .select({ page: pages })
        .from(pages)
        .innerJoin(sites, eq(sites.id, pages.siteId))
        .where(and(eq(sites.brandId, brandId), eq(pages.id, pageId)))
      return found ? withPublished(found.page) : null
    },

    async find(siteId: string, pageId: string): Promise<Page | null> {
      const row = await rowOf(siteId, pageId)
      return row ? withPublished(row) : null
    },

    async create(siteId: string, userId: string, fields: PageFields): Promise<PageWriteResult> {
      if (await shownByAnother(siteId, fields.url, null)) return { ok: false, reason: 'url-taken' }
      try {
        const [row] = await db
          .insert(pages)
          .values({ siteId, url: fields.url, title: fields.title, description: fields.description, socialImageUploadId: fields.social_image_upload_id, blocks: fields.blocks, updatedBy: userId })
          .returning()
        return { ok: true, page: toPage(row!, null) }
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, reason: 'url-taken' }
        throw error
      }
    },

    /** Saves the draft when `revision` is still the page's; else a conflict with the draft saved since. */
    async saveDraft(siteId: string, pageId: string, userId: string, fields: PageFields, revision: number): Promise<PageWriteResult> {
      if (await shownByAnother(siteId, fields.url, pageId)) return { ok: false, reason: 'url-taken' }
      try {
        const [row] = await db
          .update(pages)
          .set({
            url: fields.url,
            title: fields.title,
            description: fields.description,
            socialImageUploadId: fields.social_image_upload_id,
            blocks: fields.blocks,
            revision: sql`${pages.revision} + 1`,
            updatedAt: new Date(),
            updatedBy: userId,
          })
          .where(and(eq(pages.siteId, siteId), eq(pages.id, pageId), eq(pages.revision, revision)))
          .returning()
        if (row) return { ok: true, page: await withPublished(row) }
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, reason: 'url-taken' }
        throw error
      }
      const current = await rowOf(siteId, pageId)
      return current ? { ok: false, reason: 'conflict', current: await withPublished(current) } : { ok: false, reason: 'not-found' }
    },

    /** Keeps the draft as the next version and shows it at /{url}. */
    async publish(siteId: string, pageId: string, userId: string): Promise<PageWriteResult> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(pages).where(and(eq(pages.siteId, siteId), eq(pages.id, pageId))).for('update')
        if (!row) return { ok: false, reason: 'not-found' }
        const [last] = await tx.select({ number: sql<number>`coalesce(max(${pageVersions.number}), 0)` }).from(pageVersions).where(eq(pageVersions.pageId, pageId))
        const number = Number(last?.number ?? 0) + 1
        await tx.insert(pageVersions).values({ pageId, number, url: row.url, title: row.title, description: row.description, blocks: row.blocks, publishedBy: userId })
        const [updated] = await tx.update(pages).set({ publishedVersion: number, updatedAt: new Date() }).where(eq(pages.id, pageId)).returning()
        const [version] = await tx.select().from(pageVersions).where(and(eq(pageVersions.pageId, pageId), eq(pageVersions.number, number)))
        return { ok: true, page: toPage(updated!, version!) }
      })
    },

    async unpublish(siteId: string, pageId: string): Promise<PageWriteResult> {
      const [row] = await db.update(pages).set({ publishedVersion: null, updatedAt: new Date() }).where(and(eq(pages.siteId, siteId), eq(pages.id, pageId))).returning()
      return row ? { ok: true, page: toPage(row, null) } : { ok: false, reason: 'not-found' }
    },

    /**
     * Deletes the page and its versions in the caller's transaction, and names the images of the
     * site that only it showed (in its draft, any version or as its link preview): those no other
     * page or version of the site, nor the site's own landing, shows. Their uploads go with it.
     */
    async remove(tx: Transaction, siteId: string, pageId: string): Promise<{ removed: boolean; ownImageIds: string[] }> {
      const siteImages = and(eq(uploads.siteId, siteId), eq(uploads.purpose, 'page-image'))
      const named = (text: ReturnType<typeof sql>) => sql`position(${uploads.id}::text in ${text}) > 0`
      const shown = await tx
        .select({ id: uploads.id })
        .from(uploads)
        .where(
          and(
            siteImages,
            sql`exists (select 1 from ${pages} where ${pages.id} = ${pageId} and ${pages.siteId} = ${siteId} and (${named(sql`${pages.blocks}::text`)} or ${pages.socialImageUploadId} = ${uploads.id}))
              or exists (select 1 from ${pageVersions} where ${pageVersions.pageId} = ${pageId} and ${named(sql`${pageVersions.blocks}::text`)})`,
          ),
        )
      const removed = await tx.delete(pages).where(and(eq(pages.siteId, siteId), eq(pages.id, pageId))).returning({ id: pages.id })
      if (removed.length === 0 || shown.length === 0) return { removed: removed.length > 0, ownImageIds: [] }
      const stillShown = await tx
        .select({ id: uploads.id })
        .from(uploads)
        .where(
          and(
            inArray(uploads.id, shown.map((image) => image.id)),
            sql`(exists (select 1 from ${pages} where ${pages.siteId} = ${siteId} and (${named(sql`${pages.blocks}::text`)} or ${pages.socialImageUploadId} = ${uploads.id}))
              or exists (select 1 from ${pageVersions} join ${pages} on ${pages.id} = ${pageVersions.pageId} where ${pages.siteId} = ${siteId} and ${named(sql`${pageVersions.blocks}::text`)})
              or exists (select 1 from ${sites} where ${sites.id} = ${siteId} and ${named(sql`${sites.meta}::text`)}))`,
          ),
        )
      const kept = new Set(stillShown.map((image) => image.id))
      return { removed: true, ownImageIds: shown.map((image) => image.id).filter((id) => !kept.has(id)) }
    },

    async versions(siteId: string, pageId: string): Promise<PageVersion[] | null> {
      if (!(await rowOf(siteId, pageId))) return null
      const rows = await db.select().from(pageVersions).where(eq(pageVersions.pageId, pageId)).orderBy(desc(pageVersions.number))
      return rows.map(toVersion)
    },

    /** Makes an earlier version the draft again (a new revision); publishing it shows it. */
    async restore(siteId: string, pageId: string, userId: string, number: number): Promise<PageWriteResult | { ok: false; reason: 'no-version' }> {
      const row = await rowOf(siteId, pageId)
      if (!row) return { ok: false, reason: 'not-found' }
      const [version] = await db.select().from(pageVersions).where(and(eq(pageVersions.pageId, pageId), eq(pageVersions.number, number)))
      if (!version) return { ok: false, reason: 'no-version' }
      return this.saveDraft(siteId, pageId, userId, { ...version, social_image_upload_id: row.socialImageUploadId }, row.revision)
    },

    /** The version a visitor sees at /{url} on this site, with the page's social image, or null. */
    async findPublished(siteId: string, url: string): Promise<(PageVersion & { social_image_upload_id: string | null }) | null> {
      const [found] = await db
        .select({ version: pageVersions, socialImageUploadId: pages.socialImageUploadId })
        .from(pages)
        .innerJoin(pageVersions, and(eq(pageVersions.pageId, pages.id), eq(pageVersions.number, pages.publishedVersion)))
        .where(and(eq(pages.siteId, siteId), eq(pageVersions.url, url)))
        .limit(1)
      return found ? { ...toVersion(found.version), social_image_upload_id: found.socialImageUploadId } : null
    },

    /** The published pages of a site, for its sitemap and its overview block. */
    async listPublished(siteId: string): Promise<{ url: string; title: string; published_at: string }[]> {
      const rows = await db
        .select({ url: pageVersions.url, title: pageVersions.title, publishedAt: pageVersions.publishedAt })
        .from(pages)
        .innerJoin(pageVersions, and(eq(pageVersions.pageId, pages.id), eq(pageVersions.number, pages.publishedVersion)))
        .where(and(eq(pages.siteId, siteId), isNotNull(pages.publishedVersion)))
        .orderBy(asc(pageVersions.url))
      return rows.map((row) => ({ url: row.url, title: row.title, published_at: row.publishedAt.toISOString() }))
    },
  }
}
export type PageRepository = ReturnType<typeof createPageRepository>
