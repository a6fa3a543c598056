import fs from 'node:fs/promises'

/** How long a file's version is trusted before the disk is asked again. */
const recheckAfterMs = 1000

/**
 * A file of the build as the server uses it (prepared once per version of the file), read again
 * when the file changes, so a new build copied into place is served without a restart. The file's
 * time is looked at no more than once a second: the hot pages (a card, the landing) are answered
 * without a call to the disk, and a new build is served within a second. A read or preparation
 * that fails is not kept: the next call tries again.
 */
export function builtFile<T>(filePath: string, prepare: (text: string) => T | Promise<T>): () => Promise<T> {
  let file: { mtimeMs: number; value: Promise<T>; checkedAt: number } | null = null
  return async () => {
    const now = performance.now()
    if (file && now - file.checkedAt < recheckAfterMs) return file.value
    const { mtimeMs } = await fs.stat(filePath)
    if (file?.mtimeMs !== mtimeMs) {
      const value = fs.readFile(filePath, 'utf8').then(prepare)
      const current = { mtimeMs, value, checkedAt: now }
      file = current
      value.catch(() => {
        if (file === current) file = null
      })
    } else {
      file.checkedAt = now
    }
    return file.value
  }
}
