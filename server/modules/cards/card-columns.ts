import type { CardUpdateParsed } from '../../../src/domain/card'
import type { cards } from './schema'

/**
 * The columns of the fields the body names; a field left out keeps its value. Each field of the
 * card's API body is stored in the column of its own name (server/db/schema.ts).
 */
export function cardColumnsOf({ photo, ...input }: CardUpdateParsed): Partial<typeof cards.$inferInsert> {
  // Pick<> refuses to compile when a field of the body has no column of its name.
  const columns: Partial<Pick<typeof cards.$inferInsert, Exclude<keyof CardUpdateParsed, 'photo'> | 'photoUploadId'>> = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  )
  // The photo is sent to its own route; the card's fields can only take it away.
  if (photo === null) columns.photoUploadId = null
  // An empty organisation means "the brand's name", stored as none.
  if (input.organisation !== undefined) columns.organisation = input.organisation || null
  return columns
}
