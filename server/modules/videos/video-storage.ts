import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import type { Locker } from '@tus/server'
import type { FileStore, StoredFile } from '../../files/file-store'

const keyPattern = /^[0-9a-f-]{36}(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/

/**
 * A video's files, by key below its id: `{videoId}/source`, `{videoId}/hls/720p/seg-00001.ts`,
 * `{videoId}/poster.jpg`, kept under `videos/` in the file store (DATA_DIR/videos on the disk, or
 * the bucket). ffmpeg reads and writes files on this machine: `localCopy` gives it the source,
 * `putFile` and `putFolder` take in what it made, so a transcoding job runs on any machine.
 */
export class VideoStorage {
  constructor(
    private readonly files: FileStore,
    /** Where a copy of a file is made for ffmpeg when the store is not this disk. */
    private readonly workDir: string,
  ) {}

  private keyOf(key: string): string {
    // Keys are made by the app; none may climb out of a video's files.
    if (!keyPattern.test(key) || key.includes('..')) throw new Error(`Invalid video storage key: ${key}`)
    return `videos/${key}`
  }

  /** Takes in a finished file from this machine's disk; the local file is gone afterwards. */
  async putFile(key: string, localPath: string): Promise<void> {
    await this.files.put(this.keyOf(key), createReadStream(localPath))
    await fs.rm(localPath, { force: true })
  }

  /** Writes a file from a stream (an upload's parts), whole or not at all. */
  putStream(key: string, body: Readable): Promise<void> {
    return this.files.put(this.keyOf(key), body)
  }

  /** Writes a small file (a caption track) whole. */
  write(key: string, bytes: Buffer): Promise<void> {
    return this.files.put(this.keyOf(key), bytes)
  }

  /** Takes in every file under a local folder, keyed under `prefix` (what was there before is replaced); the folder is gone afterwards. */
  async putFolder(prefix: string, localFolder: string): Promise<void> {
    await this.files.removeAll(`${this.keyOf(prefix)}/`)
    const names = (await fs.readdir(localFolder, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile())
    for (const entry of names) {
      const local = path.join(entry.parentPath, entry.name)
      await this.files.put(this.keyOf(`${prefix}/${path.relative(localFolder, local).split(path.sep).join('/')}`), createReadStream(local))
    }
    await fs.rm(localFolder, { recursive: true, force: true })
  }

  /** The file, or null when there is none. */
  open(key: string): Promise<StoredFile | null> {
    return this.files.open(this.keyOf(key))
  }

  /** A path on this machine to read the file from (ffmpeg's input), and what to call when done with it. */
  localCopy(key: string): Promise<{ path: string; release(): Promise<void> }> {
    return this.files.localCopy(this.keyOf(key), this.workDir)
  }

  /** Removes a file, or every file under a prefix (a video's id), if any. */
  async removeAll(prefix: string): Promise<void> {
    const key = this.keyOf(prefix)
    await Promise.all([this.files.remove(key), this.files.removeAll(`${key}/`)])
  }

  /** The ids of the videos that have files, of those whose files were all last written before `before`. */
  async videoIdsStoredBefore(before: Date): Promise<string[]> {
    const latest = new Map<string, Date>()
    for await (const file of this.files.list('videos/')) {
      const id = file.key.split('/')[1]!
      if (!keyPattern.test(id)) continue
      const seen = latest.get(id)
      if (!seen || file.modified > seen) latest.set(id, file.modified)
    }
    return [...latest].filter(([, modified]) => modified < before).map(([id]) => id)
  }
}

/** What the videos' routes and transcoding job are given besides the app's context. */
export type VideoFiles = { videoStorage: VideoStorage; uploadLocker: Locker }
