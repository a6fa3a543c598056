import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { siteResponseSchema } from '../../src/domain/site'
import { notFound } from '../http-error'
import { toSiteResponse } from '../repositories/sites'
import type { Services } from '../services'

export const siteRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/api/sites/:hostname',
    {
      schema: {
        params: z.object({ hostname: z.string().min(1).max(255) }),
        response: { 200: siteResponseSchema },
      },
    },
    async (request) => {
      const site = await services.sites.findByHost(request.params.hostname)
      if (!site) throw notFound(`No site is configured for the host name "${request.params.hostname}"`)
      return toSiteResponse(site)
    },
  )
}
