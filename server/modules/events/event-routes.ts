import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { stringify } from 'csv-stringify/sync'
import { inert } from '../../csv-cells'
import { z } from 'zod'
import { auditEventFilterSchema, auditEventListSchema, changeWords, type AuditEvent, type AuditEventFilter } from '../../../src/domain/audit-event'
import type { AppContext } from '../../app-context'
import { defineMessages } from '@formatjs/intl'
import { notFound } from '../../http-error'
import type { Repositories } from '../../app-context'
import { actorOf } from '../../access/actor'
import type { AuditActor } from './audit-log'

const words = defineMessages({
  noPerson: { id: 'eventsErrors.noPerson', defaultMessage: 'No person with this id on this site' },
})

const brandParams = z.object({ brandId: z.string().min(1).max(100) })
const userParams = z.object({ userId: z.uuid('must be the id of a person') })

/** An export holds at most this many events, newest first; a narrower filter reaches older ones. */
const exportLimit = 50_000


function csvOf(events: AuditEvent[]): string {
  return stringify(
    events.map((event) =>
      [event.at, event.action, event.actor.email, event.actor.id, event.object_type, event.object_id, event.summary, event.changes.map(changeWords).join('; '), event.ip].map(inert),
    ),
    { header: true, columns: ['when', 'action', 'who', 'who_id', 'object_type', 'object_id', 'summary', 'changes', 'address'], record_delimiter: 'windows' },
  )
}

type Scope = Parameters<Repositories['auditLog']['list']>[0]

/** What the filter asked for, in words, for the record of an export. */
function filterWords(filter: AuditEventFilter): string {
  const words = Object.entries(filter)
    .filter(([name, value]) => value !== undefined && name !== 'limit' && name !== 'before')
    .map(([name, value]) => `${name} ${String(value)}`)
  return words.length > 0 ? ` (${words.join(', ')})` : ''
}

/** The audit log of a brand and of a person, as pages of JSON and as a CSV file. */
export const eventRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { repositories }) => {
  const { auditLog } = repositories

  /** Every event the filter matches, page by page, up to the export limit. */
  async function allEvents(scope: Scope, filter: AuditEventFilter): Promise<AuditEvent[]> {
    const events: AuditEvent[] = []
    let before = filter.before
    do {
      const page = await auditLog.list(scope, { ...filter, before, limit: 500 })
      events.push(...page.events)
      before = page.next_before ?? undefined
    } while (before && events.length < exportLimit)
    return events.slice(0, exportLimit)
  }

  async function sendCsv(reply: FastifyReply, actor: AuditActor, scope: Scope, filter: AuditEventFilter, file: { name: string; siteId: string; brandId: string | null; object: { type: string; id: string } }) {
    const events = await allEvents(scope, filter)
    // The export is itself recorded, after what it exports, so it never lists itself.
    await auditLog.record(null, actor, {
      action: 'events.exported',
      object: file.object,
      summary: `Exported ${events.length} ${events.length === 1 ? 'event' : 'events'} as CSV${filterWords(filter)}`,
      brandId: file.brandId,
      siteId: file.siteId,
    })
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .header('cache-control', 'no-store')
      .send(csvOf(events))
  }

  /** A person's events are theirs to read, and the site's operators'; to anyone else the person does not exist. */
  async function personScope(request: { site: { id: string; brandId: string }; session: { userId: string } }, userId: string) {
    const { site, session } = request
    const found = await repositories.sessions.findRole(site.id, userId)
    const mayRead = session.userId === userId || (await repositories.sessions.findRole(site.id, session.userId))?.role.type === 'admin'
    if (!found || !mayRead) throw notFound(words.noPerson)
    return { userId, siteId: site.id, brandId: site.brandId }
  }

  const today = () => new Date().toISOString().slice(0, 10)

  app.get(
    '/api/brands/:brandId/events',
    { config: { access: { brand: 'read-events' } }, schema: { params: brandParams, querystring: auditEventFilterSchema, response: { 200: auditEventListSchema } } },
    async (request) => auditLog.list({ brandId: request.brand.id }, request.query),
  )

  app.get(
    '/api/brands/:brandId/events.csv',
    { config: { access: { brand: 'read-events' } }, schema: { params: brandParams, querystring: auditEventFilterSchema } },
    async (request, reply) =>
      sendCsv(reply, actorOf(request), { brandId: request.brand.id }, request.query, {
        name: `events-brand-${today()}.csv`,
        siteId: request.site.id,
        brandId: request.brand.id,
        object: { type: 'brand', id: request.brand.id },
      }),
  )

  app.get(
    '/api/users/:userId/events',
    { config: { access: 'signed-in' }, schema: { params: userParams, querystring: auditEventFilterSchema, response: { 200: auditEventListSchema } } },
    async (request) => auditLog.list(await personScope(request, request.params.userId), request.query),
  )

  app.get(
    '/api/users/:userId/events.csv',
    { config: { access: 'signed-in' }, schema: { params: userParams, querystring: auditEventFilterSchema } },
    async (request, reply) =>
      sendCsv(reply, actorOf(request), await personScope(request, request.params.userId), request.query, {
        name: `events-person-${today()}.csv`,
        siteId: request.site.id,
        brandId: null,
        object: { type: 'user', id: request.params.userId },
      }),
  )
}
