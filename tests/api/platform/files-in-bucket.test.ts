import { randomUUID } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { S3FileStore } from '../../../server/files/s3-file-store'
import { hostA } from '../../support/api-client'
import { startS3, type TestS3 } from '../../support/s3-server'
import { useTestApp } from '../../support/use-test-app'
import { waitFor } from '../../support/wait-for'
import { unzip } from '../../support/zip-reader'

const jpeg = (background: string) => sharp({ create: { width: 1200, height: 800, channels: 3, background } }).jpeg().toBuffer()

/** With a bucket configured, every kind of file the app makes goes there and comes back from there. */
describe('files in an S3-compatible bucket', () => {
  let s3: TestS3
  let bucket: S3FileStore
  // Filled before the app is made: the bucket's settings, as a deployment gives them.
  const env: Record<string, string> = {}
  beforeAll(async () => {
    s3 = await startS3()
    Object.assign(env, s3.env)
    bucket = new S3FileStore(s3.settings)
  })
  afterAll(async () => {
    await bucket.close()
    await s3.stop()
  })
  const { t, kit } = useTestApp('pglite', { env })
  const inBucket = async (prefix: string) => {
    const keys: string[] = []
    for await (const file of bucket.list(prefix)) keys.push(file.key)
    return keys
  }
  const onDisk = async (folder: string) => readdir(path.join(t.dataDir, folder), { recursive: true }).catch(() => [] as string[])

  it('keeps a page image and its smaller width there, gives a person’s photos back in their data export, and sweeps a stray file from it', async () => {
    const admin = await kit.openSession('admin@example.com', hostA, 'admin')
    const site = await kit.siteOf(hostA)
    const diskBefore = await onDisk('uploads')

    const image = await kit.request({ method: 'POST', url: `/api/brands/${site.brand_id}/sites/${site.id}/images`, host: hostA, token: admin, headers: { 'content-type': 'image/jpeg' }, payload: await jpeg('#118833') })
    expect(image.statusCode, image.body).toBe(201)
    const { id, url } = image.json<{ id: string; url: string }>()
    const [{ file_name: imageFile } = { file_name: '' }] = await t.query<{ file_name: string }>('select file_name from uploads where id = $1', [id])
    expect(await inBucket(`uploads/${imageFile}`)).toEqual([`uploads/${imageFile}`])
    const smaller = await kit.request({ method: 'GET', url: `${url}?w=480`, host: hostA })
    expect(smaller.statusCode).toBe(200)
    expect((await sharp(smaller.rawPayload).metadata()).width).toBe(480)
    expect(await inBucket('uploads/renditions/')).toContain(`uploads/renditions/${imageFile.replace('.jpg', '')}-w480.jpg`)

    // The admin's own card: its photo is theirs, and in their export.
    const card = await kit.createCard(hostA, admin, { key: `bucket-${randomUUID().slice(0, 8)}`, given_name: 'Bo', owner_user_id: await kit.userId('admin@example.com') })
    const photo = await kit.request({ method: 'PUT', url: `/api/brands/${site.brand_id}/vcards/${card.id}/photo`, host: hostA, token: admin, headers: { 'content-type': 'image/jpeg' }, payload: await jpeg('#2233aa') })
    expect(photo.statusCode, photo.body).toBe(200)
    const [{ file_name: photoFile } = { file_name: '' }] = await t.query<{ file_name: string }>('select file_name from uploads where card_id = $1', [card.id])
    const exported = await kit.request({ method: 'GET', url: '/api/users/me/export', host: hostA, token: admin })
    expect(exported.statusCode).toBe(200)
    const entries = await unzip(exported.rawPayload)
    expect(entries.get(`files/${photoFile}`)).toEqual(await bucket.read(`uploads/${photoFile}`))
    // None of it was written to this machine's disk.
    expect(await onDisk('uploads')).toEqual(diskBefore)

    // A file no row names (a crash between the file and its row) is swept; the named ones stay.
    const stray = `${randomUUID()}.jpg`
    await bucket.put(`uploads/${stray}`, await jpeg('#000000'))
    await t.app.context.jobs.send('upload-files', { writtenBefore: new Date(Date.now() + 60_000).toISOString() })
    await waitFor('the stray file to leave the bucket', async () => ((await inBucket(`uploads/${stray}`)).length === 0 ? true : undefined))
    expect(await inBucket(`uploads/${imageFile}`)).toHaveLength(1)
    expect(await inBucket(`uploads/${photoFile}`)).toHaveLength(1)
  })

  it('keeps a video’s captions there, serves them from there, and removes them from it', async () => {
    const admin = await kit.openSession('admin@example.com', hostA, 'admin')
    const site = await kit.siteOf(hostA)
    const videoId = randomUUID()
    await t.query("insert into videos (id, brand_id, site_id, title, content_type, byte_size, status) values ($1, $2, $3, 'Captioned', 'video/mp4', 4, 'ready')", [videoId, site.brand_id, site.id])
    const captions = `/api/brands/${site.brand_id}/videos/${videoId}/captions/en`
    const put = await kit.request({ method: 'PUT', url: `${captions}?label=English`, host: hostA, token: admin, headers: { 'content-type': 'text/vtt' }, payload: 'WEBVTT\n\n00:00.000 --> 00:01.000\nHello from the bucket\n' })
    expect(put.statusCode, put.body).toBe(200)
    expect(await inBucket(`videos/${videoId}/`)).toEqual([`videos/${videoId}/captions/en.vtt`])
    const track = await kit.request({ method: 'GET', url: `/api/videos/${videoId}/captions/en.vtt`, host: hostA, token: admin })
    expect(track.body).toContain('Hello from the bucket')
    expect((await kit.request({ method: 'DELETE', url: captions, host: hostA, token: admin })).statusCode).toBe(204)
    expect(await inBucket(`videos/${videoId}/`)).toEqual([])
    expect(await onDisk('videos')).toEqual([])
  })
})
