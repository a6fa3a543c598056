import { randomUUID } from 'node:crypto'
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { hostA } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'
import { waitFor } from '../../support/wait-for'

/** What a crash between a video's deletion and its files' removal leaves, found by the hourly sweep. */
describe.each(backends)('the files of videos that no longer exist (%s)', (backend) => {
  const { t, kit } = useTestApp(backend)

  it('are removed by the sweep, while every video that exists keeps its files, however old', async () => {
    const videosDir = path.join(t.dataDir, 'videos')
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000)
    /** A video's folder with a poster, written two hours ago unless `fresh` (a file's own time: object storage has no folders). */
    const folder = async (id: string, fresh = false) => {
      await mkdir(path.join(videosDir, id), { recursive: true })
      await writeFile(path.join(videosDir, id, 'poster.jpg'), 'a poster')
      if (!fresh) await utimes(path.join(videosDir, id, 'poster.jpg'), twoHoursAgo, twoHoursAgo)
    }
    const site = await kit.siteOf(hostA)
    const kept = randomUUID()
    await t.query("insert into videos (id, brand_id, site_id, title, content_type, byte_size) values ($1, $2, $3, 'Still here', 'video/mp4', 4)", [kept, site.brand_id, site.id])
    await folder(kept)
    const stray = randomUUID()
    await folder(stray)
    // Files a moment old may belong to a video whose row is being written: they wait for a later sweep.
    const young = randomUUID()
    await folder(young, true)

    await t.app.context.jobs.send('video-files', { writtenBefore: new Date(Date.now() - 60 * 60 * 1000).toISOString() })
    await waitFor('the stray video’s files to go', async () => ((await readdir(videosDir)).includes(stray) ? undefined : true))
    expect((await readdir(videosDir)).sort()).toEqual([kept, young].sort())
    expect(await readdir(path.join(videosDir, kept))).toEqual(['poster.jpg'])
  })
})
