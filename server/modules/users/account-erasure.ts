import { defineMessages } from '@formatjs/intl'
import { sql } from 'drizzle-orm'
import type { CardsOnDeletion } from '../../../src/domain/own-data'
import type { Repositories } from '../../app-context'
import type { Transaction } from '../../db/client'
import { said, type ErrorWords } from '../../http-error'
import { announceSessionsEnded } from '../sessions/public'

const words = defineMessages({
  lastOwner: {
    id: 'usersErrors.lastOwner',
    defaultMessage: 'You are the last owner of {brand}, which has other members: make one of them an owner (or remove them) first, then delete your account.',
  },
  lastAdministrator: {
    id: 'usersErrors.lastAdministrator',
    defaultMessage: 'You are the last administrator of the site {site}: make someone else its administrator first (npm run marque -- admin:add), then delete your account.',
  },
})

/** Why an account may not go yet, in words that say what to do first. */
export type ErasureRefusal = { ok: false; words: ErrorWords }
/** What the deletion leaves to do once it commits: the files no row names any more, the brands whose pages change. */
export type Erasure = { ok: true; fileNames: string[]; brandIds: string[] }

/** What stands for the person where the log's sentences named them. */
const erasedWords = 'a deleted account'

/** A text matched as it is by a PostgreSQL regular expression: every sign that is not a letter or digit escaped. */
const literally = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, (sign) => (/\s/.test(sign) ? sign : `\\${sign}`))

type Rows<T> = { rows: T[] }
const rowsOf = async <T>(tx: Transaction, query: ReturnType<typeof sql>) => ((await tx.execute(query)) as unknown as Rows<T>).rows

/**
 * Deletes a person's account in the caller's transaction (GDPR article 17; docs/people.md says
 * what happens to each table). Their cards are handed to their brands (without their photos) or
 * deleted, as they chose; their sessions end at once; everything that is theirs goes, with the
 * user row's foreign keys; what others keep (a page they published, a note they wrote) keeps the
 * row without them. The audit log keeps every event with their id only: their address, name,
 * network address and the values of their edits are blanked, which the log's trigger allows only
 * inside this transaction (migration 0015).
 */
