import { z } from 'zod'
import { problem } from './problems'

/** An e-mail address as people type it: trimmed and lower-cased. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email())

export const contactTypes = ['work', 'mobile', 'home'] as const
export const contactTypeSchema = z.enum(contactTypes)
export type ContactType = z.infer<typeof contactTypeSchema>

export const phoneNumberSchema = z
  .string()
  .trim()
  .max(32)
  .regex(/^\+?[0-9 ()./-]+$/, problem('phoneCharacters'))
  .refine((value) => value.replace(/\D/g, '').length >= 3, { message: problem('phoneDigits'), params: { minimum: 3 } })

export const cardPhoneSchema = z.object({ type: contactTypeSchema, number: phoneNumberSchema }).strict()
export type CardPhone = z.infer<typeof cardPhoneSchema>

export const cardEmailSchema = z.object({ type: contactTypeSchema, address: emailSchema }).strict()
export type CardEmail = z.infer<typeof cardEmailSchema>

export const httpUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine((value) => {
    try {
      const url = new URL(value)
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && !/\s/.test(value)
    } catch {
      return false
    }
  }, problem('httpAddress'))

export const cardWebsiteSchema = z
  .object({ url: httpUrlSchema, label: z.string().trim().max(60).default('') })
  .strict()
export type CardWebsite = z.infer<typeof cardWebsiteSchema>

export const socialNetworks = [
  'linkedin',
  'x',
  'instagram',
  'facebook',
  'github',
  'youtube',
  'tiktok',
  'mastodon',
  'bluesky',
  'other',
] as const
export const socialNetworkSchema = z.enum(socialNetworks)
export type SocialNetwork = z.infer<typeof socialNetworkSchema>

export const cardSocialSchema = z.object({ network: socialNetworkSchema, url: httpUrlSchema }).strict()
export type CardSocial = z.infer<typeof cardSocialSchema>

const addressPart = (max: number) => z.string().trim().max(max).default('')
export const cardAddressSchema = z
  .object({
    street: addressPart(200),
    locality: addressPart(100),
    region: addressPart(100),
    postal_code: addressPart(20),
    country: addressPart(100),
  })
  .strict()
export type CardAddress = z.infer<typeof cardAddressSchema>

/** Messaging apps a visitor can open a chat in from the card; each is reached by a phone number or a handle. */
export const messengerApps = ['whatsapp', 'signal', 'telegram'] as const
export type MessengerApp = (typeof messengerApps)[number]

/** A Telegram username as Telegram allows it (5–32 letters, digits and underscores), with or without its "@". */
const telegramHandleSchema = z
  .string()
  .trim()
  .regex(/^@?[A-Za-z][A-Za-z0-9_]{4,31}$/, problem('telegramHandle'))
  .overwrite((handle) => handle.replace(/^@/, ''))

/** WhatsApp and Signal find a person by the phone number, written with its country code. */
const messengerNumberSchema = phoneNumberSchema.refine((value) => value.startsWith('+'), problem('messengerNumber'))

export const cardMessengerSchema = z.discriminatedUnion('app', [
  z.object({ app: z.literal('whatsapp'), handle: messengerNumberSchema }).strict(),
  z.object({ app: z.literal('signal'), handle: messengerNumberSchema }).strict(),
  z.object({ app: z.literal('telegram'), handle: telegramHandleSchema }).strict(),
])
export type CardMessenger = z.infer<typeof cardMessengerSchema>
