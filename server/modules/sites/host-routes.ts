import { defineMessages } from '@formatjs/intl'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { problem } from '../../../src/domain/problems'
import type { AuditAction } from '../../../src/domain/audit-event'
import { brandSitesSchema, hostAddSchema, siteHostSchema, type BrandSite, type SiteHost } from '../../../src/domain/site-hosts'
import type { AppContext } from '../../app-context'
import type { Transaction } from '../../db/client'
import { fieldError, HttpError, notFound, said, type ErrorWords } from '../../http-error'
import { actorOf } from '../../access/actor'
import { requestLocale } from '../../i18n/request-locale'
import { sayStored, storedWords } from '../../i18n/stored-words'
import { sayWith, translatorFor } from '../../i18n/translator'
import type { Say } from '../../../src/i18n/say'
import { checkHost, hostProblemWords, verificationUrl } from './host-check'
import type { HostRecord } from './host-repository'
import { siteInPath } from './site-in-path'
import { normaliseHostname, siteLogo, type SiteRecord } from './site-repository'

const brandParams = z.object({ brandId: z.string().min(1).max(100) })
const siteParams = brandParams.extend({ siteId: z.uuid(problem('site')) })
const hostParams = siteParams.extend({ hostname: z.string().min(1).max(255) })
const siteManagers = { access: { brand: 'manage-sites' } } as const

const words = defineMessages({
  noHost: { id: 'sitesErrors.noHost', defaultMessage: '{site} has no host name "{hostname}"' },
  noBrand: { id: 'sitesErrors.noBrand', defaultMessage: 'No brand with this id on this site' },
  hostnameAlone: { id: 'sitesErrors.hostnameAlone', defaultMessage: 'must be a host name alone, such as cards.example.com (no https://, port or path)' },
  hostnameTaken: { id: 'sitesErrors.hostnameTaken', defaultMessage: '{hostname} is already a host name of a site on this server' },
  hostGone: { id: 'sitesErrors.hostGone', defaultMessage: '{site} no longer has the host name {hostname}' },
  notVerified: { id: 'sitesErrors.notVerified', defaultMessage: '{hostname} is not verified yet: only a verified host name can be the main one' },
  hostInUse: {
    id: 'sitesErrors.hostInUse',
    defaultMessage: "You are using {hostname} right now: to remove it, open the Sites screen through another of the brand's host names",
  },
  lastVerifiedHost: { id: 'sitesErrors.lastVerifiedHost', defaultMessage: '{hostname} is the last verified host name of {site}: add and verify another before removing it' },
})

const conflict = (message: ErrorWords) => new HttpError(409, message)
/** The requester's language, for what a check found. */
const sayTo = (request: FastifyRequest): Say => sayWith(translatorFor(requestLocale(request)))

/**
 * The host names a brand's sites answer on: its admins add one, it waits (serving nothing) until
 * http://{host}/.well-known/marque-host/{token} answers its token, then it serves the brand; they
 * make one the main host and remove those they no longer use. docs/sites.md tells the whole story.
 */
