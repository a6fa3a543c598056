import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DiskFileStore } from '../../../server/files/disk-file-store'
import type { FileStore } from '../../../server/files/file-store'
import { S3FileStore } from '../../../server/files/s3-file-store'
import { startS3, type TestS3 } from '../../support/s3-server'

/** A body that sends `chunks` and then fails, as a dropped connection does. */
function failingBody(chunks: Buffer[]): Readable {
  return Readable.from(
    (async function* () {
      for (const chunk of chunks) yield chunk
      throw new Error('the connection was lost')
    })(),
  )
}

const keysOf = async (files: FileStore, prefix: string) => {
  const keys: string[] = []
  for await (const file of files.list(prefix)) keys.push(file.key)
  return keys
}

/** The same contract, held by each kind of store: the disk (the default) and S3-compatible object storage. */
describe.each(['disk', 's3'] as const)('the file store on %s', (kind) => {
  let files: FileStore
  let s3: TestS3 | undefined
  let dataDir: string
  let workDir: string

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'marque-files-'))
    workDir = path.join(dataDir, 'work')
    if (kind === 'disk') files = new DiskFileStore(dataDir)
    else {
      // Under a prefix in the bucket, as a bucket shared with other things is used.
      s3 = await startS3({ prefix: 'marque/' })
      files = new S3FileStore(s3.settings)
    }
  })
  afterAll(async () => {
    await files.close()
    await s3?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('keeps what is put, byte for byte, and reads any range of it', async () => {
    const bytes = randomBytes(70_000)
    await files.put('uploads/a-photo.jpg', bytes, { contentType: 'image/jpeg' })
    expect(await files.read('uploads/a-photo.jpg')).toEqual(bytes)
    const opened = (await files.open('uploads/a-photo.jpg'))!
    expect(opened.size).toBe(70_000)
    expect(Math.abs(opened.modified.getTime() - Date.now())).toBeLessThan(60_000)
    expect(await buffer(opened.stream())).toEqual(bytes)
    // Both ends included, as HTTP's Range names them.
    expect(await buffer(opened.stream({ start: 0, end: 1 }))).toEqual(bytes.subarray(0, 2))
    expect(await buffer(opened.stream({ start: 1000, end: 1999 }))).toEqual(bytes.subarray(1000, 2000))
    expect(await buffer(opened.stream({ start: 69_990, end: 69_999 }))).toEqual(bytes.subarray(69_990))
    // What is not there is null, not an error.
    expect(await files.open('uploads/never-put.jpg')).toBeNull()
    expect(await files.read('uploads/never-put.jpg')).toBeNull()
  })

  it('takes a stream larger than one part of a multipart upload whole', async () => {
    // 9 MiB in uneven pieces: two parts of S3's multipart upload (8 MiB each).
    const pieces = Array.from({ length: 9 }, (_, index) => randomBytes(1024 * 1024 + index))
    await files.put('videos/source-of-a-big-one', Readable.from(pieces))
    const kept = (await files.open('videos/source-of-a-big-one'))!
    const whole = Buffer.concat(pieces)
    expect(kept.size).toBe(whole.length)
    expect(await buffer(kept.stream({ start: 8 * 1024 * 1024 - 5, end: 8 * 1024 * 1024 + 4 }))).toEqual(whole.subarray(8 * 1024 * 1024 - 5, 8 * 1024 * 1024 + 5))
    expect((await buffer(kept.stream())).equals(whole)).toBe(true)
  })

  it('leaves nothing visible of a put that fails, and the file it would have replaced as it was', async () => {
    await expect(files.put('uploads/cut-short.jpg', failingBody([randomBytes(10_000)]))).rejects.toThrow()
    expect(await files.open('uploads/cut-short.jpg')).toBeNull()
    // Failing after more than a part has gone up.
    await expect(files.put('videos/cut-short-big', failingBody(Array.from({ length: 9 }, () => randomBytes(1024 * 1024))))).rejects.toThrow()
    expect(await files.open('videos/cut-short-big')).toBeNull()

    const before = randomBytes(5000)
    await files.put('uploads/kept.png', before)
    await expect(files.put('uploads/kept.png', failingBody([randomBytes(3000)]))).rejects.toThrow()
    expect(await files.read('uploads/kept.png')).toEqual(before)
    // Nothing half-written is ever listed.
    expect((await keysOf(files, 'uploads/')).filter((key) => key.includes('cut-short') || key.includes('part'))).toEqual([])
  })

  it('lists by prefix at any depth, in key order, and removes one file or everything under a folder', async () => {
    const put = (key: string, size: number) => files.put(key, randomBytes(size))
    await put('videos/7c9e6679-7425-40de-944b-e07fc1f90ae7/hls/720p/seg-00001.ts', 30)
    await put('videos/7c9e6679-7425-40de-944b-e07fc1f90ae7/hls/720p/index.m3u8', 20)
    await put('videos/7c9e6679-7425-40de-944b-e07fc1f90ae7/poster.jpg', 10)
    await put('videos/7c9e6679-7425-40de-944b-e07fc1f90ae8/poster.jpg', 11)
    const listed: { key: string; size: number }[] = []
    for await (const file of files.list('videos/7c9e6679-7425-40de-944b-e07fc1f90ae7/')) listed.push({ key: file.key, size: file.size })
    expect(listed).toEqual([
      { key: 'videos/7c9e6679-7425-40de-944b-e07fc1f90ae7/hls/720p/index.m3u8', size: 20 },
      { key: 'videos/7c9e6679-7425-40de-944b-e07fc1f90ae7/hls/720p/seg-00001.ts', size: 30 },
      { key: 'videos/7c9e6679-7425-40de-944b-e07fc1f90ae7/poster.jpg', size: 10 },
    ])
    // A prefix that is the start of names, not a folder.
    expect(await keysOf(files, 'videos/7c9e6679-7425-40de-944b-e07fc1f90ae')).toHaveLength(4)

    await files.remove('videos/7c9e6679-7425-40de-944b-e07fc1f90ae7/poster.jpg')
    await files.remove('videos/7c9e6679-7425-40de-944b-e07fc1f90ae7/poster.jpg')
    await files.removeAll('videos/7c9e6679-7425-40de-944b-e07fc1f90ae7/hls/')
    expect(await keysOf(files, 'videos/7c9e6679-7425-40de-944b-e07fc1f90ae7/')).toEqual([])
    expect(await keysOf(files, 'videos/7c9e6679-7425-40de-944b-e07fc1f90ae8/')).toEqual(['videos/7c9e6679-7425-40de-944b-e07fc1f90ae8/poster.jpg'])
    await files.removeAll('videos/7c9e6679-7425-40de-944b-e07fc1f90ae8/')
    expect(await keysOf(files, 'videos/7c9e6679-7425-40de-944b-e07fc1f90ae8/')).toEqual([])
  })

  it('gives ffmpeg a copy on this disk, and refuses a key that could leave the store', async () => {
    const bytes = randomBytes(4096)
    await files.put('videos/8c9e6679-7425-40de-944b-e07fc1f90ae7/source', bytes)
    const copy = await files.localCopy('videos/8c9e6679-7425-40de-944b-e07fc1f90ae7/source', workDir)
    expect(await readFile(copy.path)).toEqual(bytes)
    await copy.release()
    // The disk's copy is the file itself; another store's is removed once released.
    if (kind === 's3') await expect(stat(copy.path)).rejects.toThrow()
    else expect(await readFile(copy.path)).toEqual(bytes)

    for (const key of ['../outside', 'uploads/../../etc/passwd', '/absolute', 'uploads/.hidden', '']) {
      await expect(files.put(key, bytes)).rejects.toThrow('Invalid file key')
    }
  })

  it('signs an address that reads the file without the server where the store can, for a short time', async () => {
    const bytes = randomBytes(2048)
    await files.put('uploads/signed.pdf', bytes, { contentType: 'application/pdf' })
    const url = await files.signedUrl('uploads/signed.pdf', 60)
    if (kind === 'disk') {
      expect(url).toBeNull()
      return
    }
    const answer = await fetch(url!)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(bytes)
    // Signed for the time asked, by the store's key.
    const signed = new URL(url!).searchParams
    expect(signed.get('X-Amz-Expires')).toBe('60')
    expect(signed.get('X-Amz-Credential')).toMatch(/^S3RVER\//)
    expect(signed.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/)
  })
})
