import { eq } from 'drizzle-orm'
import type { User } from '../../../src/domain/profile'
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
