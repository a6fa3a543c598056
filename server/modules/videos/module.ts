import path from 'node:path'
import { videoActions } from '../../../src/domain/brand-actions/videos'
import { defineModule } from '../../module-definition'
import { createVideoPage } from './video-page'
import { createVideoRepository, type VideoRepository } from './video-repository'
import { videoRoutes } from './video-routes'
import { VideoStorage, type VideoFiles } from './video-storage'
import { createUploadLocker } from './upload-locks'
import { videoTranscoder, type TranscodeJob } from './video-transcode'
import { videoUploadRoutes } from './video-upload'
import { strayVideosBefore, videoFilesGone, type VideoFilesJob } from './video-files-gone'
import { fileRemovalPolicy } from '../../jobs/job-policies'

declare module '../../app-context' {
  interface Repositories {
    videos: VideoRepository
  }
}

declare module '../../jobs/job-queue' {
  interface JobPayloads {
    /** Turns one uploaded video into HLS renditions, a poster and a preview. */
    transcode: TranscodeJob
    /** Removes the files of videos that no longer exist. */
    'video-files': VideoFilesJob
  }
}

/** Videos: uploads (resumable), transcoding to HLS, captions, and each video's page and player. */
export const videosModule = defineModule<VideoFiles>({
  name: 'videos',
  roleActions: videoActions,
  repositories: (db) => ({ videos: createVideoRepository(db) }),
  setup(context, app) {
    app.sitePages.video = createVideoPage(context, context.config.staticDir)
    return {
      videoStorage: new VideoStorage(context.files, path.join(context.config.dataDir, 'videos-work')),
      uploadLocker: createUploadLocker(context.database.db, context.databaseListener),
    }
  },
  routes: [videoRoutes, videoUploadRoutes],
  jobs: {
    transcode: {
      // A file ffmpeg cannot read fails the video at once (its reason is shown); a try cut short (the
      // process stopped) runs again after 1 min, then 2 min. A 2 GiB upload may take hours to transcode.
      policy: { retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: 6 * 60 * 60 },
      handler: ({ repositories, videoStorage, config, log }) =>
        videoTranscoder({ repositories, storage: videoStorage, workDir: path.join(config.dataDir, 'videos-work'), ffmpegPath: config.ffmpegPath, log }),
    },
    'video-files': {
      policy: fileRemovalPolicy,
      handler: (context) => videoFilesGone(context),
      hourly: () => ({ writtenBefore: strayVideosBefore() }),
    },
  },
})
