import type { Readable } from 'node:stream'

/** A byte range of a file, both ends included, as HTTP's Range header names it. */
export type ByteRange = { start: number; end: number }

/**
 * A kept file, opened: its size and when it was last written, and a way to read it or a range of it;
 * `sha256` is the checksum given to its put, where the store keeps one (S3's metadata; the disk keeps none).
 */
export type StoredFile = { size: number; modified: Date; sha256?: string; stream(range?: ByteRange): Readable }

/** One file under a prefix, as listing finds it. */
export type ListedFile = { key: string; size: number; modified: Date }

/**
 * Where every file of the app is kept, by key: `uploads/{id}.jpg`, `uploads/renditions/…`,
 * `videos/{videoId}/hls/720p/seg-00001.ts`, `videos-incoming/{uploadId}/…`. Two kinds: the local
 * disk (DATA_DIR, the default) and S3-compatible object storage (S3_BUCKET and its settings), chosen
 * by configuration (server/files/open-file-store.ts). Who may read a file is decided by the routes
 * before a file is opened; the store knows nothing of brands or people.
 */
export interface FileStore {
  /** `disk` or `s3`, and where, for the operator's messages (never a secret). */
  readonly kind: 'disk' | 's3'
  readonly location: string
  /**
   * Writes a file whole: until the body has been kept entire, nothing of it is visible, and a failed
   * put leaves nothing. `sha256` (hex) is kept with the file where the store can, so that copying
   * the files again (server/files/copy-files.ts) knows a copy it made from its metadata alone.
   */
  put(key: string, body: Buffer | Readable, options?: { contentType?: string; sha256?: string }): Promise<void>
  /** The file, or null when there is none. */
  open(key: string): Promise<StoredFile | null>
  /** The whole file in memory (small files only: images, captions), or null when there is none. */
  read(key: string): Promise<Buffer | null>
  /** Removes one file; one already gone is no error. */
  remove(key: string): Promise<void>
  /** Removes every file whose key starts with `prefix` (a folder: ends with `/`, or a whole key). */
  removeAll(prefix: string): Promise<void>
  /** Every file whose key starts with `prefix`, at any depth, in key order. */
  list(prefix: string): AsyncIterable<ListedFile>
  /** An address that reads the file without the server for `seconds`, where the store can sign one (S3); null on the disk. */
  signedUrl(key: string, seconds: number): Promise<string | null>
  /** A path on this machine to give a program that reads files (ffmpeg), and what to call when done with it. */
  localCopy(key: string, workDir: string): Promise<{ path: string; release(): Promise<void> }>
  /** Releases connections. */
  close(): Promise<void>
}

const keyPattern = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*\/?$/

/** Keys are made by the app; none may climb out of the store's folder or begin with a dot (a file being written). */
export function checkedKey(key: string): string {
  if (!keyPattern.test(key) || key.split('/').includes('..')) throw new Error(`Invalid file key: ${key}`)
  return key
}
