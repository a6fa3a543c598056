import { defineModule } from '../../module-definition'
import { healthRoutes } from './health-routes'
import type { Shutdown } from './readiness'

/**
 * Health: whether this process answers (`GET /api/health`) and whether it is ready for requests
 * (`GET /api/ready`), for a load balancer in front of several processes (docs/deploy.md). First in
 * the list, so its preClose runs before the other modules': readiness answers 503 as soon as the
 * app begins to close, before the server stops listening.
 */
export const healthModule = defineModule({
  name: 'health',
  setup: (): { shutdown: Shutdown } => ({ shutdown: { begun: false } }),
  routes: [healthRoutes],
  preClose: ({ shutdown }) => {
    shutdown.begun = true
  },
})
