import { defineMessages } from '@formatjs/intl'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { siteResponseSchema } from '../../../src/domain/site'
import type { AppContext } from '../../app-context'
import { notFound, said } from '../../http-error'
import { toSiteResponse, type SiteRecord } from './site-repository'

const words = defineMessages({
  noSiteForHost: { id: 'sitesErrors.noSiteForHost', defaultMessage: 'No site is configured for the host name "{hostname}"' },
})

/** A site by its host name: how the app finds its brand before anything else. */
export const siteRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { repositories }) => {
  // Every page load asks for its site: the answer is serialised once per cached site record, into
  // the bytes sent. (Kept as text, it was measured again and written out as UTF-8 on every answer:
  // a brand's text with a "€" or a "—" makes that the slow kind of string, a tenth of the route's CPU.)
  const bodies = new WeakMap<SiteRecord, Buffer>()
  const bodyOf = (site: SiteRecord) => {
    let body = bodies.get(site)
    if (!body) {
      body = Buffer.from(JSON.stringify(siteResponseSchema.parse(toSiteResponse(site))))
      bodies.set(site, body)
    }
    return body
  }
  const send = (reply: FastifyReply, site: SiteRecord) => reply.type('application/json; charset=utf-8').send(bodyOf(site))

  app.get(
    '/api/sites/:hostname',
    { config: { access: 'public' }, schema: { params: z.object({ hostname: z.string().min(1).max(255) }) } },
    (request, reply) => {
      const { hostname } = request.params
      // A cached site is answered at once, by a handler that makes no promise: the hottest JSON
      // route spent about 0.3 µs less per answer than as an async one (docs/performance.md).
      const cached = repositories.sites.cachedByHost(hostname)
      if (cached) {
        send(reply, cached)
        return
      }
      return repositories.sites.findByHost(hostname).then((site) => {
        if (!site) throw notFound(said(words.noSiteForHost, { hostname }))
        return send(reply, site)
      })
    },
  )
}
