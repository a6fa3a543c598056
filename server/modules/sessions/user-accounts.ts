import { eq } from 'drizzle-orm'
import type { User } from '../../../src/domain/profile'
import type { Locale } from '../../../src/i18n/locales'
import type { Database, Transaction } from '../../db/client'
import { users } from './schema'

/** A person's account as stored: one row per address, whichever site they signed in on first. */
export type UserRow = typeof users.$inferSelect

export const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  name: row.name,
  image: row.image,
  bio: row.bio,
  locale: row.locale,
})

/** The account of this address, made on its first sign-in or invitation. */
export async function findOrCreateUser(executor: Database | Transaction, email: string): Promise<UserRow> {
  await executor.insert(users).values({ email }).onConflictDoNothing()
  const [user] = await executor.select().from(users).where(eq(users.email, email)).limit(1)
  return user!
}

/** The language a person chose on their profile, found by their address or id; null when they chose none or have no account. */
export async function chosenLocaleOf(executor: Database | Transaction, who: { email: string } | { id: string }): Promise<Locale | null> {
  const [row] = await executor
    .select({ locale: users.locale })
    .from(users)
    .where('email' in who ? eq(users.email, who.email) : eq(users.id, who.id))
    .limit(1)
  return row?.locale ?? null
}
