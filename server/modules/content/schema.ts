import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { PageBlock } from '../../../src/domain/page'
import { belongsTo, createdAt, idOf, siteRowColumns } from '../../db/columns'

/**
 * A site's content page at `/{url}`: the draft its editors work on (with a revision that every
 * save raises, so two editors never overwrite each other), and the version the site shows.
 */
export const pages = pgTable(
  'pages',
  {
    ...siteRowColumns(),
    url: text('url').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    socialImageUploadId: uuid('social_image_upload_id').references(idOf('uploads'), { onDelete: 'set null' }),
    blocks: jsonb('blocks').$type<PageBlock[]>().notNull().default([]),
    revision: integer('revision').notNull().default(0),
    /** The version the site shows at /{url}, or null for a page that is not published. */
    publishedVersion: integer('published_version'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(idOf('users'), { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('pages_site_url_key').on(table.siteId, table.url),
    index('pages_social_image_upload_id_idx').on(table.socialImageUploadId),
    index('pages_updated_by_idx').on(table.updatedBy),
  ],
)

/** Every publish of a page, kept: what it showed, who published it and when. */
export const pageVersions = pgTable(
  'page_versions',
  {
    pageId: belongsTo('page_id', () => pages.id),
    number: integer('number').notNull(),
    url: text('url').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    blocks: jsonb('blocks').$type<PageBlock[]>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: uuid('published_by').references(idOf('users'), { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.number] }), index('page_versions_published_by_idx').on(table.publishedBy)],
)
