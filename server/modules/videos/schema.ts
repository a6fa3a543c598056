import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { belongsTo, brandRowColumns, createdAt, idOf } from '../../db/columns'

/**
 * A video uploaded to one of a brand's sites: played only through that site's host names, to whom
 * its visibility allows (server/modules/videos/video-access.ts). Its files (the upload, the HLS
 * renditions, the poster, the preview, the captions) live in the video storage under its id.
 */
export const videos = pgTable(
  'videos',
  {
    ...brandRowColumns(),
    siteId: belongsTo('site_id', idOf('sites')),
    uploadedBy: uuid('uploaded_by').references(idOf('users'), { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    visibility: text('visibility').$type<'public' | 'unlisted' | 'private'>().notNull().default('unlisted'),
    status: text('status').$type<'waiting' | 'transcoding' | 'ready' | 'failed'>().notNull().default('waiting'),
    failure: text('failure'),
    contentType: text('content_type').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    durationMs: integer('duration_ms'),
    width: integer('width'),
    height: integer('height'),
    /** The heights of the HLS renditions made, smallest first, each with its bit rate for the master playlist. */
    renditions: jsonb('renditions').$type<{ height: number; width: number; bandwidth: number }[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('videos_brand_id_idx').on(table.brandId),
    index('videos_site_id_idx').on(table.siteId),
    check('videos_visibility_check', sql`${table.visibility} in ('public', 'unlisted', 'private')`),
    check('videos_status_check', sql`${table.status} in ('waiting', 'transcoding', 'ready', 'failed')`),
  ],
)

/** A WebVTT caption track of a video, one per language. */
export const videoCaptions = pgTable(
  'video_captions',
  {
    videoId: belongsTo('video_id', () => videos.id),
    language: text('language').notNull(),
    label: text('label').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.videoId, table.language] })],
)

/**
 * Who is writing to an unfinished upload (tus's lock), seen by every process: a request holds it
 * until `until`, renewed while it lasts, so a process that died lets go within the lease.
 */
export const videoUploadLocks = pgTable('video_upload_locks', {
  uploadId: text('upload_id').primaryKey(),
  holder: uuid('holder').notNull(),
  until: timestamp('until', { withTimezone: true }).notNull(),
})
