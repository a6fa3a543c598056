import { defineModule } from '../../module-definition'
import { fileRemovalPolicy } from '../../jobs/job-policies'
import { strayFilesBefore, uploadFilesGone, type UploadFilesJob } from './upload-files-gone'
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
export const uploadsModule = defineModule({
  name: 'uploads',
  repositories: (db, { uploadStore }) => ({ uploads: createUploadRepository(db, uploadStore) }),
  routes: [uploadRoutes],
  jobs: {
    'upload-files': {
      policy: fileRemovalPolicy,
      handler: (context) => uploadFilesGone(context),
      hourly: () => ({ writtenBefore: strayFilesBefore() }),
    },
  },
})
