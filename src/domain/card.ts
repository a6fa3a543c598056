import { z } from 'zod'
import { emailSchema } from './auth'
import { siteColorsSchema } from './site'

/**
 * A card's key is the last segment of its public address (/vcard/{key}): lower-case letters,
 * digits and single hyphens, unique within its brand.
 */
export const cardKeySchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'must not be empty')
  .max(64, 'must be at most 64 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'may hold only letters a-z, digits and single hyphens between them, such as ada-lovelace')

export const contactTypes = ['work', 'mobile', 'home'] as const
export const contactTypeSchema = z.enum(contactTypes)
export type ContactType = z.infer<typeof contactTypeSchema>

const nameField = z.string().trim().max(100, 'must be at most 100 characters')

export const phoneNumberSchema = z
  .string()
  .trim()
  .max(32, 'must be at most 32 characters')
  .regex(/^\+?[0-9 ()./-]+$/, 'may hold only digits, spaces, + ( ) . / and -, such as +44 20 7946 0958')
  .refine((value) => value.replace(/\D/g, '').length >= 3, 'must hold at least 3 digits')

export const cardPhoneSchema = z.object({ type: contactTypeSchema, number: phoneNumberSchema }).strict()
export type CardPhone = z.infer<typeof cardPhoneSchema>

export const cardEmailSchema = z.object({ type: contactTypeSchema, address: emailSchema }).strict()
export type CardEmail = z.infer<typeof cardEmailSchema>

export const httpUrlSchema = z
  .string()
  .trim()
  .max(500, 'must be at most 500 characters')
  .refine((value) => {
    try {
      const url = new URL(value)
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && !/\s/.test(value)
    } catch {
      return false
    }
  }, 'must be an http(s) address such as https://example.com')

export const cardWebsiteSchema = z
  .object({ url: httpUrlSchema, label: z.string().trim().max(60, 'must be at most 60 characters').default('') })
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

const addressPart = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).default('')
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

/** Any of the brand's colour names, each overriding the brand's value on this card only. */
export const cardColorsSchema = siteColorsSchema.partial().strict()
export type CardColors = z.infer<typeof cardColorsSchema>

/** The fields a brand admin writes; every one but the key and a name part may be left out. */
const cardFieldsShape = {
  key: cardKeySchema,
  owner_user_id: z.uuid('must be the id of a person').nullable(),
  given_name: nameField,
  family_name: nameField,
  prefix: z.string().trim().max(40, 'must be at most 40 characters'),
  suffix: z.string().trim().max(40, 'must be at most 40 characters'),
  job_title: z.string().trim().max(120, 'must be at most 120 characters'),
  /** Null shows the brand's name. */
  organisation: z.string().trim().max(120, 'must be at most 120 characters').nullable(),
  phones: z.array(cardPhoneSchema).max(10, 'may hold at most 10 phone numbers'),
  emails: z.array(cardEmailSchema).max(10, 'may hold at most 10 addresses'),
  websites: z.array(cardWebsiteSchema).max(10, 'may hold at most 10 websites'),
  address: cardAddressSchema.nullable(),
  socials: z.array(cardSocialSchema).max(20, 'may hold at most 20 profiles'),
  bio: z.string().trim().max(1000, 'must be at most 1000 characters'),
  published: z.boolean(),
  colors: cardColorsSchema,
}

const hasName = (card: { given_name?: string; family_name?: string }) => Boolean(card.given_name || card.family_name)
export const missingNameMessage = 'a card needs a given or a family name'

/** POST /api/brands/{brandId}/vcards */
export const cardCreateSchema = z
  .object({
    ...cardFieldsShape,
    owner_user_id: cardFieldsShape.owner_user_id.default(null),
    given_name: cardFieldsShape.given_name.default(''),
    family_name: cardFieldsShape.family_name.default(''),
    prefix: cardFieldsShape.prefix.default(''),
    suffix: cardFieldsShape.suffix.default(''),
    job_title: cardFieldsShape.job_title.default(''),
    organisation: cardFieldsShape.organisation.default(null),
    phones: cardFieldsShape.phones.default([]),
    emails: cardFieldsShape.emails.default([]),
    websites: cardFieldsShape.websites.default([]),
    address: cardFieldsShape.address.default(null),
    socials: cardFieldsShape.socials.default([]),
    bio: cardFieldsShape.bio.default(''),
    published: cardFieldsShape.published.default(false),
    colors: cardFieldsShape.colors.default({}),
  })
  .strict()
  .refine(hasName, { message: missingNameMessage, path: ['given_name'] })
export type CardCreate = z.input<typeof cardCreateSchema>
export type CardCreateParsed = z.infer<typeof cardCreateSchema>

/** PATCH /api/brands/{brandId}/vcards/{vcardId}: any subset; `published` publishes or withdraws. */
export const cardUpdateSchema = z.object(cardFieldsShape).partial().strict()
export type CardUpdate = z.input<typeof cardUpdateSchema>
export type CardUpdateParsed = z.infer<typeof cardUpdateSchema>

