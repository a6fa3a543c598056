import { eq, inArray } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client'
import { uploads, type UploadPurpose } from './schema'
import type { UploadStore } from '../../upload-store'

export type UploadRecord = typeof uploads.$inferSelect

/**
 * What a file is uploaded for, declared by the module that takes it in; who may see the file
 * follows from it (upload-visibility.ts). A new kind of file adds a purpose here and its rule there.
 */
export type UploadOwner =
  | { purpose: 'card-photo'; brandId: string; cardId: string }
  | { purpose: 'page-image'; brandId: string; siteId: string }
  | { purpose: 'brand-image'; brandId: string }

const columnsOf = (owner: UploadOwner): { purpose: UploadPurpose; brandId: string; siteId: string | null; cardId: string | null } => ({
  purpose: owner.purpose,
  brandId: owner.brandId,
  siteId: owner.purpose === 'page-image' ? owner.siteId : null,
  cardId: owner.purpose === 'card-photo' ? owner.cardId : null,
})

export function createUploadRepository(db: Database, store: UploadStore) {
  return {
    /** The file is written before the row, so a row never points at a missing file. */
    async create(executor: Database | Transaction, input: { owner: UploadOwner; contentType: string; bytes: Buffer }): Promise<UploadRecord> {
      const fileName = await store.write(input.bytes, input.contentType)
      const [row] = await executor
        .insert(uploads)
        .values({ ...columnsOf(input.owner), contentType: input.contentType, byteSize: input.bytes.length, fileName })
        .returning()
      return row!
    },

    /** Forgets the uploads of these ids, in the caller's transaction; their files' names, for the `upload-files` job to remove once it commits. */
    async forget(tx: Transaction, ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return []
      const rows = await tx.delete(uploads).where(inArray(uploads.id, [...ids])).returning({ fileName: uploads.fileName })
      return rows.map((row) => row.fileName)
    },

    /** The files of a card's photos, past and present, which go with the card (its rows go by the foreign key). */
    async fileNamesOfCard(tx: Transaction, cardId: string): Promise<string[]> {
      const rows = await tx.select({ fileName: uploads.fileName }).from(uploads).where(eq(uploads.cardId, cardId))
      return rows.map((row) => row.fileName)
    },

    /** Those of the names that no upload has: files nothing points at any more. */
    async unknownFiles(fileNames: readonly string[]): Promise<string[]> {
      if (fileNames.length === 0) return []
      const known = await db.select({ fileName: uploads.fileName }).from(uploads).where(inArray(uploads.fileName, [...fileNames]))
      const kept = new Set(known.map((row) => row.fileName))
      return fileNames.filter((name) => !kept.has(name))
    },

    async find(id: string): Promise<UploadRecord | null> {
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1)
      return row ?? null
    },
  }
}

export type UploadRepository = ReturnType<typeof createUploadRepository>

export const uploadUrl = (id: string) => `/uploads/${id}`
