import type { RouteSamples } from '../../support/module-parts'

/** A fresh page each time, published once, so its first version can be restored; an address no page has. */
export const routeSamples: RouteSamples = async ({ kit, host, site }) => ({
  pageId: async () => {
    const token = await kit.openSession('admin@example.com', host)
    const pages = `/api/brands/${site.brand_id}/sites/${site.id}/pages`
    const page = await kit.request({ method: 'POST', url: pages, host, token, payload: { url: `walk-${Math.random().toString(36).slice(2, 10)}`, title: 'Walk' } })
    const id = page.json<{ id: string }>().id
    await kit.request({ method: 'POST', url: `${pages}/${id}/publish`, host, token })
    return id
  },
  number: async () => '1',
  url: async () => 'no-such-page',
})
