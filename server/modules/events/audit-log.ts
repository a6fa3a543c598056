import { and, desc, eq, gt, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { fieldChangeSchema, fieldWords, type AuditAction, type AuditEvent, type AuditEventFilter, type FieldChange } from '../../../src/domain/audit-event'
import type { Actor } from '../../access/actor'
import type { Database, Transaction } from '../../db/client'
import { users } from '../sessions/public'
import { changesOf } from './changes-of'
import { auditEvents } from './schema'

/** Who did something and from where (server/access/actor.ts). */
export type AuditActor = Actor

export type AuditEntry = {
  action: AuditAction
  object: { type: string; id?: string | null }
  summary: string
  brandId?: string | null
  siteId?: string | null
  details?: Record<string, unknown>
}

/**
 * An edit, recorded with the fields it changed between `before` and `after` (narrowed to
 * `fields`); the summary is written from those fields in words.
 */
export type EditEntry = Omit<AuditEntry, 'summary' | 'details'> & {
  before: object | null
  after: object
  fields?: readonly string[]
  summary: (changed: string[]) => string
}

const storedChanges = z.array(fieldChangeSchema).catch([])

type Row = typeof auditEvents.$inferSelect
const toAuditEvent = (row: Row): AuditEvent => ({
  id: row.id,
  at: row.at.toISOString(),
  action: row.action as AuditAction,
  object_type: row.objectType,
  object_id: row.objectId,
  summary: row.summary,
  actor: { id: row.actorUserId, email: row.actorEmail },
  ip: row.ip,
  changes: storedChanges.parse(row.details.changes ?? []),
})

// Pages go backwards in time; the cursor is the last event's time and id, so equal times never skip a row.
// A page of the log ends at an event; the next page starts below its place in the order of writing.
const cursorOf = (row: Row) => String(row.seq)
function beforeCursor(cursor: string | undefined): SQL | undefined {
  if (!cursor || !/^[0-9]{1,18}$/.test(cursor)) return undefined
  return lt(auditEvents.seq, Number(cursor))
}

/**
 * The audit log (append-only: the database refuses updates and deletes). Writes go through the
 * same transaction as the change they record whenever there is one, so a change and its record
 * land together or not at all.
 */
export function createAuditLog(db: Database) {
  async function record(executor: Database | Transaction | null, actor: AuditActor, entry: AuditEntry): Promise<void> {
    await (executor ?? db).insert(auditEvents).values({
      brandId: entry.brandId ?? null,
      siteId: entry.siteId ?? null,
      actorUserId: actor.userId,
      // The address they had then, kept as it was even after they change it.
      actorEmail: actor.email !== undefined || !actor.userId ? (actor.email ?? null) : sql`(select ${users.email} from ${users} where ${users.id} = ${actor.userId})`,
      action: entry.action,
      objectType: entry.object.type,
      objectId: entry.object.id ?? null,
      summary: entry.summary,
      ip: actor.ip,
      details: entry.details ?? {},
    })
  }

  return {
    record,

    /** Records an edit with what it changed, field by field; an edit that changed nothing records nothing. */
    async recordEdit(executor: Database | Transaction | null, actor: AuditActor, entry: EditEntry): Promise<FieldChange[]> {
      const { before, after, fields, summary, ...recorded } = entry
      const changes = changesOf(before, after, fields)
      if (changes.length > 0) await record(executor, actor, { ...recorded, summary: summary(changes.map((change) => fieldWords(change.field))), details: { changes } })
      return changes
    },

    /**
     * Records the event unless one with the same action, object and details was recorded in the
     * last hour: a burst of refused sign-ins is one line, not one per request.
     */
    async recordOncePerHour(actor: AuditActor, entry: AuditEntry & { object: { type: string; id: string } }): Promise<void> {
      const [recent] = await db
        .select({ id: auditEvents.id })
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.objectId, entry.object.id),
            eq(auditEvents.objectType, entry.object.type),
            eq(auditEvents.action, entry.action),
            sql`${auditEvents.details} @> ${JSON.stringify(entry.details ?? {})}::jsonb`,
            gt(auditEvents.at, new Date(Date.now() - 60 * 60 * 1000)),
          ),
        )
        .limit(1)
      if (!recent) await record(null, actor, entry)
    },

    /**
     * Events of one brand, or of one person on one site (what they did, what was done to them, and
     * refused sign-ins to their address), newest first, narrowed by the filter.
     */
    async list(
      scope: { brandId: string } | { userId: string; siteId: string; brandId: string },
      filter: AuditEventFilter,
    ): Promise<{ events: AuditEvent[]; next_before: string | null }> {
      const limit = filter.limit ?? 100
      const conditions = [
        'siteId' in scope
          ? and(
              or(eq(auditEvents.siteId, scope.siteId), eq(auditEvents.brandId, scope.brandId)),
              or(
                eq(auditEvents.actorUserId, scope.userId),
                eq(auditEvents.objectId, scope.userId),
                and(eq(auditEvents.objectType, 'address'), eq(auditEvents.objectId, sql`(select ${users.email} from ${users} where ${users.id} = ${scope.userId})`)),
              ),
            )
          : eq(auditEvents.brandId, scope.brandId),
        filter.action ? eq(auditEvents.action, filter.action) : undefined,
        filter.actor ? eq(auditEvents.actorUserId, filter.actor) : undefined,
        filter.from ? gte(auditEvents.at, new Date(filter.from)) : undefined,
        filter.to ? lte(auditEvents.at, new Date(filter.to)) : undefined,
        filter.q ? ilike(auditEvents.summary, `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
        beforeCursor(filter.before),
      ]
      const rows = await db
        .select()
        .from(auditEvents)
        .where(and(...conditions))
        .orderBy(desc(auditEvents.seq))
        .limit(limit + 1)
      const page = rows.slice(0, limit)
      return { events: page.map(toAuditEvent), next_before: rows.length > limit ? cursorOf(page[page.length - 1]!) : null }
    },
  }
}
export type AuditLog = ReturnType<typeof createAuditLog>
