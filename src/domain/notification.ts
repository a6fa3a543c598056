import { z } from 'zod'
import { problem } from './problems'

/** What a notification is about: a lead left on a card, a change of brand membership, the account's security, a payment received, a client's look at or answer to a document. */
export const notificationKinds = ['lead', 'membership', 'security', 'payment', 'invoice'] as const
export const notificationKindSchema = z.enum(notificationKinds)
export type NotificationKind = z.infer<typeof notificationKindSchema>

export const notificationSchema = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  title: z.string(),
  body: z.string(),
  /** An app path to open, such as /users/{id}/messages. */
  link: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
})
export type Notification = z.infer<typeof notificationSchema>
export const notificationListSchema = z.object({ notifications: z.array(notificationSchema), unread: z.number().int() })
export const notificationUpdateSchema = z.object({ read: z.boolean() }).strict()

/** Where one kind of notification reaches the person: the app's list, an e-mail, a push to their devices. */
export const deliverySchema = z.object({ in_app: z.boolean(), email: z.boolean(), push: z.boolean() }).strict()
export type Delivery = z.infer<typeof deliverySchema>

/** A person's delivery per kind: GET /api/users/me/notification-preferences answers all five. */
export const notificationPreferencesSchema = z.object({ lead: deliverySchema, membership: deliverySchema, security: deliverySchema, payment: deliverySchema, invoice: deliverySchema }).strict()
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>

/** PUT /api/users/me/notification-preferences: the kinds to change, each given whole. */
export const notificationPreferencesUpdateSchema = notificationPreferencesSchema.partial()
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>

/** What a person gets when they never chose: a lead reaches them everywhere; the rest in the app and by e-mail. */
export const defaultDelivery: NotificationPreferences = {
  lead: { in_app: true, email: true, push: true },
  membership: { in_app: true, email: true, push: false },
  security: { in_app: true, email: true, push: false },
  payment: { in_app: true, email: true, push: true },
  invoice: { in_app: true, email: false, push: false },
}

/** GET /api/push/public-key: the server's VAPID public key, for pushManager.subscribe. */
export const pushPublicKeySchema = z.object({ public_key: z.string() })

// Base64url text of a fixed length: 65 bytes (an uncompressed P-256 point, starting 0x04) and 16.
const p256dhSchema = z.string().regex(/^B[A-Za-z0-9_-]{86}=?$/, problem('pushKey'))
const authSchema = z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, problem('pushAuth'))

/** POST /api/push/subscriptions: what PushSubscription.toJSON() gives. */
export const pushSubscriptionCreateSchema = z
  .object({
    endpoint: z.url({ message: problem('pushService') }).max(2000),
    expirationTime: z.number().nullish(),
    keys: z.object({ p256dh: p256dhSchema, auth: authSchema }).strict(),
  })
  .strict()
export type PushSubscriptionCreate = z.infer<typeof pushSubscriptionCreateSchema>

/** DELETE /api/push/subscriptions: the endpoint to stop pushing to. */
export const pushSubscriptionDeleteSchema = z.object({ endpoint: z.string().min(1, problem('pushService')) }).strict()

/** The unread count the live badge gets, as the data of each `unread` event of GET /api/notifications/stream. */
export const unreadEventSchema = z.object({ unread: z.number().int() })

/** What a push message carries, for the service worker to show. */
export const pushMessageSchema = z.object({ title: z.string(), body: z.string(), link: z.string(), kind: notificationKindSchema })
export type PushMessage = z.infer<typeof pushMessageSchema>
