import type { AppContext } from '../../app-context'
import { hourMs } from '../../jobs/every-hour'
import type { JobHandler } from '../../jobs/job-queue'
import type { VideoFiles } from './video-storage'

/** A sweep of the videos' files: those last changed before a time whose video is gone (a crash between a deletion and its files' removal). */
export type VideoFilesJob = { writtenBefore: string }

/** A video's files come just after its row: an hour is far more than the gap. */
export const strayVideosBefore = () => new Date(Date.now() - hourMs).toISOString()

/** Removes the files of videos that no longer exist; a video that does keeps every file. */
export function videoFilesGone({ repositories, videoStorage, log }: Pick<AppContext, 'repositories' | 'log'> & VideoFiles): JobHandler<'video-files'> {
  return async (job) => {
    const stored = await videoStorage.videoIdsStoredBefore(new Date(job.writtenBefore))
    const known = new Set((await repositories.videos.findMany(stored)).map((video) => video.id))
    const gone = stored.filter((id) => !known.has(id))
    for (const id of gone) await videoStorage.removeAll(id)
    if (gone.length > 0) log.warn({ videos: gone.length }, 'removed the files of videos that no longer exist')
  }
}
