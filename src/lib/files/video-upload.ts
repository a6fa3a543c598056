import * as tus from 'tus-js-client'
import { config } from '../../config'
import { defineMessage } from 'react-intl'
import { appWords } from '../words/app-words'

/** The first bytes of an MP4 or MOV (an `ftyp` box) or of a WebM (EBML): the app's first check, before a byte is sent. */
export async function looksLikeVideo(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer())
  const isFtyp = head[4] === 0x66 && head[5] === 0x74 && head[6] === 0x79 && head[7] === 0x70
  const isEbml = head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3
  // A QuickTime file may begin with other boxes (moov, wide, mdat) before its ftyp, or none.
  const isQuickTime = ['moov', 'wide', 'mdat', 'free', 'skip'].includes(String.fromCharCode(...head.slice(4, 8)))
  return isFtyp || isEbml || isQuickTime
}

export type VideoUploadEvents = {
  onProgress(sent: number, total: number): void
  onDone(videoId: string): void
  onError(message: string): void
}

/** What the server said of a refused upload, in its words when it gave them. */
function refusalOf(error: Error): string {
  const response = (error as tus.DetailedError).originalResponse
  const status = response?.getStatus()
  if (!response || !status) {
    return appWords(
      defineMessage({
        id: 'app.videoUpload.connectionLost',
        defaultMessage: 'The connection was lost and the upload could not go on. Choose the same file again to go on from where it stopped.',
      }),
    )
  }
  try {
    const body = JSON.parse(response.getBody()) as { message?: unknown }
    if (typeof body.message === 'string') return body.message
  } catch {
    // tus's own refusals are plain text
  }
  if (status === 413) return appWords(defineMessage({ id: 'app.videoUpload.tooLarge', defaultMessage: 'The file is larger than this site takes.' }))
  return appWords(defineMessage({ id: 'app.videoUpload.refused', defaultMessage: 'The upload was refused ({status}).' }), { status: String(status) })
}

/**
 * Sends a video through tus in 16 MiB requests. A dropped connection is tried again on its own
 * (after 1, 3, 5, 10 and 20 s), going on from the last byte the server kept; the browser remembers
 * the upload, so choosing the same file again after closing the page goes on too.
 */
export function startVideoUpload(file: File, options: { brandId: string; siteId: string; title: string; token: string | null }, events: VideoUploadEvents) {
  const upload = new tus.Upload(file, {
    endpoint: `${config.apiBase}/brands/${encodeURIComponent(options.brandId)}/videos/uploads`,
    chunkSize: 16 * 1024 * 1024,
    retryDelays: [1000, 3000, 5000, 10_000, 20_000],
    removeFingerprintOnSuccess: true,
    headers: options.token ? { Authorization: `Bearer ${options.token}` } : {},
    metadata: { title: options.title, site_id: options.siteId, filename: file.name },
    onProgress: (sent, total) => events.onProgress(sent, total),
    onSuccess: ({ lastResponse }) => {
      const videoId = lastResponse.getHeader('Marque-Video-Id')
      if (videoId) events.onDone(videoId)
      else
        events.onError(
          appWords(defineMessage({ id: 'app.videoUpload.noVideoId', defaultMessage: 'The upload finished, but the server did not say which video it became. Reload the list.' })),
        )
    },
    onError: (error) => events.onError(refusalOf(error)),
    // A refusal (a file that is not a video, too large, not allowed) is final; only lost connections and busy servers are tried again.
    onShouldRetry: (error) => {
      const status = (error as tus.DetailedError).originalResponse?.getStatus() ?? 0
      return status === 0 || status === 409 || status === 423 || status >= 500
    },
  })
  // Going on with an earlier upload of the same file, when the browser has one.
  void upload.findPreviousUploads().then((previous) => {
    if (previous[0]) upload.resumeFromPreviousUpload(previous[0])
    upload.start()
  })
  return {
    pause: () => void upload.abort(),
    resume: () => upload.start(),
    cancel: () => void upload.abort(true),
  }
}
