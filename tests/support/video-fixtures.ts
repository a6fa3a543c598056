import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import * as tus from 'tus-js-client'
import { findFfmpeg, runFfmpeg } from '../../server/modules/videos/ffmpeg'

/**
 * A clip made by ffmpeg for the test: a moving test picture with a tone, at the size and length
 * asked, as an MP4 (H.264 and AAC, as a phone records).
 */
export async function makeClip(options: { seconds: number; width: number; height: number; fps?: number }): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'marque-clip-'))
  try {
    const file = path.join(dir, 'clip.mp4')
    const size = `${options.width}x${options.height}`
    await runFfmpeg(await findFfmpeg(process.env.FFMPEG_PATH), [
      '-y',
      '-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=${options.fps ?? 30}:duration=${options.seconds}`,
      '-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${options.seconds}`,
      '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '18', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file,
    ])
    return await readFile(file)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

export type VideoUploadTarget = { origin: string; brandId: string; siteId: string; token: string }

const uploadOptions = (target: VideoUploadTarget, file: Buffer, title: string, chunkSize: number, headers: Record<string, string> = {}) => ({
  endpoint: `${target.origin}/api/brands/${target.brandId}/videos/uploads`,
  chunkSize,
  retryDelays: null,
  // No local memory of uploads: the test says where to resume.
  storeFingerprintForResuming: false,
  headers: { ...headers, Authorization: `Bearer ${target.token}` },
  metadata: { title, site_id: target.siteId, filename: `${title}.mp4` },
  uploadSize: file.length,
})

/** What tus answered when an upload ended: the new video's id, or the refusal. */
export type UploadEnd = { videoId: string | null; status: number; body: string }

/**
 * Sends a file the way the app does, through tus, in chunks. With `interruptAt` (a fraction) the
 * upload is cut off once that much has reached the server, and a new upload resumes it from the
 * address of the first: `resumedFrom` is the offset the server said it already had.
 * `headers` go with the requests before the cut and after it (a test proxy reads them to choose a process).
 */
export async function uploadVideo(
  target: VideoUploadTarget,
  file: Buffer,
  options: { title?: string; chunkSize?: number; interruptAt?: number; headers?: { before?: Record<string, string>; after?: Record<string, string> } } = {},
): Promise<UploadEnd & { resumedFrom: number | null }> {
  const title = options.title ?? 'Test clip'
  const chunkSize = options.chunkSize ?? 64 * 1024
  let uploadUrl: string | null = null
  let resumedFrom: number | null = null
  if (options.interruptAt !== undefined) {
    const cutAt = Math.floor(file.length * options.interruptAt)
    uploadUrl = await new Promise<string>((resolve, reject) => {
      const upload = new tus.Upload(file, {
        ...uploadOptions(target, file, title, chunkSize, options.headers?.before),
        onChunkComplete(_size, sent) {
          if (sent >= cutAt) void upload.abort().then(() => resolve(upload.url!), reject)
        },
        onError: reject,
        onSuccess: () => reject(new Error('The upload finished before it was interrupted')),
      })
      upload.start()
    })
    const head = await fetch(uploadUrl, { method: 'HEAD', headers: { ...options.headers?.after, 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${target.token}` } })
    resumedFrom = Number(head.headers.get('upload-offset'))
  }
  return new Promise((resolve) => {
    const upload = new tus.Upload(file, {
      ...uploadOptions(target, file, title, chunkSize, options.headers?.after ?? options.headers?.before),
      ...(uploadUrl ? { uploadUrl } : {}),
      onSuccess(payload) {
        resolve({ videoId: payload.lastResponse.getHeader('Marque-Video-Id') ?? null, status: payload.lastResponse.getStatus(), body: payload.lastResponse.getBody() ?? '', resumedFrom })
      },
      onError(error) {
        const response = (error as tus.DetailedError).originalResponse
        resolve({ videoId: null, status: response?.getStatus() ?? 0, body: response?.getBody() ?? String(error), resumedFrom })
      },
    })
    upload.start()
  })
}
