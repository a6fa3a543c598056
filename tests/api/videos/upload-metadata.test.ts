import { describe, expect, it } from 'vitest'
import { hostA, hostB } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

/** tus's Upload-Metadata: each key with its value in base64. */
const metadataHeader = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',')

/** The upload API takes what docs/video.md lists (title, site_id, filename) and decides the rest itself. */
describe.each(backends)('the metadata a video upload starts with (%s)', (backend) => {
  const { t, kit } = useTestApp(backend)

  it('starts with the title, the site and the file name alone, and names a missing or wrong field', async () => {
    const admin = await kit.openSession('admin@example.com', hostA, 'admin')
    const site = await kit.siteOf(hostA)
    const start = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/brands/${site.brand_id}/videos/uploads`,
        headers: { host: hostA, authorization: `Bearer ${admin}`, 'tus-resumable': '1.0.0', 'upload-length': '4', 'upload-metadata': metadataHeader(fields) },
      })

    const started = await start({ title: 'Workshop tour', site_id: site.id, filename: 'tour.mp4' })
    expect(started.statusCode, started.body).toBe(201)
    expect(started.headers.location).toMatch(new RegExp(`/api/brands/${site.brand_id}/videos/uploads/[0-9a-f]{32}$`))
    // The file name is optional.
    expect((await start({ title: 'No name', site_id: site.id })).statusCode).toBe(201)

    const noTitle = await start({ site_id: site.id })
    expect(noTitle.statusCode).toBe(400)
    expect(noTitle.json()).toMatchObject({ field: 'title' })
    const otherSite = await start({ title: 'Elsewhere', site_id: (await kit.siteOf(hostB)).id })
    expect(otherSite.statusCode).toBe(400)
    expect(otherSite.json()).toMatchObject({ field: 'site_id', message: 'Upload-Metadata site_id: must be one of the brand’s sites' })
  })
})
