import { defineModule } from '../../module-definition'
import { createUploadRepository, type UploadRepository } from './upload-repository'
import { uploadRoutes } from './upload-routes'

declare module '../../app-context' {
  interface Repositories {
    uploads: UploadRepository
  }
}

/** Uploaded files: who sees each, the one image pipeline, the images a site's admins add to its pages. */
export const uploadsModule = defineModule({
  name: 'uploads',
  repositories: (db, { uploadStore }) => ({ uploads: createUploadRepository(db, uploadStore) }),
  routes: [uploadRoutes],
})
