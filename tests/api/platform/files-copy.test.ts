import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DiskFileStore } from '../../../server/files/disk-file-store'
import type { FileStore } from '../../../server/files/file-store'
import { S3FileStore } from '../../../server/files/s3-file-store'
import { runOperatorCommand } from '../../helpers/marque-process'
import { startServer, type RunningServer } from '../../helpers/server'
import { signInThroughApi } from '../../helpers/sign-in'
import { startSmtp } from '../../helpers/smtp'
import { startS3 } from '../../support/s3-server'
import { makeClip, uploadVideo } from '../../support/video-fixtures'
import { waitFor } from '../../support/wait-for'

// Real operator commands (server/cli.ts, as `npm run marque` runs it) and real server processes,
// against an S3-compatible server started by the test. The first command may build the server first.
const slow = { timeout: 240_000 }

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function newDataDir(): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'marque-copy-'))
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
  return dataDir
}

async function newBucket() {
  // Under a prefix, as a bucket shared with other things is used.
  const s3 = await startS3({ prefix: 'marque/' })
  const bucket = new S3FileStore(s3.settings)
  cleanups.push(() => s3.stop(), () => bucket.close())
  return { s3, bucket }
}

const copyToS3 = (env: Record<string, string>) => runOperatorCommand(['files:copy', '--to', 's3'], env)

