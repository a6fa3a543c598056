import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'

/** A byte range of a file, both ends included, as HTTP's Range header names it. */
export type ByteRange = { start: number; end: number }

/**
 * Where a video's files live, by key: `{videoId}/source`, `{videoId}/hls/720p/seg-00001.ts`,
 * `{videoId}/poster.jpg`. Everything else in the app reaches the files through this interface, so
 * moving them to S3-compatible object storage is one more file that implements it (docs/video.md).
 */
export interface VideoStorage {
  /** Takes in a finished file from this machine's disk; the local file is gone afterwards. */
  putFile(key: string, localPath: string): Promise<void>
  /** Writes a small file (a caption track) whole. */
  write(key: string, bytes: Buffer): Promise<void>
  /** Takes in every file under a local folder, keyed under `prefix`; the folder is gone afterwards. */
  putFolder(prefix: string, localFolder: string): Promise<void>
  /** The file's size and a way to stream it (or a range of it, once the size has told which), or null when there is none. */
  open(key: string): Promise<{ size: number; stream(range?: ByteRange): Readable } | null>
  /** A path on this machine to read the file from (ffmpeg's input), and what to call when done with it. */
  localCopy(key: string): Promise<{ path: string; release(): Promise<void> }>
  /** Removes a file, or every file under a prefix (a video's id), if any. */
  removeAll(prefix: string): Promise<void>
  /** The ids of the videos that have files, of those whose files were last changed before `before`. */
  videoIdsStoredBefore(before: Date): Promise<string[]>
}

/** What the videos' routes and transcoding job are given besides the app's context. */
export type VideoFiles = { videoStorage: VideoStorage }

const keyPattern = /^[0-9a-f-]{36}(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/

/** The files on this machine's disk, in DATA_DIR/videos: the default. */
export class DiskVideoStorage implements VideoStorage {
  constructor(readonly dir: string) {}

  private pathOf(key: string): string {
    // Keys are made by the app; none may climb out of the folder.
    if (!keyPattern.test(key) || key.includes('..')) throw new Error(`Invalid video storage key: ${key}`)
    return path.join(this.dir, key)
  }

  async putFile(key: string, localPath: string): Promise<void> {
    const target = this.pathOf(key)
    await fs.mkdir(path.dirname(target), { recursive: true })
    try {
      await fs.rename(localPath, target)
    } catch (error) {
      // Another disk: copied, then the local file removed.
      if ((error as { code?: unknown }).code !== 'EXDEV') throw error
      await fs.copyFile(localPath, target)
      await fs.rm(localPath, { force: true })
    }
  }

  async write(key: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(key)
    await fs.mkdir(path.dirname(target), { recursive: true })
    // Written whole, then renamed: a reader never sees half a file.
    const temp = `${target}.${process.pid}.part`
    await fs.writeFile(temp, bytes)
    await fs.rename(temp, target)
  }

  async putFolder(prefix: string, localFolder: string): Promise<void> {
    const target = this.pathOf(prefix)
    await fs.rm(target, { recursive: true, force: true })
    await fs.mkdir(path.dirname(target), { recursive: true })
    try {
      await fs.rename(localFolder, target)
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'EXDEV') throw error
      await fs.cp(localFolder, target, { recursive: true })
      await fs.rm(localFolder, { recursive: true, force: true })
    }
  }

  async open(key: string) {
    const file = this.pathOf(key)
    let size: number
    try {
      const stat = await fs.stat(file)
      if (!stat.isFile()) return null
      size = stat.size
    } catch (error) {
      if ((error as { code?: unknown }).code === 'ENOENT') return null
      throw error
    }
    return { size, stream: (range?: ByteRange) => createReadStream(file, range ? { start: range.start, end: range.end } : {}) }
  }

  async localCopy(key: string) {
    return { path: this.pathOf(key), release: async () => {} }
  }

  async removeAll(prefix: string): Promise<void> {
    await fs.rm(this.pathOf(prefix), { recursive: true, force: true })
  }

  async videoIdsStoredBefore(before: Date): Promise<string[]> {
    const entries = await fs.readdir(this.dir, { withFileTypes: true }).catch(() => [])
    const ids: string[] = []
    for (const entry of entries) {
      if (!entry.isDirectory() || !keyPattern.test(entry.name)) continue
      const stat = await fs.stat(path.join(this.dir, entry.name)).catch(() => null)
      if (stat && stat.mtime < before) ids.push(entry.name)
    }
    return ids
  }
}
