import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { hostA } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

const text = (words: string) => ({ ops: [{ insert: `${words}\n` }] })
const draftOf = (url: string, title: string, words: string, revision: number) => ({
  url,
  title,
  description: '',
  social_image_upload_id: null,
  blocks: [{ type: 'html', id: 'story', content: text(words) }],
  revision,
})

/**
 * What visitors see of a page while its editors write it: only ever its published version, at the
 * address that version has, as data (`/api/pages/{url}`) and drawn by the server (`/{url}`).
 */
describe.each(backends)('content pages: publish, unpublish and publish again (%s)', (backend) => {
  const { t, kit } = useTestApp(backend)

  async function editor() {
    const email = `editor-${randomBytes(4).toString('hex')}@example.org`
    const token = await kit.openSession(email, hostA)
    const site = await kit.siteOf(hostA)
    await t.query('insert into brand_members (brand_id, user_id, role) values ($1, $2, $3)', [site.brand_id, await kit.userId(email), 'editor'])
    const pagesUrl = `/api/brands/${site.brand_id}/sites/${site.id}/pages`
    return async (method: 'POST' | 'PUT', url: string, payload?: object) => {
      const answer = await kit.request({ method, url: `${pagesUrl}${url}`, host: hostA, token, ...(payload ? { payload } : {}) })
      expect(answer.statusCode, answer.body).toBeLessThan(300)
      return answer.json<{ id: string; status: string; published_version: number | null; has_unpublished_changes: boolean }>()
    }
  }

  /** What a visitor of the site gets at the address, as data and as the drawn page. */
  async function shownAt(url: string) {
    const [data, drawn] = await Promise.all([kit.request({ method: 'GET', url: `/api/pages/${url}`, host: hostA }), kit.request({ method: 'GET', url: `/${url}`, host: hostA })])
    const article = /<article class="mqb-page">([\s\S]*?)<\/article>/.exec(drawn.body)?.[1] ?? null
    return {
      data: data.statusCode === 200 ? { status: 200, ...data.json<{ url: string; title: string; html: string }>() } : { status: data.statusCode, message: data.json<{ message: string }>().message, html: undefined },
      drawn: { status: drawn.statusCode, article, isTheApp: drawn.body.includes('<div id="root"') },
    }
  }

  /** The published version at `url`, as both answers show it. */
  async function expectShown(url: string, title: string, words: string) {
    const shown = await shownAt(url)
    expect(shown.data).toMatchObject({ status: 200, url, title })
    expect(shown.data.html).toContain(words)
    expect(shown.drawn.status).toBe(200)
    expect(shown.drawn.article).toContain(`<h1 class="mql-title">${title}</h1>`)
    expect(shown.drawn.article).toContain(words)
  }

  /** Nothing of the page at `url`: the API's 404, and a 404 whose body is the app, which says the page is not found. */
  async function expectNothingAt(url: string) {
    const shown = await shownAt(url)
    expect(shown.data).toEqual({ status: 404, message: `Page not found: /${url}` })
    expect(shown.drawn).toEqual({ status: 404, article: null, isTheApp: true })
  }

  it('shows the published version only: not a draft saved since, not after unpublishing, and the new one once published again', async () => {
    const call = await editor()
    const page = await call('POST', '', { url: 'our-story', title: 'Our story', blocks: [{ type: 'html', id: 'story', content: text('Founded by the sea') }] })
    await expectNothingAt('our-story')

    expect(await call('POST', `/${page.id}/publish`)).toMatchObject({ status: 'published', published_version: 1, has_unpublished_changes: false })
    await expectShown('our-story', 'Our story', 'Founded by the sea')

    // A draft saved after publishing, at a new address, is the editors' alone until it is published.
    expect(await call('PUT', `/${page.id}`, draftOf('our-history', 'Our history', 'Moved inland in 1990', 0))).toMatchObject({ published_version: 1, has_unpublished_changes: true })
    await expectShown('our-story', 'Our story', 'Founded by the sea')
    expect(JSON.stringify(await shownAt('our-story'))).not.toContain('Moved inland')
    await expectNothingAt('our-history')

    expect(await call('POST', `/${page.id}/publish`)).toMatchObject({ published_version: 2, has_unpublished_changes: false })
    await expectShown('our-history', 'Our history', 'Moved inland in 1990')
    await expectNothingAt('our-story')

    expect(await call('POST', `/${page.id}/unpublish`)).toMatchObject({ status: 'draft', published_version: null })
    await expectNothingAt('our-history')
    await expectNothingAt('our-story')

    // Written while off the site, then published again: the newest draft, as version 3.
    await call('PUT', `/${page.id}`, draftOf('our-history', 'Our history', 'Now in three towns', 1))
    await expectNothingAt('our-history')
    expect(await call('POST', `/${page.id}/publish`)).toMatchObject({ status: 'published', published_version: 3, has_unpublished_changes: false })
    await expectShown('our-history', 'Our history', 'Now in three towns')
    expect(JSON.stringify(await shownAt('our-history'))).not.toContain('Moved inland')
  })

  it('shows a restored older version once it is published, and the version published before until then', async () => {
    const call = await editor()
    const page = await call('POST', '', { url: 'opening-hours', title: 'Opening hours', blocks: [{ type: 'html', id: 'story', content: text('Open every day') }] })
    await call('POST', `/${page.id}/publish`)
    await call('PUT', `/${page.id}`, draftOf('opening-hours', 'Opening hours', 'Closed on Sundays', 0))
    await call('POST', `/${page.id}/publish`)
    await expectShown('opening-hours', 'Opening hours', 'Closed on Sundays')

    await call('POST', `/${page.id}/versions/1/restore`)
    await expectShown('opening-hours', 'Opening hours', 'Closed on Sundays')
    expect(await call('POST', `/${page.id}/publish`)).toMatchObject({ published_version: 3 })
    await expectShown('opening-hours', 'Opening hours', 'Open every day')
    expect(JSON.stringify(await shownAt('opening-hours'))).not.toContain('Closed on Sundays')
  })
})
