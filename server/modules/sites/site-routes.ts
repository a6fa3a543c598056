import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { siteResponseSchema } from '../../../src/domain/site'
import type { AppContext } from '../../app-context'
import { notFound } from '../../http-error'
import { toSiteResponse, type SiteRecord } from './site-repository'

/** A site by its host name: how the app finds its brand before anything else. */
export const siteRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { repositories }) => {
  // Every page load asks for its site: the answer is serialised once per cached site record.
  const bodies = new WeakMap<SiteRecord, string>()
  const bodyOf = (site: SiteRecord) => {
    let body = bodies.get(site)
    if (!body) {
      body = JSON.stringify(siteResponseSchema.parse(toSiteResponse(site)))
      bodies.set(site, body)
    }
    return body
  }

  app.get(
    '/api/sites/:hostname',
    { config: { access: 'public' }, schema: { params: z.object({ hostname: z.string().min(1).max(255) }) } },
    async (request, reply) => {
      // A cached site is answered at once, without waiting a turn of the event loop for it.
      const { hostname } = request.params
      const site = repositories.sites.cachedByHost(hostname) ?? (await repositories.sites.findByHost(hostname))
      if (!site) throw notFound(`No site is configured for the host name "${hostname}"`)
      return reply.type('application/json; charset=utf-8').send(bodyOf(site))
    },
  )
}
