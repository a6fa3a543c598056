import type { RouteSamples } from '../../support/module-parts'

/** A fresh card of the walk's brand each time, since a call may delete it; the demo card's key; the brand's slug. */
export const routeSamples: RouteSamples = async ({ kit, host }) => ({
  vcardId: async () => {
    const token = await kit.openSession('admin@example.com', host)
    return (await kit.createCard(host, token, { key: `walk-${Math.random().toString(36).slice(2, 10)}`, given_name: 'Walk' })).id
  },
  key: async () => 'demo',
  slug: async () => 'northwind',
})
