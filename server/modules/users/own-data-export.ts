import { sql, type SQL } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client'

/**
 * Everything Marque keeps about one person (GDPR articles 15 and 20), as `data.json` of their
 * download: one section per kind of row, each a list of rows with every column but those that are
 * secrets (token and code hashes, push keys, secret addresses) or someone else's (a visitor's
 * network address). docs/people.md lists the sections. Read in one statement, so the sections
 * agree with each other; the person is the session's, never one named by the request.
 */
/** Column names written by this file, never taken from a request. */
const columnNames = (names: string[]) => sql.raw(`'{${names.join(',')}}'::text[]`)

const sections = (userId: string): [string, SQL][] => {
  const me = sql`${userId}::uuid`
  const myEmail = sql`(select email from users where id = ${me})`
  const myCards = sql`(select id from cards where owner_user_id = ${me})`
  const myFiles = sql`(
    select id from uploads where card_id in ${myCards}
    union select unnest(array[photo_upload_id, cover_upload_id, logo_upload_id]) from cards where owner_user_id = ${me}
    union select substring(image from '^/uploads/([0-9a-f-]{36})$')::uuid from users where id = ${me})`
  const rows = (from: SQL, without: string[] = [], order = sql`created_at`) =>
    sql`(select coalesce(jsonb_agg(to_jsonb(r) - ${columnNames(without)} order by ${order}), '[]'::jsonb) from (${from}) r)`
  return [
    ['account', sql`(select to_jsonb(u) from users u where u.id = ${me})`],
    ['site_roles', rows(sql`select roles.*, sites.name as site_name from roles join sites on sites.id = roles.site_id where roles.user_id = ${me}`)],
    ['brand_memberships', rows(sql`select m.*, b.name as brand_name, b.slug as brand_slug from brand_members m join brands b on b.id = m.brand_id where m.user_id = ${me}`)],
    ['cards', rows(sql`select * from cards where owner_user_id = ${me}`)],
    ['card_daily_events', rows(sql`select * from card_daily_events where card_id in ${myCards}`, [], sql`r.card_id, r.day, r.event`)],
    ['files', rows(sql`select *, 'files/' || file_name as file_in_download from uploads where id in ${myFiles}`)],
    ['pages_last_saved', rows(sql`select * from pages where updated_by = ${me}`)],
    ['page_versions_published', rows(sql`select * from page_versions where published_by = ${me}`, [], sql`r.published_at`)],
    ['videos_uploaded', rows(sql`select * from videos where uploaded_by = ${me}`)],
    ['appointment_types', rows(sql`select * from appointment_types where host_user_id = ${me}`)],
    // A visitor's network address is theirs, not the host's.
    ['bookings_as_host', rows(sql`select * from bookings where host_user_id = ${me}`, ['cancel_token_hash', 'ip'])],
    ['bookings_as_visitor', rows(sql`select * from bookings where email = ${myEmail}`, ['cancel_token_hash'])],
    // The calendar's address carries its own secret: only when it was read and what went wrong.
    ['calendar_import', rows(sql`select * from calendar_imports where user_id = ${me}`, ['url', 'chain'])],
    ['imported_busy_times', rows(sql`select * from imported_busy_times where user_id = ${me}`, [], sql`r.starts_at`)],
    ['calendar_feeds', rows(sql`select * from calendar_feeds where user_id = ${me}`, ['token_hash'])],
    ['messages_received', rows(sql`select * from messages where to_user_id = ${me}`, ['request_ip'])],
    ['messages_sent', rows(sql`select * from messages where from_user_id = ${me} or from_email = ${myEmail}`)],
    ['lead_notes_written', rows(sql`select * from lead_notes where author_user_id = ${me}`)],
    ['notifications', rows(sql`select * from notifications where user_id = ${me}`)],
    ['notification_preferences', rows(sql`select * from notification_preferences where user_id = ${me}`, [], sql`r.kind`)],
    // A push endpoint is itself a capability: whoever has it may push to the browser.
    ['push_subscriptions', rows(sql`select * from push_subscriptions where user_id = ${me}`, ['endpoint', 'p256dh', 'auth'])],
    ['sessions', rows(sql`select * from sessions where user_id = ${me}`, ['token_hash'])],
    ['email_changes', rows(sql`select * from email_changes where user_id = ${me}`, ['code_hash', 'salt'])],
    ['sign_in_codes', rows(sql`select * from login_codes where email = ${myEmail}`, ['code_hash', 'salt'])],
    ['invitations_received', rows(sql`select * from brand_invitations where email = ${myEmail}`, ['token_hash'])],
    ['invitations_sent', rows(sql`select * from brand_invitations where invited_by = ${me}`, ['token_hash'])],
    [
      'audit_events',
      rows(
        sql`select * from audit_events where actor_user_id = ${me} or object_id = ${me}::text or (object_type = 'address' and object_id = ${myEmail})`,
        [],
        sql`r.seq`,
      ),
    ],
  ]
}

/** What the download holds: the data, and the files it names (in `files/`, by their stored name). */
export type OwnData = { data: Record<string, unknown>; fileNames: string[] }

export async function readOwnData(executor: Database | Transaction, userId: string): Promise<OwnData> {
  const pairs = sections(userId).flatMap(([name, query]) => [sql`${name}::text`, query])
  const result = await executor.execute(sql`select jsonb_build_object(${sql.join(pairs, sql`, `)}) as data`)
  const [row] = (result as unknown as { rows: { data: Record<string, unknown> | string }[] }).rows
  const data = typeof row!.data === 'string' ? (JSON.parse(row!.data) as Record<string, unknown>) : row!.data
  const files = (data.files ?? []) as { file_name: string }[]
  return { data, fileNames: files.map((file) => file.file_name) }
}
