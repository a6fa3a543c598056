import fs from 'node:fs/promises'

/**
 * A file of the build as the server uses it (prepared once per version of the file), read again
 * when the file changes, so a new build copied into place is served without a restart. A read or
 * preparation that fails is not kept: the next call tries again.
 */
export function builtFile<T>(filePath: string, prepare: (text: string) => T | Promise<T>): () => Promise<T> {
  let file: { mtimeMs: number; value: Promise<T> } | null = null
  return async () => {
    const { mtimeMs } = await fs.stat(filePath)
    if (file?.mtimeMs !== mtimeMs) {
      const value = fs.readFile(filePath, 'utf8').then(prepare)
      const current = { mtimeMs, value }
      file = current
      value.catch(() => {
        if (file === current) file = null
      })
    }
    return file.value
  }
}
