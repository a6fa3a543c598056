/** How an upload is going, in the words the Videos screen shows. */
export type UploadProgress = { sent: number; total: number; bytesPerSecond: number | null }

const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)

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

/** "About 3 minutes left", once the speed is known. */
export function timeLeftWords(progress: UploadProgress): string {
  if (progress.sent >= progress.total) return 'Almost done'
  if (!progress.bytesPerSecond || progress.bytesPerSecond <= 0) return 'Working out the time left…'
  const seconds = Math.ceil((progress.total - progress.sent) / progress.bytesPerSecond)
  if (seconds < 60) return `About ${seconds} ${seconds === 1 ? 'second' : 'seconds'} left`
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return `About ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left`
  const hours = Math.floor(minutes / 60)
  return `About ${hours} h ${minutes % 60} min left`
}

/** "12.5 of 80 MiB (16 %)". */
export function sentWords(progress: UploadProgress): string {
  const percent = progress.total > 0 ? Math.floor((progress.sent / progress.total) * 100) : 0
  return `${mib(progress.sent)} of ${mib(progress.total)} MiB (${percent} %)`
}
