import { defineMessage } from 'react-intl'
import { appWords } from '../words/app-words'

/** How an upload is going, in the words the Videos screen shows. */
export type UploadProgress = { sent: number; total: number; bytesPerSecond: number | null }


/**
 * The speed of an upload from the samples of the last 10 seconds (bytes sent at a time), so a
 * connection that slows down shows it soon, and a resumed upload is not counted from zero.
 */
export function uploadSpeed(samples: readonly { at: number; sent: number }[]): number | null {
  const last = samples.at(-1)
  if (!last) return null
  const first = samples.find((sample) => last.at - sample.at <= 10_000) ?? last
  const seconds = (last.at - first.at) / 1000
  return seconds >= 1 ? (last.sent - first.sent) / seconds : null
}

/** "About 3 minutes left", once the speed is known, in the language the app is drawn in. */
export function timeLeftWords(progress: UploadProgress): string {
  if (progress.sent >= progress.total) return appWords(defineMessage({ id: 'app.upload.almostDone', defaultMessage: 'Almost done' }))
  if (!progress.bytesPerSecond || progress.bytesPerSecond <= 0) return appWords(defineMessage({ id: 'app.upload.workingOut', defaultMessage: 'Working out the time left…' }))
  const seconds = Math.ceil((progress.total - progress.sent) / progress.bytesPerSecond)
  if (seconds < 60) return appWords(defineMessage({ id: 'app.upload.secondsLeft', defaultMessage: '{seconds, plural, one {About # second left} other {About # seconds left}}' }), { seconds })
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return appWords(defineMessage({ id: 'app.upload.minutesLeft', defaultMessage: '{minutes, plural, one {About # minute left} other {About # minutes left}}' }), { minutes })
  const hours = Math.floor(minutes / 60)
  return appWords(defineMessage({ id: 'app.upload.hoursLeft', defaultMessage: 'About {hours} h {minutes} min left' }), { hours, minutes: minutes % 60 })
}