export const hostRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { config, database, repositories }) => {
  const { hosts, sites, auditLog } = repositories

  function toSiteHost(host: HostRecord, mayManage: boolean, say: Say): SiteHost {
    return {
      hostname: host.hostname,
      is_main: host.isMain,
      verified_at: host.verifiedAt?.toISOString() ?? null,
      checked_at: host.checkedAt?.toISOString() ?? null,
      check_problem: sayStored(say, host.checkProblem, hostProblemWords),
      verification:
        mayManage && !host.verifiedAt
          ? { token: host.verificationToken, url: verificationUrl(host.hostname, host.verificationToken, config.hostCheckPort) }
          : null,
    }
  }
  const toBrandSite = (site: SiteRecord, siteHosts: HostRecord[], mayManage: boolean, say: Say): BrandSite => ({
    id: site.id,
    name: site.name,
    meta: site.meta,
    logo: siteLogo(site),
    hosts: siteHosts.map((host) => toSiteHost(host, mayManage, say)),
  })

  /** The site and its host name the path names. */
  async function hostInPath(request: { brand: { id: string }; params: { siteId: string; hostname: string } }) {
    const site = await siteInPath(hosts, request)
    const { hostname } = request.params
    const name = normaliseHostname(hostname)
    const host = name ? await hosts.findHost(site.id, name) : null
    if (!host) throw notFound(said(words.noHost, { site: site.name, hostname: hostname.slice(0, 100) }))
    return { site, host }
  }
  /** What was done to one of the site's host names, in the brand's audit log. */
  const recordHostEvent = (tx: Transaction, request: FastifyRequest, site: SiteRecord, hostname: string, action: AuditAction, summary: string) =>
    auditLog.record(tx, actorOf(request), { action, object: { type: 'host', id: hostname }, summary, brandId: site.brandId, siteId: site.id })

  app.get(
    '/api/brands/:brandId/sites',
    { config: { access: { brand: 'view-brand' } }, schema: { params: brandParams, response: { 200: brandSitesSchema } } },
    async (request) => {
      const brand = await repositories.brands.findBrand(request.brand.id)
      if (!brand) throw notFound(words.noBrand)
      const mayManage = request.brand.may('manage-sites')
      const list = await hosts.listSites(brand.id)
      return {
        brand: { id: brand.id, name: brand.name, slug: brand.slug },
        sites: list.map(({ site, hosts: siteHosts }) => toBrandSite(site, siteHosts, mayManage, sayTo(request))),
        may_manage: mayManage,
      }
    },
  )

  app.post(
    '/api/brands/:brandId/sites/:siteId/hosts',
    { config: siteManagers, schema: { params: siteParams, body: hostAddSchema, response: { 201: siteHostSchema } } },
    async (request, reply) => {
      const site = await siteInPath(hosts, request)
      const hostname = normaliseHostname(request.body.hostname)
      if (!hostname || hostname !== request.body.hostname) {
        throw fieldError('hostname', words.hostnameAlone)
      }
      const taken = () => fieldError('hostname', said(words.hostnameTaken, { hostname }), 409)
      if (await hosts.isTaken(hostname)) throw taken()
      const host = await database.db.transaction(async (tx) => {
        const added = await hosts.addHost(tx, site.id, hostname)
        if (!added) throw taken()
        await recordHostEvent(tx, request, site, hostname, 'host.added', `Added the host name ${hostname} to ${site.name}`)
        return added
      })
      await sites.invalidate(site.id)
      return reply.code(201).send(toSiteHost(host, true, sayTo(request)))
    },
  )

  app.post(
    '/api/brands/:brandId/sites/:siteId/hosts/:hostname/check',
    { config: siteManagers, schema: { params: hostParams, response: { 200: siteHostSchema } } },
    async (request) => {
      const { site, host } = await hostInPath(request)
      const result = await checkHost(host.hostname, host.verificationToken, { port: config.hostCheckPort })
      const problem = result.verified ? null : storedWords(result.problem)
      const checked = await database.db.transaction(async (tx) => {
        const row = await hosts.recordCheck(tx, site.id, host.hostname, problem)
        if (!row) throw notFound(said(words.hostGone, { site: site.name, hostname: host.hostname }))
        if (!host.verifiedAt && row.verifiedAt) {
          await recordHostEvent(tx, request, site, host.hostname, 'host.verified', `Verified the host name ${host.hostname} of ${site.name}`)
        }
        return row
      })
      // A host that was waiting serves the brand from now on: no cached "no site here" may hide it.
      await sites.invalidate(site.id)
      return toSiteHost(checked, true, sayTo(request))
    },
  )

  app.put(
    '/api/brands/:brandId/sites/:siteId/hosts/:hostname/main',
    { config: siteManagers, schema: { params: hostParams, response: { 200: siteHostSchema } } },
    async (request) => {
      const { site, host } = await hostInPath(request)
      if (!host.verifiedAt) {
        throw conflict(said(words.notVerified, { hostname: host.hostname }))
      }
      if (!host.isMain) {
        await database.db.transaction(async (tx) => {
          await hosts.makeMain(tx, site.id, host.hostname)
          await recordHostEvent(tx, request, site, host.hostname, 'host.made-main', `Made ${host.hostname} the main host name of ${site.name}`)
        })
        await sites.invalidate(site.id)
      }
      return toSiteHost({ ...host, isMain: true }, true, sayTo(request))
    },
  )

  app.delete(
    '/api/brands/:brandId/sites/:siteId/hosts/:hostname',
    { config: siteManagers, schema: { params: hostParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const { site, host } = await hostInPath(request)
      if (host.hostname === normaliseHostname(request.hostname)) {
        throw conflict(said(words.hostInUse, { hostname: host.hostname }))
      }
      await database.db.transaction(async (tx) => {
        const siteHosts = await hosts.lockHosts(tx, site.id)
        const verifiedOthers = siteHosts.filter((other) => other.verifiedAt && other.hostname !== host.hostname)
        if (host.verifiedAt && verifiedOthers.length === 0) {
          throw conflict(said(words.lastVerifiedHost, { hostname: host.hostname, site: site.name }))
        }
        await hosts.removeHost(tx, site.id, host.hostname)
        await hosts.ensureMain(tx, site.id)
        await recordHostEvent(tx, request, site, host.hostname, 'host.removed', `Removed the host name ${host.hostname} from ${site.name}`)
      })
      await sites.invalidate(site.id)
      return reply.code(204).send(null)
    },
  )

  // Outside /api: the answer a host gives when its DNS points here, so Marque verifies it by itself.
  app.get('/.well-known/marque-host/:token', { config: { access: 'public' } }, async (request, reply) => {
    const { token } = request.params as { token: string }
    const hostname = normaliseHostname(request.hostname)
    const known = hostname !== null && /^[0-9a-f]{16,64}$/.test(token) && (await hosts.tokenBelongsTo(hostname, token))
    reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store')
    if (!known) return reply.code(404).send('No host name here waits for this token.')
    return reply.send(token)
  })
}
