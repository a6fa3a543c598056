import { randomUUID } from 'node:crypto'
import { readdir, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { hostA } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'
import { waitFor } from '../../support/wait-for'

const jpeg = (background: string) => sharp({ create: { width: 1200, height: 800, channels: 3, background } }).jpeg().toBuffer()

/** What a card, a page or a crash leaves in the uploads folder, read from the disk itself. */
describe.each(backends)('files go when what they belong to goes (%s)', (backend) => {
  const { t, kit } = useTestApp(backend)
  const uploadsDir = () => path.join(t.dataDir, 'uploads')
  const onDisk = async () => new Set(await readdir(uploadsDir()))
  const renditions = async () => new Set(await readdir(path.join(uploadsDir(), 'renditions')).catch(() => [] as string[]))
  const fileOf = async (uploadId: string) => (await t.query<{ file_name: string }>('select file_name from uploads where id = $1', [uploadId]))[0]?.file_name

  it('removes every photo a card had once the card is deleted, and only those', async () => {
    const admin = await kit.openSession('admin@example.com', hostA, 'admin')
    const site = await kit.siteOf(hostA)
    const card = await kit.createCard(hostA, admin, { key: `photos-${randomUUID().slice(0, 8)}`, given_name: 'Ines' })
    const photoUrl = `/api/brands/${site.brand_id}/vcards/${card.id}/photo`
    for (const colour of ['#aa3322', '#2233aa']) {
      const put = await kit.request({ method: 'PUT', url: photoUrl, host: hostA, token: admin, headers: { 'content-type': 'image/jpeg' }, payload: await jpeg(colour) })
      expect(put.statusCode, put.body).toBe(200)
    }
    const photos = (await t.query<{ file_name: string }>('select file_name from uploads where card_id = $1', [card.id])).map((row) => row.file_name)
    expect(photos).toHaveLength(2)
    const before = await onDisk()
    for (const file of photos) expect(before.has(file)).toBe(true)

    const deleted = await kit.request({ method: 'DELETE', url: `/api/brands/${site.brand_id}/vcards/${card.id}`, host: hostA, token: admin })
    expect(deleted.statusCode).toBe(204)
    await waitFor('the card’s photos to leave the disk', async () => ((await onDisk()).has(photos[0]!) || (await onDisk()).has(photos[1]!) ? undefined : true))
    // Every other file stays.
    const after = await onDisk()
    expect([...before].filter((file) => !after.has(file)).sort()).toEqual([...photos].sort())
    expect(await t.query("select 1 from audit_events where action = 'card.deleted' and object_id = $1", [card.id])).toHaveLength(1)
  })

  it('removes the images only a deleted page showed, with their smaller widths, and keeps those another page shows', async () => {
    const admin = await kit.openSession('admin@example.com', hostA, 'admin')
    const site = await kit.siteOf(hostA)
    const pages = `/api/brands/${site.brand_id}/sites/${site.id}/pages`
    const upload = async (colour: string) => {
      const answer = await kit.request({ method: 'POST', url: `/api/brands/${site.brand_id}/sites/${site.id}/images`, host: hostA, token: admin, headers: { 'content-type': 'image/jpeg' }, payload: await jpeg(colour) })
      expect(answer.statusCode, answer.body).toBe(201)
      return answer.json<{ id: string; url: string }>()
    }
    const own = await upload('#118833')
    const shared = await upload('#881133')
    const image = (id: string, key: string) => ({ type: 'image', id: key, upload_id: id, width: 1200, height: 800, alt: 'A workshop' })
    const first = await kit.request({ method: 'POST', url: pages, host: hostA, token: admin, payload: { url: 'going-away', title: 'Going away', blocks: [image(own.id, 'a'), image(shared.id, 'b')] } })
    expect(first.statusCode, first.body).toBe(201)
    const firstId = first.json<{ id: string }>().id
    expect((await kit.request({ method: 'POST', url: `${pages}/${firstId}/publish`, host: hostA, token: admin })).statusCode).toBe(200)
    const second = await kit.request({ method: 'POST', url: pages, host: hostA, token: admin, payload: { url: 'staying', title: 'Staying', blocks: [image(shared.id, 'b')] } })
    expect(second.statusCode, second.body).toBe(201)
    // A smaller width of the page's own image, made as a visitor's browser asks for it.
    expect((await kit.request({ method: 'GET', url: `${own.url}?w=480`, host: hostA })).statusCode).toBe(200)
    const ownFile = (await fileOf(own.id))!
    const sharedFile = (await fileOf(shared.id))!
    const ownStem = path.basename(ownFile, path.extname(ownFile))
    expect([...(await renditions())].some((name) => name.startsWith(`${ownStem}-w`))).toBe(true)

    expect((await kit.request({ method: 'DELETE', url: `${pages}/${firstId}`, host: hostA, token: admin })).statusCode).toBe(204)
    await waitFor('the page’s own image to leave the disk', async () => ((await onDisk()).has(ownFile) ? undefined : true))
    expect([...(await renditions())].filter((name) => name.startsWith(`${ownStem}-w`))).toEqual([])
    expect(await fileOf(own.id)).toBeUndefined()
    expect((await kit.request({ method: 'GET', url: own.url, host: hostA })).statusCode).toBe(404)
    // The image the other page shows stays, on disk and served.
    expect(await fileOf(shared.id)).toBe(sharedFile)
    expect((await onDisk()).has(sharedFile)).toBe(true)
    expect((await kit.request({ method: 'GET', url: shared.url, host: hostA })).statusCode).toBe(200)
    expect(await t.query("select 1 from audit_events where action = 'page.deleted' and object_id = $1", [firstId])).toHaveLength(1)
  })

  it('finds the files a crash left behind, which no upload names, and keeps every file that one does', async () => {
    const stray = `${randomUUID()}.jpg`
    await writeFile(path.join(uploadsDir(), stray), await jpeg('#333333'))
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000)
    await utimes(path.join(uploadsDir(), stray), twoHoursAgo, twoHoursAgo)
    // A stray file written a moment ago may still be getting its row: it stays until it is old.
    const fresh = `${randomUUID()}.jpg`
    await writeFile(path.join(uploadsDir(), fresh), await jpeg('#444444'))
    // Every file an upload names stays, however old.
    const known = (await t.query<{ file_name: string }>('select file_name from uploads')).map((row) => row.file_name)
    expect(known.length).toBeGreaterThan(0)
    for (const file of known) await utimes(path.join(uploadsDir(), file), twoHoursAgo, twoHoursAgo)

    await t.app.context.jobs.send('upload-files', { writtenBefore: new Date(Date.now() - 60 * 60 * 1000).toISOString() })
    await waitFor('the stray file to leave the disk', async () => ((await onDisk()).has(stray) ? undefined : true))
    const left = await onDisk()
    expect(left.has(fresh)).toBe(true)
    for (const file of known) expect(left.has(file), file).toBe(true)
  })
})
