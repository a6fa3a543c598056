import type { RouteSamples } from '../../support/module-parts'

/** The walk's own site, by id and by host name, and a block of its landing. */
export const routeSamples: RouteSamples = async ({ host, site }) => ({
  siteId: async () => site.id,
  hostname: async () => host,
  block: async () => 'content_1',
})
