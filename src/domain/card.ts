import { z } from 'zod'
import {
  cardAddressSchema,
  cardEmailSchema,
  cardMessengerSchema,
  cardPhoneSchema,
  cardSocialSchema,
  cardWebsiteSchema,
} from './contact-details'
import { addressWordSchema } from './address-word'
import { reservedCardWord } from './card-address'
import { cardDesignSchema, cardLookSchema } from './card-design'
import { siteColorsSchema } from './site'
import { problem, problemWords } from './problems'

/**
 * A card's key is the last segment of its public address (/vcard/{key}): lower-case letters,
 * digits and single hyphens, unique within its brand, never its brand's slug (the business page
 * at /vcard/{slug}) nor a reserved word (card-address.ts).
 */
export const cardKeySchema = addressWordSchema({ max: 64, example: 'ada-lovelace', reserved: reservedCardWord })

const nameField = z.string().trim().max(100)

/** Any of the brand's colour names, each overriding the brand's value on this card only. */
export const cardColorsSchema = siteColorsSchema.partial().strict()
export type CardColors = z.infer<typeof cardColorsSchema>

/**
 * The person and contact fields: what a brand admin writes, what admins and visitors receive and
 * what a vCard holds. A new contact field is added here once.
 */
const cardContactShape = {
  given_name: nameField,
  family_name: nameField,
  prefix: z.string().trim().max(40),
  suffix: z.string().trim().max(40),
  job_title: z.string().trim().max(120),
  phones: z.array(cardPhoneSchema).max(10),
  emails: z.array(cardEmailSchema).max(10),
  websites: z.array(cardWebsiteSchema).max(10),
  address: cardAddressSchema.nullable(),
  socials: z.array(cardSocialSchema).max(20),
  /** WhatsApp, Signal and Telegram: a chat a visitor opens from the card's icon row. */
  messengers: z.array(cardMessengerSchema).max(6),
  bio: z.string().trim().max(1000),
}

/** The fields a brand admin writes; every one but the key and a name part may be left out. */
const cardFieldsShape = {
  key: cardKeySchema,
  owner_user_id: z.uuid(problem('person')).nullable(),
  ...cardContactShape,
  /** Null shows the brand's name. */
  organisation: z.string().trim().max(120).nullable(),
  published: z.boolean(),
  colors: cardColorsSchema,
  design: cardDesignSchema,
}

const hasName = (card: { given_name?: string; family_name?: string }) => Boolean(card.given_name || card.family_name)
/** The card editor's own words for a card without a name, before the schema is asked. */
export const missingNameMessage = problemWords[problem('cardName')]!.defaultMessage

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
    messengers: cardFieldsShape.messengers.default([]),
    bio: cardFieldsShape.bio.default(''),
    published: cardFieldsShape.published.default(false),
    colors: cardFieldsShape.colors.default({}),
    design: cardFieldsShape.design.default({}),
  })
  .strict()
  .refine(hasName, { message: problem('cardName'), path: ['given_name'] })
export type CardCreate = z.input<typeof cardCreateSchema>
export type CardCreateParsed = z.infer<typeof cardCreateSchema>

/**
 * PUT /api/brands/{brandId}/vcards/{vcardId}/owner: gives the card to a person of the brand (a
 * member, or someone signed up on one of its sites), moves it from one to another, or takes it
 * back (null: nobody's; its leads go to the brand's first owner).
 */
export const cardOwnerUpdateSchema = z.object({ owner_user_id: cardFieldsShape.owner_user_id }).strict()

/** POST /api/brands/{brandId}/vcards/for-member: a new card from the brand's template, owned by the person and filled with their name and e-mail. */
export const cardForMemberSchema = z.object({ owner_user_id: z.uuid(problem('person')) }).strict()

const uploadIdSchema = z.uuid(problem('cardImage')).nullable()

/**
 * PATCH /api/brands/{brandId}/vcards/{vcardId}: any subset; `published` publishes or withdraws.
 * The cover and the logo are images sent first to …/vcards/{vcardId}/images; null takes one away,
 * and `photo: null` takes the photo away.
 */
export const cardUpdateSchema = z
  .object({
    ...cardFieldsShape,
    cover_upload_id: uploadIdSchema,
    logo_upload_id: uploadIdSchema,
    photo: z.null({ error: problem('photoOnlyNull') }),
  })
  .partial()
  .strict()
export type CardUpdateParsed = z.infer<typeof cardUpdateSchema>

/** What both admins and visitors receive of a card. */
const cardAnswerFields = {
  key: z.string(),
  ...cardContactShape,
  /** Address of the photo as the server serves it, or null. */
  photo: z.string().nullable(),
  design: cardLookSchema,
  /** Addresses of the cover image and the logo, or null. */
  cover: z.string().nullable(),
  logo: z.string().nullable(),
  updated_at: z.string(),
}

/** The contact a card's vCard holds, with the organisation as shown (the brand's name when empty). */
export const cardContactSchema = z.object({ ...cardContactShape, organisation: z.string() })
export type CardContact = z.infer<typeof cardContactSchema>

/** A card as its brand's admins see it. */
export const cardSchema = z.object({
  ...cardAnswerFields,
  id: z.string(),
  brand_id: z.string(),
  owner_user_id: z.string().nullable(),
  organisation: z.string().nullable(),
  published: z.boolean(),
  colors: cardColorsSchema,
  cover_upload_id: z.string().nullable(),
  logo_upload_id: z.string().nullable(),
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
  /** The booking page of the first published appointment type the card's owner hosts, or null. */
  booking_url: z.string().nullable().default(null),
})
export type PublicCard = z.infer<typeof publicCardSchema>

export const vcardVersionSchema = z.enum(['3.0', '4.0'])
export type VcardVersion = z.infer<typeof vcardVersionSchema>

/** The display name: what FN carries in a vCard and what the card page shows. */
export function cardDisplayName(card: { prefix: string; given_name: string; family_name: string; suffix: string }): string {
  return [card.prefix, card.given_name, card.family_name, card.suffix].filter((part) => part.length > 0).join(' ')
}
