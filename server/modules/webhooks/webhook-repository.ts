import { randomBytes } from 'node:crypto'
import { desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { brandWebhooks, webhookDeliveries } from './schema'

type WebhookRow = typeof brandWebhooks.$inferSelect
export type DeliveryInput = { brandId: string; messageId: string | null; event: string; attempt: number; url: string; statusCode: number | null; error: string; durationMs: number }

/** A new signing secret: 32 random bytes, named so it is recognised when pasted. */
const newSecret = () => `whsec_${randomBytes(32).toString('hex')}`

/** Each brand's one webhook and the log of its deliveries. */
export function createWebhookRepository(db: Database) {
  return {
    async find(brandId: string): Promise<WebhookRow | null> {
      const [row] = await db.select().from(brandWebhooks).where(eq(brandWebhooks.brandId, brandId))
      return row ?? null
    },

    /** Sets the address (a first one gets a secret); the secret stays until rotated. */
    async save(brandId: string, input: { url: string; enabled: boolean }): Promise<WebhookRow> {
      const [row] = await db
        .insert(brandWebhooks)
        .values({ brandId, url: input.url, enabled: input.enabled, secret: newSecret() })
        .onConflictDoUpdate({ target: brandWebhooks.brandId, set: { url: input.url, enabled: input.enabled, updatedAt: new Date() } })
        .returning()
      return row!
    },

    async rotateSecret(brandId: string): Promise<WebhookRow | null> {
      const [row] = await db.update(brandWebhooks).set({ secret: newSecret(), updatedAt: new Date() }).where(eq(brandWebhooks.brandId, brandId)).returning()
      return row ?? null
    },

    async remove(brandId: string): Promise<boolean> {
      return (await db.delete(brandWebhooks).where(eq(brandWebhooks.brandId, brandId)).returning({ id: brandWebhooks.brandId })).length > 0
    },

    async recordDelivery(input: DeliveryInput): Promise<void> {
      await db.insert(webhookDeliveries).values(input)
    },

    async deliveries(brandId: string, limit = 100) {
      return db.select().from(webhookDeliveries).where(eq(webhookDeliveries.brandId, brandId)).orderBy(desc(webhookDeliveries.createdAt)).limit(limit)
    },
  }
}
export type WebhookRepository = ReturnType<typeof createWebhookRepository>
