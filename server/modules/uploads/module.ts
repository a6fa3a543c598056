import { defineModule } from '../../module-definition'
import { sweepStrayUploadsHourly, uploadFilesGone, type UploadFilesJob } from './upload-files-gone'
import { createUploadRepository, type UploadRepository } from './upload-repository'
import { uploadRoutes } from './upload-routes'

declare module '../../app-context' {
  interface Repositories {
    uploads: UploadRepository
  }
}

declare module '../../jobs/job-queue' {
  interface JobPayloads {
    /** Removes uploaded files whose card or page has gone, or that nothing names. */
    'upload-files': UploadFilesJob
  }
}

/** Uploaded files: who sees each, the one image pipeline, the images a site's admins add to its pages. */
export const uploadsModule = defineModule<{ stopSweeping: { stop?: () => void } }>({
  name: 'uploads',
  repositories: (db, { uploadStore }) => ({ uploads: createUploadRepository(db, uploadStore) }),
  setup: () => ({ stopSweeping: {} }),
  routes: [uploadRoutes],
  jobs: {
    'upload-files': {
      // A disk that refuses a removal now is tried again after 1 min, 2 min, 4 min.
      policy: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 10 * 60 },
      handler: (context) => uploadFilesGone(context),
    },
  },
  onReady: ({ jobs, stopSweeping }) => {
    stopSweeping.stop = sweepStrayUploadsHourly(jobs)
  },
  onClose: ({ stopSweeping }) => stopSweeping.stop?.(),
})
