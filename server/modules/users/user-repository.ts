import { eq } from 'drizzle-orm'
import type { User } from '../../../src/domain/profile'
import type { Database, Transaction } from '../../db/client'
import { users } from '../../db/schema'

type UserRow = typeof users.$inferSelect
export const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  name: row.name,
  image: row.image,
  bio: row.bio,
})

/** A person is one row per address, whichever site they signed in on first. */
export async function findOrCreateUser(executor: Database | Transaction, email: string): Promise<UserRow> {
  await executor.insert(users).values({ email }).onConflictDoNothing()
  const [user] = await executor.select().from(users).where(eq(users.email, email)).limit(1)
  return user!
}

export function createUserRepository(db: Database) {
  return {
    async updateUser(userId: string, changes: { name?: string; bio?: string }): Promise<User | null> {
      const [row] =
        Object.keys(changes).length > 0
          ? await db.update(users).set(changes).where(eq(users.id, userId)).returning()
          : await db.select().from(users).where(eq(users.id, userId)).limit(1)
      return row ? toUser(row) : null
    },
  }
}
