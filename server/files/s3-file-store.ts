import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { checkedKey, type ByteRange, type FileStore, type ListedFile, type StoredFile } from './file-store'

/** Where the files are kept in S3-compatible object storage (config.files when S3_BUCKET is set). */
export type S3Settings = {
  bucket: string
  /** Every key is kept under this one in the bucket ('' or a folder such as `marque/`). */
  prefix: string
  /** The server's address (MinIO, R2, Garage…); unset: AWS's for the region. */
  endpoint: string | undefined
  region: string
  /** `bucket` as the address's path rather than its host name (MinIO and most servers of one's own). */
  forcePathStyle: boolean
  /** Unset: the SDK's own (the environment's AWS_* variables, the machine's role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined
}

/** Parts of a file streamed in: 8 MiB, two sent at a time (S3's smallest part is 5 MiB). */
const partSize = 8 * 1024 * 1024

const notThere = (error: unknown) => {
  const { name, $metadata } = error as { name?: unknown; $metadata?: { httpStatusCode?: number } }
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404
}

/**
 * Files in an S3-compatible bucket through `@aws-sdk/client-s3`. A put of a buffer is one request;
 * a stream goes up in parts (multipart upload) and becomes visible only when the last part is in, so
 * a put that fails leaves nothing under its key. Reads ask for the range they need.
 */
export class S3FileStore implements FileStore {
  readonly kind = 's3'
  readonly location: string
  private readonly client: S3Client

  constructor(private readonly settings: S3Settings) {
    this.location = `s3://${settings.bucket}/${settings.prefix}${settings.endpoint ? ` at ${new URL(settings.endpoint).origin}` : ''}`
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Checksums only where the operation needs one: servers other than AWS's do not all know the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    })
  }

  private keyOf(key: string): string {
    return `${this.settings.prefix}${checkedKey(key)}`
  }

  async put(key: string, body: Buffer | Readable, options: { contentType?: string; sha256?: string } = {}): Promise<void> {
    const target = {
      Bucket: this.settings.bucket,
      Key: this.keyOf(key),
      ContentType: options.contentType,
      Metadata: options.sha256 ? { sha256: options.sha256 } : undefined,
    }
    if (Buffer.isBuffer(body)) {
      await this.client.send(new PutObjectCommand({ ...target, Body: body, ContentLength: body.length }))
      return
    }
    await new Upload({ client: this.client, params: { ...target, Body: body }, partSize, queueSize: 2, leavePartsOnError: false }).done()
  }

  async open(key: string): Promise<StoredFile | null> {
    const target = { Bucket: this.settings.bucket, Key: this.keyOf(key) }
    let head
    try {
      head = await this.client.send(new HeadObjectCommand(target))
    } catch (error) {
      if (notThere(error)) return null
      throw error
    }
    const { client } = this
    return {
      size: head.ContentLength ?? 0,
      modified: head.LastModified ?? new Date(0),
      sha256: head.Metadata?.sha256,
      stream: (range?: ByteRange) =>
        Readable.from(
          (async function* () {
            const answer = await client.send(new GetObjectCommand({ ...target, Range: range ? `bytes=${range.start}-${range.end}` : undefined }))
            yield* answer.Body as Readable
          })(),
        ),
    }
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }))
      return Buffer.from(await answer.Body!.transformToByteArray())
    } catch (error) {
      if (notThere(error)) return null
      throw error
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }))
  }

  /** One DELETE per file, eight at a time: every S3-compatible server knows it (not all know DeleteObjects' checksums). */
  async removeAll(prefix: string): Promise<void> {
    const keys: string[] = []
    for await (const file of this.list(prefix)) keys.push(file.key)
    for (let at = 0; at < keys.length; at += 8) await Promise.all(keys.slice(at, at + 8).map((key) => this.remove(key)))
  }

  async *list(prefix: string): AsyncIterable<ListedFile> {
    const from = `${this.settings.prefix}${prefix === '' ? '' : checkedKey(prefix)}`
    let token: string | undefined
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: from, ContinuationToken: token }))
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key.slice(this.settings.prefix.length), size: object.Size ?? 0, modified: object.LastModified ?? new Date(0) }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
  }

  signedUrl(key: string, seconds: number): Promise<string> {
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }), { expiresIn: seconds })
  }

  async localCopy(key: string, workDir: string) {
    const file = await this.open(key)
    if (!file) throw Object.assign(new Error(`No such file: ${key}`), { code: 'ENOENT' })
    await fs.mkdir(workDir, { recursive: true })
    const local = path.join(workDir, `${randomUUID()}-${path.posix.basename(key)}`)
    await pipeline(file.stream(), createWriteStream(local)).catch(async (error: unknown) => {
      await fs.rm(local, { force: true })
      throw error
    })
    return { path: local, release: () => fs.rm(local, { force: true }) }
  }

  async close(): Promise<void> {
    this.client.destroy()
  }
}
