import { eq } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client'
import { uploads } from '../../db/schema'
import type { UploadStore } from './upload-store'

export type UploadRecord = typeof uploads.$inferSelect

export function createUploadRepository(db: Database, store: UploadStore) {
  return {
    /** The file is written before the row, so a row never points at a missing file. */
    async create(
      executor: Database | Transaction,
      input: { brandId: string | null; contentType: string; bytes: Buffer },
    ): Promise<UploadRecord> {
      const fileName = await store.write(input.bytes, input.contentType)
      const [row] = await executor
        .insert(uploads)
        .values({ brandId: input.brandId, contentType: input.contentType, byteSize: input.bytes.length, fileName })
        .returning()
      return row!
    },

    async find(id: string): Promise<UploadRecord | null> {
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1)
      return row ?? null
    },
  }
}

export const uploadUrl = (id: string) => `/uploads/${id}`
