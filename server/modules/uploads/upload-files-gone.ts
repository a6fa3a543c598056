import type { AppContext } from '../../app-context'
import { hourMs } from '../../jobs/every-hour'
import type { JobHandler } from '../../jobs/job-queue'

/**
 * The files to remove from the uploads folder: those named (their card or page has gone, its
 * transaction committed), or every file written before a time that no upload names (what a crash
 * between a commit and its job, or between a file and its row, left behind).
 */
export type UploadFilesJob = { fileNames: string[] } | { writtenBefore: string }

/** A file is written before its row: one younger than an hour may still be getting its row. */
export const strayFilesBefore = () => new Date(Date.now() - hourMs).toISOString()

/** Removes the files no upload names any more; a name an upload still has (or has again) is kept. */
export function uploadFilesGone({ repositories, uploadStore, log }: Pick<AppContext, 'repositories' | 'uploadStore' | 'log'>): JobHandler<'upload-files'> {
  return async (job) => {
    const candidates = 'fileNames' in job ? job.fileNames : await uploadStore.filesWrittenBefore(new Date(job.writtenBefore))
    const gone = await repositories.uploads.unknownFiles(candidates)
    for (const fileName of gone) await uploadStore.remove(fileName)
    if ('writtenBefore' in job && gone.length > 0) log.warn({ files: gone.length }, 'removed uploaded files that no upload named')
  }
}
