import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import { videoPaths, type Video, type VideoStatus, type VideoUpdate } from '../../../src/domain/video'
import type { Database } from '../../db/client'
import { videoCaptions, videos } from './schema'
import type { VideoFacts } from './ffmpeg'
import type { Rendition } from './video-transcode'

export type VideoRecord = typeof videos.$inferSelect
type CaptionRow = typeof videoCaptions.$inferSelect

export type NewVideo = { id: string; brandId: string; siteId: string; uploadedBy: string; title: string; contentType: string; byteSize: number }

/** A video as the API shows it, with the addresses of what plays once it is ready. */
export function videoOf(row: VideoRecord, captions: CaptionRow[]): Video {
  const ready = row.status === 'ready'
  return {
    id: row.id,
    brand_id: row.brandId,
    site_id: row.siteId,
    title: row.title,
    description: row.description,
    visibility: row.visibility,
    status: row.status,
    failure: row.status === 'failed' ? row.failure : null,
    duration_seconds: row.durationMs === null ? null : row.durationMs / 1000,
    width: row.width,
    height: row.height,
    renditions: row.renditions.map((rendition) => rendition.height),
    byte_size: row.byteSize,
    url: videoPaths.player(row.id),
    playlist_url: ready ? videoPaths.playlist(row.id) : null,
    poster_url: ready ? videoPaths.poster(row.id) : null,
    preview_url: ready ? videoPaths.preview(row.id) : null,
    captions: captions.map((caption) => ({ language: caption.language, label: caption.label, url: videoPaths.caption(row.id, caption.language) })),
    created_at: row.createdAt.toISOString(),
  }
}

export function createVideoRepository(db: Database) {
  return {
    async create(video: NewVideo): Promise<VideoRecord> {
      const [row] = await db.insert(videos).values(video).returning()
      return row!
    },

    async find(id: string): Promise<VideoRecord | null> {
      const [row] = await db.select().from(videos).where(eq(videos.id, id))
      return row ?? null
    },

    async findMany(ids: string[]): Promise<VideoRecord[]> {
      if (ids.length === 0) return []
      return db.select().from(videos).where(inArray(videos.id, ids))
    },

    async listOfBrand(brandId: string): Promise<VideoRecord[]> {
      return db.select().from(videos).where(eq(videos.brandId, brandId)).orderBy(desc(videos.createdAt))
    },

    async captionsOf(videoId: string): Promise<CaptionRow[]> {
      return db.select().from(videoCaptions).where(eq(videoCaptions.videoId, videoId)).orderBy(asc(videoCaptions.language))
    },

    async captionsOfMany(videoIds: string[]): Promise<Map<string, CaptionRow[]>> {
      const byVideo = new Map<string, CaptionRow[]>()
      if (videoIds.length === 0) return byVideo
      const rows = await db
        .select()
        .from(videoCaptions)
        .where(inArray(videoCaptions.videoId, videoIds))
        .orderBy(asc(videoCaptions.language))
      for (const row of rows) byVideo.set(row.videoId, [...(byVideo.get(row.videoId) ?? []), row])
      return byVideo
    },

    async update(brandId: string, id: string, change: VideoUpdate): Promise<VideoRecord | null> {
      const [row] = await db
        .update(videos)
        .set({ ...change, updatedAt: new Date() })
        .where(and(eq(videos.id, id), eq(videos.brandId, brandId)))
        .returning()
      return row ?? null
    },

    async setStatus(id: string, status: VideoStatus): Promise<void> {
      await db.update(videos).set({ status, failure: null, updatedAt: new Date() }).where(eq(videos.id, id))
    },

    /** Ready to play; false when the video was deleted meanwhile. */
    async markReady(id: string, facts: VideoFacts, renditions: Rendition[]): Promise<boolean> {
      const rows = await db
        .update(videos)
        .set({ status: 'ready', failure: null, durationMs: Math.round(facts.durationSeconds * 1000), width: facts.width, height: facts.height, renditions, updatedAt: new Date() })
        .where(eq(videos.id, id))
        .returning({ id: videos.id })
      return rows.length > 0
    },

    async markFailed(id: string, reason: string): Promise<void> {
      await db.update(videos).set({ status: 'failed', failure: reason, updatedAt: new Date() }).where(eq(videos.id, id))
    },

    async remove(brandId: string, id: string): Promise<boolean> {
      const rows = await db.delete(videos).where(and(eq(videos.id, id), eq(videos.brandId, brandId))).returning({ id: videos.id })
      return rows.length > 0
    },

    async putCaption(videoId: string, language: string, label: string): Promise<void> {
      await db.insert(videoCaptions).values({ videoId, language, label }).onConflictDoUpdate({ target: [videoCaptions.videoId, videoCaptions.language], set: { label } })
    },

    async removeCaption(videoId: string, language: string): Promise<boolean> {
      const rows = await db
        .delete(videoCaptions)
        .where(and(eq(videoCaptions.videoId, videoId), eq(videoCaptions.language, language)))
        .returning({ language: videoCaptions.language })
      return rows.length > 0
    },
  }
}
export type VideoRepository = ReturnType<typeof createVideoRepository>