export async function eraseAccount(
  tx: Transaction,
  repositories: Repositories,
  person: { userId: string; email: string; name: string },
  cardsChoice: CardsOnDeletion,
): Promise<ErasureRefusal | Erasure> {
  const me = sql`${person.userId}::uuid`

  // The owners of every brand they own, locked: two owners deleting their accounts at once are taken in turn.
  const owned = await rowsOf<{ brand_id: string; name: string }>(
    tx,
    sql`select m.brand_id, b.name from brand_members m join brands b on b.id = m.brand_id where m.user_id = ${me} and m.role = 'owner' order by m.brand_id`,
  )
  for (const brand of owned) {
    const owners = await repositories.brandMembers.lockOwners(tx, brand.brand_id)
    const [others] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from brand_members where brand_id = ${brand.brand_id} and user_id <> ${me}`)
    if (owners.length <= 1 && (others?.n ?? 0) > 0) {
      return { ok: false, words: said(words.lastOwner, { brand: brand.name }) }
    }
  }
  const [lastAdmin] = await rowsOf<{ name: string }>(
    tx,
    sql`select s.name from roles r join sites s on s.id = r.site_id where r.user_id = ${me} and r.type = 'admin'
        and not exists (select 1 from roles o where o.site_id = r.site_id and o.type = 'admin' and o.user_id <> ${me}) order by s.name limit 1`,
  )
  if (lastAdmin) {
    return { ok: false, words: said(words.lastAdministrator, { site: lastAdmin.name }) }
  }

  const cards = await rowsOf<{ id: string; brand_id: string; cover_upload_id: string | null; logo_upload_id: string | null }>(
    tx,
    sql`select id, brand_id, cover_upload_id, logo_upload_id from cards where owner_user_id = ${me} order by created_at, id for update`,
  )
  const fileNames: string[] = []
  const actor = { userId: person.userId, ip: null, email: null }
  for (const card of cards) {
    if (cardsChoice === 'delete') {
      fileNames.push(...(await repositories.uploads.fileNamesOfCard(tx, card.id)))
      await repositories.cards.remove(card.brand_id, card.id, tx)
      await repositories.auditLog.record(tx, actor, { action: 'card.deleted', object: { type: 'card', id: card.id }, summary: 'Deleted a card as its owner deleted their account', brandId: card.brand_id })
      continue
    }
    // The card stays the brand's, for its admins to give to someone else; the person's photos leave with them, and their own address from its e-mails.
    const photos = await rowsOf<{ file_name: string }>(
      tx,
      sql`delete from uploads where card_id = ${card.id} and id is distinct from ${card.cover_upload_id} and id is distinct from ${card.logo_upload_id} returning file_name`,
    )
    fileNames.push(...photos.map((photo) => photo.file_name))
    await tx.execute(sql`update cards set emails = coalesce((select jsonb_agg(e) from jsonb_array_elements(emails) e where lower(e->>'address') <> ${person.email}), '[]'::jsonb) where id = ${card.id}`)
    await repositories.cards.setOwner(tx, card.brand_id, card.id, null)
    await repositories.auditLog.record(tx, actor, { action: 'card.given', object: { type: 'card', id: card.id }, summary: 'Handed a card to the brand as its owner deleted their account', brandId: card.brand_id })
  }
  const handed = cardsChoice === 'give-to-brand' ? cards.map((card) => card.id) : []

  // Their profile photo: an upload only the user row names.
  const profilePhotos = await rowsOf<{ file_name: string }>(
    tx,
    sql`delete from uploads where id = (select substring(image from '^/uploads/([0-9a-f-]{36})$')::uuid from users where id = ${me})
        and not exists (select 1 from sites where logo_upload_id = uploads.id) returning file_name`,
  )
  fileNames.push(...profilePhotos.map((photo) => photo.file_name))

  // Leads left on a card handed over stay in the brand's inbox; the rest go with the person.
  if (handed.length > 0) {
    await tx.execute(sql`update messages set to_user_id = null where to_user_id = ${me} and card_id in (${sql.join(handed.map((id) => sql`${id}::uuid`), sql`, `)})`)
  }
  // What they sent or asked for as a visitor, which names them by address.
  await tx.execute(sql`delete from messages where from_user_id = ${me} or from_email = ${person.email}`)
  await tx.execute(sql`delete from bookings where email = ${person.email}`)
  await tx.execute(sql`delete from brand_invitations where email = ${person.email}`)
  await tx.execute(sql`delete from login_codes where email = ${person.email}`)

  const emailPattern = literally(person.email)
  const namePattern = person.name.trim().length >= 2 ? `\\m${literally(person.name.trim())}\\M` : null
  const blanked = (column: ReturnType<typeof sql>) => {
    const withoutEmail = sql`regexp_replace(${column}, ${emailPattern}, ${erasedWords}, 'gi')`
    return namePattern ? sql`regexp_replace(${withoutEmail}, ${namePattern}, ${erasedWords}, 'g')` : withoutEmail
  }
  await tx.execute(sql`update notifications set title = ${blanked(sql`title`)}, body = ${blanked(sql`body`)}
    where title ~* ${emailPattern} or body ~* ${emailPattern} ${namePattern ? sql`or title ~ ${namePattern} or body ~ ${namePattern}` : sql``}`)

  const deletedCards = cardsChoice === 'delete' ? cards.map((card) => card.id) : []
  // Their own edits' values (their profile, the cards they deleted) go; which fields changed stays.
  const theirValues = sql`(object_type = 'user' and object_id = ${person.userId}) ${
    deletedCards.length > 0 ? sql`or (object_type = 'card' and object_id in (${sql.join(deletedCards.map((id) => sql`${id}`), sql`, `)}))` : sql``
  }`
  const fieldsOnly = sql`jsonb_set(details, '{changes}', coalesce((select jsonb_agg(jsonb_build_object('field', c->'field')) from jsonb_array_elements(details->'changes') c), '[]'::jsonb))`
  await tx.execute(sql`select set_config('marque.erasing_person', ${person.userId}, true)`)
  await tx.execute(sql`update audit_events set
      actor_email = case when actor_user_id = ${me} or lower(actor_email) = ${person.email} then null else actor_email end,
      ip = case when actor_user_id = ${me} then null else ip end,
      object_id = case when lower(object_id) = ${person.email} then null else object_id end,
      summary = ${blanked(sql`summary`)},
      details = regexp_replace((case when jsonb_typeof(details->'changes') = 'array' and (${theirValues}) then ${fieldsOnly} else details end)::text, ${emailPattern}, ${erasedWords}, 'gi')::jsonb
    where actor_user_id = ${me} or object_id = ${person.userId} or lower(object_id) = ${person.email} or lower(actor_email) = ${person.email}
      or summary ~* ${emailPattern} or details::text ~* ${emailPattern} ${namePattern ? sql`or summary ~ ${namePattern}` : sql``}`)
  await tx.execute(sql`select set_config('marque.erasing_person', '', true)`)

  // Their sessions end now, and whatever is open on them hears so once this commits.
  await tx.execute(sql`update sessions set revoked_at = now() where user_id = ${me} and revoked_at is null`)
  await announceSessionsEnded(tx, person.userId)
  // Everything else that is theirs goes with the user row (cascade), and rows that only name them keep the row without them (set null).
  await tx.execute(sql`delete from users where id = ${me}`)
  await repositories.auditLog.record(tx, actor, {
    action: 'account.deleted',
    object: { type: 'user', id: person.userId },
    summary: cardsChoice === 'delete' ? 'Deleted their account and their cards' : 'Deleted their account and handed their cards to the brand',
    details: { cards: cardsChoice, card_count: cards.length },
  })
  return { ok: true, fileNames, brandIds: [...new Set(cards.map((card) => card.brand_id))] }
}
