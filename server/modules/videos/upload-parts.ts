import { Readable, Transform } from 'node:stream'
import { DataStore, ERRORS, Upload } from '@tus/server'
import type { FileStore } from '../../files/file-store'

/** What is kept of an upload besides its bytes. */
type UploadInfo = { id: string; size?: number; metadata?: Record<string, string | null>; creation_date?: string }

const folderOf = (id: string) => `videos-incoming/${id}/`
const infoKeyOf = (id: string) => `videos-incoming/${id}/upload.json`
/** Each request's bytes are one part, named by the offset it starts at (13 digits: up to 9 TB in order). */
const partKeyOf = (id: string, offset: number) => `videos-incoming/${id}/part-${String(offset).padStart(13, '0')}`
const partOffset = /\/part-(\d{13})$/

/**
 * tus's store for video uploads, kept in the file store (`videos-incoming/{uploadId}/`), so that
 * any process reaches any upload: the next chunk of an upload begun on one machine may arrive at
 * another. Each PATCH request's bytes are written as one part, whole or not at all (a request cut
 * off is sent again from the last whole part: at most one chunk, 16 MiB in the app); the upload's
 * offset is the length of its parts that follow each other from the first byte.
 */
export class UploadParts extends DataStore {
  constructor(
    private readonly files: FileStore,
    private readonly expirationMs: number,
  ) {
    super()
    this.extensions = ['creation', 'creation-with-upload', 'termination', 'expiration']
  }

  override async create(upload: Upload): Promise<Upload> {
    const info: UploadInfo = { id: upload.id, size: upload.size, metadata: upload.metadata, creation_date: upload.creation_date }
    await this.files.put(infoKeyOf(upload.id), Buffer.from(JSON.stringify(info)), { contentType: 'application/json' })
    return upload
  }

  private async info(id: string): Promise<UploadInfo> {
    if (!/^[0-9a-f]{32}$/.test(id)) throw ERRORS.FILE_NOT_FOUND
    const bytes = await this.files.read(infoKeyOf(id))
    if (!bytes) throw ERRORS.FILE_NOT_FOUND
    return JSON.parse(bytes.toString('utf8')) as UploadInfo
  }

  /** The parts that follow each other from the first byte, in order. */
  private async parts(id: string): Promise<{ key: string; offset: number; size: number }[]> {
    const found: { key: string; offset: number; size: number }[] = []
    for await (const file of this.files.list(folderOf(id))) {
      const offset = partOffset.exec(file.key)
      if (offset) found.push({ key: file.key, offset: Number(offset[1]), size: file.size })
    }
    const following: typeof found = []
    let next = 0
    for (const part of found.sort((a, b) => a.offset - b.offset)) {
      if (part.offset !== next) break
      following.push(part)
      next += part.size
    }
    return following
  }

  override async getUpload(id: string): Promise<Upload> {
    const info = await this.info(id)
    const offset = (await this.parts(id)).reduce((total, part) => total + part.size, 0)
    return new Upload({ id, size: info.size, offset, metadata: info.metadata ?? undefined, creation_date: info.creation_date })
  }

  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    let received = 0
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length
        done(null, chunk)
      },
    })
    stream.on('error', (error) => counted.destroy(error))
    try {
      await this.files.put(partKeyOf(id, offset), stream.pipe(counted))
    } catch {
      throw ERRORS.FILE_WRITE_ERROR
    }
    if (received === 0) await this.files.remove(partKeyOf(id, offset))
    return offset + received
  }

  override async remove(id: string): Promise<void> {
    await this.info(id)
    await this.files.removeAll(folderOf(id))
  }

  override async declareUploadLength(id: string, length: number): Promise<void> {
    const info = await this.info(id)
    await this.files.put(infoKeyOf(id), Buffer.from(JSON.stringify({ ...info, size: length })), { contentType: 'application/json' })
  }

  override getExpiration(): number {
    return this.expirationMs
  }

  /** Removes the uploads whose last byte came longer ago than the expiration; how many. */
  override async deleteExpired(): Promise<number> {
    const latest = new Map<string, Date>()
    for await (const file of this.files.list('videos-incoming/')) {
      const id = file.key.split('/')[1]!
      const seen = latest.get(id)
      if (!seen || file.modified > seen) latest.set(id, file.modified)
    }
    const before = Date.now() - this.expirationMs
    const expired = [...latest].filter(([, modified]) => modified.getTime() < before).map(([id]) => id)
    for (const id of expired) await this.files.removeAll(folderOf(id))
    return expired.length
  }

  /** The whole upload, its parts one after the other. */
  read(id: string): Readable {
    const { files } = this
    const parts = () => this.parts(id)
    return Readable.from(
      (async function* () {
        for (const part of await parts()) {
          const file = await files.open(part.key)
          if (!file) throw new Error(`A part of upload ${id} is gone`)
          yield* file.stream()
        }
      })(),
    )
  }

  /** The upload's first bytes (what its type is read from). */
  async firstBytes(id: string, count: number): Promise<Buffer> {
    const taken: Buffer[] = []
    let length = 0
    const whole = this.read(id)
    for await (const chunk of whole as AsyncIterable<Buffer>) {
      taken.push(chunk)
      length += chunk.length
      if (length >= count) break
    }
    whole.destroy()
    return Buffer.concat(taken).subarray(0, count)
  }
}
