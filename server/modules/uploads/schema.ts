import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { belongsTo, createdAt, id, idOf } from '../../db/columns'

/**
 * What a file was uploaded for, which decides who may see it (server/modules/uploads/upload-visibility.ts):
 * a card's photo (`card_id`), an image on one site's pages (`site_id`), or an image of the brand
 * shown on all its sites, such as its logo.
 */
export type UploadPurpose = 'card-photo' | 'page-image' | 'brand-image'

export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    /** Every file belongs to a brand: it is served only through the host names of that brand's sites. */
    brandId: belongsTo('brand_id', idOf('brands')),
    purpose: text('purpose').$type<UploadPurpose>().notNull(),
    /** The site whose pages show it, for a page image. */
    siteId: uuid('site_id').references(idOf('sites'), { onDelete: 'cascade' }),
    /** The card it is the photo of, for a card photo. */
    cardId: uuid('card_id').references(idOf('cards'), { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** File name inside DATA_DIR/uploads. */
    fileName: text('file_name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('uploads_site_id_idx').on(table.siteId),
    index('uploads_card_id_idx').on(table.cardId),
    check(
      'uploads_purpose_check',
      sql`(${table.purpose} = 'card-photo' and ${table.cardId} is not null) or (${table.purpose} = 'page-image' and ${table.siteId} is not null) or ${table.purpose} = 'brand-image'`,
    ),
  ],
)
