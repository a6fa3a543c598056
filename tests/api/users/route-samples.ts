import type { RouteSamples } from '../../support/module-parts'

/** The right admin acting on themself: the person routes answer an operator and the person alike. */
export const routeSamples: RouteSamples = async ({ kit }) => ({
  userId: async () => kit.userId('admin@example.com'),
})
