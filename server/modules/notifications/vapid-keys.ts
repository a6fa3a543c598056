import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '../../db/client'
import { serverSettings } from './schema'

const settingKey = 'vapid'
const vapidSchema = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) })
export type VapidKeys = z.infer<typeof vapidSchema>

/**
 * The server's VAPID key pair, which signs every push and which browsers subscribed with. Made on
 * the first start and kept in server_settings, so every process and every restart uses the same
 * pair (a new pair would silently orphan every subscription). Two processes starting at once both
 * try to insert; the first wins and both read its pair.
 */
export async function vapidKeysOf(db: Database): Promise<VapidKeys> {
  const stored = async () => {
    const [row] = await db.select({ value: serverSettings.value }).from(serverSettings).where(eq(serverSettings.key, settingKey)).limit(1)
    return row ? vapidSchema.parse(row.value) : null
  }
  const existing = await stored()
  if (existing) return existing
  // web-push is loaded only the first time, to make the pair.
  const made = (await import('web-push')).default.generateVAPIDKeys()
  await db
    .insert(serverSettings)
    .values({ key: settingKey, value: { publicKey: made.publicKey, privateKey: made.privateKey } })
    .onConflictDoNothing()
  return (await stored())!
}
