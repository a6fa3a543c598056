import type { RouteSamples } from '../../support/module-parts'

/** The notification a lead on the demo card gives the demo admin, left before the walk starts. */
export const routeSamples: RouteSamples = async ({ kit }) => {
  const notificationId = await kit.leadNotificationForAdmin()
  return { id: async () => notificationId }
}