/** The person and contact fields, as both admins and visitors receive them. */
const cardAnswerFields = {
  key: z.string(),
  given_name: z.string(),
  family_name: z.string(),
  prefix: z.string(),
  suffix: z.string(),
  job_title: z.string(),
  /** Address of the photo as the server serves it, or null. */
  photo: z.string().nullable(),
  phones: z.array(cardPhoneSchema),
  emails: z.array(cardEmailSchema),
  websites: z.array(cardWebsiteSchema),
  address: cardAddressSchema.nullable(),
  socials: z.array(cardSocialSchema),
  bio: z.string(),
  updated_at: z.string(),
}

/** A card as its brand's admins see it. */
export const cardSchema = z.object({
  ...cardAnswerFields,
  id: z.string(),
  brand_id: z.string(),
  owner_user_id: z.string().nullable(),
  organisation: z.string().nullable(),
  published: z.boolean(),
  colors: cardColorsSchema,
  created_at: z.string(),
})
export type Card = z.infer<typeof cardSchema>

export const cardListSchema = z.object({ cards: z.array(cardSchema) })
export type CardList = z.infer<typeof cardListSchema>

/**
 * A published card as anyone sees it: the organisation is filled in with the brand's name when
 * the card has none, and the colours are the brand's with the card's overrides applied.
 */
export const publicCardSchema = z.object({
  ...cardAnswerFields,
  /** The name as shown: prefix, given, family and suffix joined by spaces. */
  display_name: z.string(),
  organisation: z.string(),
  colors: siteColorsSchema,
  brand: z.object({ name: z.string(), slug: z.string(), logo: z.string().nullable() }),
  /** Where the contact file is downloaded from (vCard 3.0; add ?version=4.0 for 4.0). */
  vcard_url: z.string(),
})
export type PublicCard = z.infer<typeof publicCardSchema>

/** What a brand's business page shows besides its cards; empty strings are left out of the page. */
export const brandProfileSchema = z.object({
  about: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string(),
  address: cardAddressSchema.nullable(),
})
export type BrandProfile = z.infer<typeof brandProfileSchema>

/** PATCH /api/brands/{brandId}/profile */
export const brandProfileUpdateSchema = z
  .object({
    about: z.string().trim().max(2000, 'must be at most 2000 characters'),
    email: z.union([z.literal(''), emailSchema]),
    phone: z.union([z.literal(''), phoneNumberSchema]),
    website: z.union([z.literal(''), httpUrlSchema]),
    address: cardAddressSchema.nullable(),
  })
  .partial()
  .strict()
export type BrandProfileUpdate = z.input<typeof brandProfileUpdateSchema>

/** GET /api/brands/by-slug/{slug}: the business page of the host's brand. */
export const brandPageSchema = z.object({
  brand: z.object({ name: z.string(), slug: z.string(), logo: z.string().nullable() }),
  profile: brandProfileSchema,
  cards: z.array(publicCardSchema),
})
export type BrandPage = z.infer<typeof brandPageSchema>

/** A card's QR code points at /vcard/{key}?src=qr; the app passes `src` on so the scan is counted. */
export const qrSourceMarker = 'qr'

export const vcardVersionSchema = z.enum(['3.0', '4.0'])
export type VcardVersion = z.infer<typeof vcardVersionSchema>

const figureCounts = {
  views: z.number().int(),
  contact_saves: z.number().int(),
  qr_scans: z.number().int(),
  leads: z.number().int(),
}
/** GET /api/brands/{brandId}/vcards/{vcardId}/figures: totals and the last 30 days, oldest first. */
export const cardFiguresSchema = z.object({
  ...figureCounts,
  days: z.array(z.object({ day: z.string(), ...figureCounts })),
})
export type CardFigures = z.infer<typeof cardFiguresSchema>

/** POST /api/vcards/{key}/leads: what a visitor leaves on a card. */
export const leadCreateSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(120, 'must be at most 120 characters')
      .regex(/^[^\u0000-\u001f\u007f]*$/, 'must be one line, with no control characters'),
    email: emailSchema,
    phone: z.union([z.literal(''), phoneNumberSchema]).default(''),
    message: z.string().trim().max(2000, 'must be at most 2000 characters').default(''),
    /** The visitor's guest id (role_id from POST /api/auth/guests) when they have one already. */
    guest_id: z.uuid('must be the role_id of a guest').nullish(),
  })
  .strict()
export type LeadCreate = z.input<typeof leadCreateSchema>

/** The answer to a lead: the guest identity the visitor now has, to send with later leads. */
export const leadResponseSchema = z.object({ id: z.string(), guest_id: z.string() })
export type LeadResponse = z.infer<typeof leadResponseSchema>

export const messageSchema = z.object({
  id: z.string(),
  card: z.object({ id: z.string(), key: z.string() }).nullable(),
  from: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  message: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
})
export type Message = z.infer<typeof messageSchema>
export const messageListSchema = z.object({ messages: z.array(messageSchema) })

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(['lead']),
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

/** The display name: what FN carries in a vCard and what the card page shows. */
export function cardDisplayName(card: { prefix: string; given_name: string; family_name: string; suffix: string }): string {
  return [card.prefix, card.given_name, card.family_name, card.suffix].filter((part) => part.length > 0).join(' ')
}
