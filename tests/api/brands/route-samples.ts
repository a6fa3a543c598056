import type { RouteSamples } from '../../support/module-parts'

/** The walk's brand is its site's; an invitation is named by an id and a token no invitation has. */
export const routeSamples: RouteSamples = async ({ site }) => ({
  brandId: async () => site.brand_id,
  invitationId: async () => '00000000-0000-4000-8000-000000000000',
  token: async () => 'no-such-invitation-token-0000000000',
})