async function keysOf(files: FileStore, prefix = ''): Promise<string[]> {
  const keys: string[] = []
  for await (const file of files.list(prefix)) keys.push(file.key)
  return keys
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

describe('npm run marque -- files:copy --to s3', () => {
  it('copies every file of DATA_DIR into the bucket, checked; a run again copies only what is missing or differs, and the disk stays as it was', slow, async () => {
    const dataDir = await newDataDir()
    const disk = new DiskFileStore(dataDir)
    const { s3, bucket } = await newBucket()
    const photo = randomUUID()
    const videoId = randomUUID()
    const files: Record<string, Buffer> = {
      [`uploads/${photo}.jpg`]: randomBytes(40_000),
      [`uploads/${randomUUID()}.png`]: randomBytes(12_345),
      [`uploads/renditions/${photo}-w480.jpg`]: randomBytes(9_000),
      [`videos/${videoId}/source`]: randomBytes(300_000),
      [`videos/${videoId}/hls/360p/index.m3u8`]: Buffer.from('#EXTM3U\n#EXT-X-VERSION:3\n#EXTINF:4.0,\nseg-00001.ts\n#EXT-X-ENDLIST\n'),
      [`videos/${videoId}/hls/360p/seg-00001.ts`]: randomBytes(65_000),
      [`videos/${videoId}/poster.jpg`]: randomBytes(7_000),
      // An upload of a video that had not finished: tus goes on with it from the bucket.
      [`videos-incoming/${randomBytes(16).toString('hex')}/upload.json`]: Buffer.from('{"id":"x","size":2000000}'),
    }
    for (const [key, bytes] of Object.entries(files)) await disk.put(key, bytes)
    // What DATA_DIR holds besides the app's files stays on this machine.
    await mkdir(path.join(dataDir, 'outbox'), { recursive: true })
    await writeFile(path.join(dataDir, 'outbox', 'a-mail.eml'), 'Subject: not a file of the app')
    const env = { DATA_DIR: dataDir, ...s3.env }
    const everyKey = Object.keys(files).sort()
    const totalMb = (Object.values(files).reduce((total, bytes) => total + bytes.length, 0) / 1_000_000).toFixed(1)

    const first = await copyToS3(env)
    expect(first.output).toContain(`Copied 8 files (${totalMb} MB), 0 already there, 0 failed`)
    expect(first.code).toBe(0)
    expect((await keysOf(bucket)).sort()).toEqual(everyKey)
    for (const [key, bytes] of Object.entries(files)) expect(sha256((await bucket.read(key))!), key).toBe(sha256(bytes))
    // Under the bucket's prefix, as the server reads them.
    expect(await keysOf(new S3FileStore({ ...s3.settings, prefix: '' }), 'marque/uploads/')).toHaveLength(3)
    // A photo keeps the type the app gives it, for an address signed to read it straight from the bucket.
    const signed = await fetch((await bucket.signedUrl(`uploads/${photo}.jpg`, 60))!)
    expect(signed.headers.get('content-type')).toBe('image/jpeg')
    const written = new Map<string, number>()
    for (const key of everyKey) written.set(key, (await bucket.open(key))!.modified.getTime())

    // S3 keeps when an object was written to the second: a copy made again would show.
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const again = await copyToS3(env)
    expect(again.output).toContain('Copied 0 files (0.0 MB), 8 already there, 0 failed')
    expect(again.code).toBe(0)
    for (const key of everyKey) expect((await bucket.open(key))!.modified.getTime(), key).toBe(written.get(key))

    // A photo changed on the disk since (the same size, other bytes), and a copy in the bucket
    // that is not the file (the same size, other bytes, as a put by something else would leave it).
    const changed = randomBytes(40_000)
    await disk.put(`uploads/${photo}.jpg`, changed)
    files[`uploads/${photo}.jpg`] = changed
    await bucket.put(`videos/${videoId}/hls/360p/seg-00001.ts`, randomBytes(65_000))
    const mended = await copyToS3(env)
    expect(mended.output).toContain('Copied 2 files (0.1 MB), 6 already there, 0 failed')
    expect(mended.code).toBe(0)
    for (const [key, bytes] of Object.entries(files)) expect(sha256((await bucket.read(key))!), key).toBe(sha256(bytes))
    for (const key of everyKey.filter((key) => key !== `uploads/${photo}.jpg` && !key.endsWith('seg-00001.ts'))) {
      expect((await bucket.open(key))!.modified.getTime(), key).toBe(written.get(key))
    }

    // A file the app could not have named fails alone; the others are still checked, and the command says it failed.
    await writeFile(path.join(dataDir, 'uploads', 'not the app’s.jpg'), 'x')
    const failing = await copyToS3(env)
    expect(failing.output).toContain('Failed: uploads/not the app’s.jpg: Invalid file key')
    expect(failing.output).toContain('Copied 0 files (0.0 MB), 8 already there, 1 failed')
    expect(failing.code).toBe(1)

    // Nothing was taken from the disk.
    for (const [key, bytes] of Object.entries(files)) expect(sha256((await disk.read(key))!), key).toBe(sha256(bytes))
    expect(await readFile(path.join(dataDir, 'outbox', 'a-mail.eml'), 'utf8')).toBe('Subject: not a file of the app')
  })

  it('names what is missing: S3_BUCKET when it is not set, --to when it is not s3', slow, async () => {
    const dataDir = await newDataDir()
    const unset = await copyToS3({ DATA_DIR: dataDir })
    expect(unset.code).toBe(1)
    expect(unset.output).toContain('files:copy --to s3: S3_BUCKET is not set')
    const elsewhere = await runOperatorCommand(['files:copy', '--to', 'disk'], { DATA_DIR: dataDir, S3_BUCKET: 'marque-files' })
    expect(elsewhere.code).toBe(1)
    expect(elsewhere.output).toContain('--to: files:copy copies to S3-compatible object storage only')
    const bare = await runOperatorCommand(['files:copy'], { DATA_DIR: dataDir, S3_BUCKET: 'marque-files' })
    expect(bare.code).toBe(1)
    expect(bare.output).toContain('--to:')
  })

  it('moves a running deployment: copied beside the server on the embedded database, again once it stopped, then its photos and videos served from the bucket with the disk folders gone', slow, async () => {
    const dataDir = await newDataDir()
    const { s3, bucket } = await newBucket()
    // A stand-in for the built app, so the server starts without building it.
    const staticDir = await mkdtemp(path.join(os.tmpdir(), 'marque-static-'))
    cleanups.push(() => rm(staticDir, { recursive: true, force: true }))
    await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Marque</title>')
    const servers: RunningServer[] = []
    cleanups.push(async () => {
      for (const server of servers) await server.stop()
    })
    const serve = async (env: Record<string, string> = {}) => {
      const server = await startServer({ dataDir, env: { STATIC_DIR: staticDir, ...env } })
      servers.push(server)
      return server
    }
    const demoPhoto = async (server: RunningServer) => {
      const card = (await (await fetch(`http://127.0.0.1:${server.port}/api/vcards/demo`)).json()) as { photo: string | null }
      expect(card.photo).toMatch(/^\/uploads\/[0-9a-f-]{36}$/)
      const answer = await fetch(`http://127.0.0.1:${server.port}${card.photo}`)
      expect(answer.status).toBe(200)
      return { address: card.photo, bytes: Buffer.from(await answer.arrayBuffer()) }
    }

    // A new DATA_DIR: the server seeds the demo sites and writes their images to the disk; a video
    // is uploaded and transcoded there too.
    const smtp = await startSmtp()
    cleanups.push(() => smtp.stop())
    const onDisk = await serve({ SMTP_URL: smtp.url, MAIL_FROM: 'cards@marque.test' })
    const before = await demoPhoto(onDisk)
    const origin = `http://localhost:${onDisk.port}`
    const admin = await signInThroughApi(smtp, origin, 'admin@example.com')
    const uploaded = await uploadVideo({ origin, brandId: admin.brandId, siteId: admin.siteId, token: admin.token }, await makeClip({ seconds: 2, width: 640, height: 360 }), { title: 'Moved' })
    expect(uploaded.status, uploaded.body).toBe(204)
    const videoId = uploaded.videoId!
    await waitFor('the video to be transcoded', async () => {
      const video = (await (await fetch(`${origin}/api/brands/${admin.brandId}/videos/${videoId}`, { headers: admin.headers })).json()) as { status: string }
      return video.status === 'ready' ? true : undefined
    }, 120_000)
    /** What the video's files hash to, as a server serves them: playlists, a segment, the poster and the preview. */
    const videoFiles = async (server: RunningServer) => {
      const get = async (file: string) => {
        const answer = await fetch(`http://localhost:${server.port}/api/videos/${videoId}/${file}`, { headers: { authorization: `Bearer ${admin.token}` } })
        expect(answer.status, file).toBe(200)
        return Buffer.from(await answer.arrayBuffer())
      }
      const playlist = (await get('hls/360p/index.m3u8')).toString('utf8')
      const segment = playlist.split('\n').find((line) => line.endsWith('.ts'))!
      const files = ['hls/master.m3u8', 'hls/360p/index.m3u8', `hls/360p/${segment}`, 'poster.jpg', 'preview.mp4']
      return Object.fromEntries(await Promise.all(files.map(async (file) => [file, sha256(await get(file))])))
    }
    const videoBefore = await videoFiles(onDisk)
    const beside = await copyToS3({ DATA_DIR: dataDir, ...s3.env })
    expect(beside.output).toMatch(/Copied [1-9]\d* files \([\d.]+ MB\), 0 already there, 0 failed/)
    expect(beside.code).toBe(0)
    await onDisk.stop()
    const after = await copyToS3({ DATA_DIR: dataDir, ...s3.env })
    expect(after.output).toMatch(/Copied 0 files \(0\.0 MB\), [1-9]\d* already there, 0 failed/)
    expect(after.code).toBe(0)

    await rm(path.join(dataDir, 'uploads'), { recursive: true, force: true })
    await rm(path.join(dataDir, 'videos'), { recursive: true, force: true })
    const onS3 = await serve(s3.env)
    const served = await demoPhoto(onS3)
    expect(served.address).toBe(before.address)
    expect(served.bytes.equals(before.bytes)).toBe(true)
    expect(await videoFiles(onS3)).toEqual(videoBefore)
    expect(await keysOf(bucket, `videos/${videoId}/`)).toEqual(expect.arrayContaining([`videos/${videoId}/source`, `videos/${videoId}/hls/master.m3u8`]))
    expect((await keysOf(bucket, 'uploads/')).length).toBeGreaterThan(0)
  })
})
