import type { RouteSamples } from '../../support/module-parts'

/** A fresh message through the site's contact form each time, from an address of its own (the form counts per address). */
export const routeSamples: RouteSamples = async ({ kit, host }) => ({
  messageId: async () =>
    (
      await kit.request({
        method: 'POST',
        url: '/api/contact',
        host,
        payload: { name: 'Walk', email: 'walk@example.org', message: 'Walk' },
        remoteAddress: `198.51.100.${Math.floor(Math.random() * 200) + 1}`,
      })
    ).json<{ id: string }>().id,
})
