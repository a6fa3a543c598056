import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { id } from '../../db/columns'

/**
 * The audit log: who did what to which object, when and from which address. Append-only: the
 * database itself refuses to update, delete or truncate it (a trigger, migration 0004). Rows name
 * their brand, site and people by id without foreign keys, so deleting those never rewrites history.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    /** The order events were written in: two in one moment (one request's edit and publish) keep theirs. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    brandId: uuid('brand_id'),
    siteId: uuid('site_id'),
    /** Who did it (null for a stranger), and their address then, kept as it was. */
    actorUserId: uuid('actor_user_id'),
    actorEmail: text('actor_email'),
    /** What was done, such as `member.invited` (src/domain/audit-event.ts lists them). */
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id'),
    /** A sentence for people: "Invited ana@example.com as editor". */
    summary: text('summary').notNull(),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('audit_events_brand_idx').on(table.brandId, table.at),
    index('audit_events_actor_idx').on(table.actorUserId, table.at),
    index('audit_events_object_idx').on(table.objectId, table.at),
  ],
)
