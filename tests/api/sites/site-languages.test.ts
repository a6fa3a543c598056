import { describe, expect, it } from 'vitest'
import { hostB } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

describe.each(backends)("a site's languages, set by its brand's admins (%s)", (backend) => {
  const { t, kit } = useTestApp(backend)

  it('offers the languages an admin chooses, with a default among them, and refuses a default it does not offer, naming the field', async () => {
    const admin = (await kit.signInAs('brand admin', hostB))!
    const site = await kit.siteOf(hostB)
    const url = `/api/brands/${site.brand_id}/sites/${site.id}`
    const before = (await kit.request({ method: 'GET', url: `/api/sites/${hostB}`, host: hostB })).json()
    expect(before.site.meta).toMatchObject({ locale: 'en', locales: ['en', 'de', 'ar'] })

    const notOffered = await kit.request({ method: 'PATCH', url, host: hostB, token: admin, payload: { locale: 'de', locales: ['en', 'ar'] } })
    expect(notOffered.statusCode).toBe(400)
    expect(notOffered.json()).toMatchObject({ code: 'invalid_field', field: 'locale', message: 'locale: must be one of the languages the site offers' })
    const dropsDefault = await kit.request({ method: 'PATCH', url, host: hostB, token: admin, payload: { locales: ['de', 'ar'] } })
    expect(dropsDefault.json()).toMatchObject({ field: 'locales', message: 'locales: must include the default language' })
    const twice = await kit.request({ method: 'PATCH', url, host: hostB, token: admin, payload: { locales: ['en', 'en'] } })
    expect(twice.json()).toMatchObject({ field: 'locales' })
    const unknown = await kit.request({ method: 'PATCH', url, host: hostB, token: admin, payload: { locales: ['en', 'fr'] } })
    expect(unknown.json()).toMatchObject({ field: 'locales.1' })
    // Nothing of a refused change was kept.
    expect((await kit.request({ method: 'GET', url: `/api/sites/${hostB}`, host: hostB })).json().site.meta).toMatchObject({ locale: 'en', locales: ['en', 'de', 'ar'] })

    const changed = await kit.request({ method: 'PATCH', url, host: hostB, token: admin, payload: { locale: 'de', locales: ['de', 'ar'] } })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json().site.meta).toMatchObject({ locale: 'de', locales: ['de', 'ar'] })
    // Everyone who loads the site from now on is told its new languages.
    expect((await kit.request({ method: 'GET', url: `/api/sites/${hostB}`, host: hostB })).json().site.meta).toMatchObject({ locale: 'de', locales: ['de', 'ar'] })
    const [event] = await t.query<{ summary: string }>(`select summary from audit_events where action = 'site.edited' and object_id = $1 order by seq desc limit 1`, [site.id])
    expect(event!.summary).toContain('locale')
  })

  it('lets only those who run the site change its languages', async () => {
    const member = (await kit.signInAs('member', hostB))!
    const site = await kit.siteOf(hostB)
    const refused = await kit.request({ method: 'PATCH', url: `/api/brands/${site.brand_id}/sites/${site.id}`, host: hostB, token: member, payload: { locale: 'ar', locales: ['ar'] } })
    expect(refused.statusCode).toBe(403)
    expect((await kit.request({ method: 'GET', url: `/api/sites/${hostB}`, host: hostB })).json().site.meta.locale).toBe('en')
  })
})
