import { cardLookOf } from '../../../src/domain/card-design'
import { cardContactSchema, cardDisplayName, type Card, type CardContact, type PublicCard } from '../../../src/domain/card'
import { HttpError, badRequest, notFound, said } from '../../http-error'
import { siteLogo, type SiteRecord } from '../sites/public'
import { uploadUrl } from '../uploads/public'
import type { CardRecord, CardWriteResult, PublishedCard } from './card-repository'
import { defineMessages } from '@formatjs/intl'

const contactFields = Object.keys(cardContactSchema.shape).filter((field) => field !== 'organisation') as (keyof CardRecord &
  keyof CardContact)[]

/** The person and their contact details, as both the admins' and the visitors' answers show them. */
const contactOf = (row: CardRecord) => ({
  ...(Object.fromEntries(contactFields.map((field) => [field, row[field]])) as Omit<CardContact, 'organisation'>),
  address: row.address ?? null,
  photo: row.photoUploadId ? uploadUrl(row.photoUploadId) : null,
  design: cardLookOf(row.design),
  cover: row.cover_upload_id ? uploadUrl(row.cover_upload_id) : null,
  logo: row.logo_upload_id ? uploadUrl(row.logo_upload_id) : null,
})

export function toCard(row: CardRecord): Card {
  return {
    ...contactOf(row),
    id: row.id,
    brand_id: row.brandId,
    key: row.key,
    owner_user_id: row.owner_user_id,
    organisation: row.organisation,
    published: row.published,
    colors: row.colors,
    cover_upload_id: row.cover_upload_id,
    logo_upload_id: row.logo_upload_id,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** How a card is named in the audit log and in notifications: its name and its address. */
export const cardLabel = (card: { given_name: string; family_name: string; key: string }) =>
  `"${[card.given_name, card.family_name].filter(Boolean).join(' ')}" (/vcard/${card.key})`

export const publicCardPath = (key: string) => `/vcard/${key}`
export const vcardFilePath = (key: string) => `/api/vcards/${key}/vcard.vcf`

/** What anyone may see of a published card, in the colours and logo of the site it is shown on. */
export function publicCardOf(published: PublishedCard, site: SiteRecord): PublicCard {
  const { card, brand } = published
  return {
    ...contactOf(card),
    key: card.key,
    display_name: cardDisplayName(card),
    organisation: card.organisation || brand.name,
    colors: { ...site.meta.colors, ...card.colors },
    brand: { name: brand.name, slug: brand.slug, logo: siteLogo(site) },
    vcard_url: vcardFilePath(card.key),
    booking_url: published.bookingTypeId ? `/appointments/${published.bookingTypeId}` : null,
    updated_at: card.updatedAt.toISOString(),
  }
}

export const cardWriteMessages = defineMessages({
  'not-found': { id: 'cardsErrors.noCard', defaultMessage: 'No card with this id in this brand' },
  'key-taken': { id: 'cardsErrors.keyTaken', defaultMessage: '{field}: another card of this brand already uses this key; choose another' },
  'no-name': { id: 'cardsErrors.noName', defaultMessage: '{field}: a card needs a given or a family name' },
})

/** A failed write as the error the caller sees, naming the field it is about. */
export function cardWriteAnswer(result: CardWriteResult): Card {
  if (result.ok) return toCard(result.card)
  if (result.reason === 'not-found') throw notFound(cardWriteMessages['not-found'])
  if (result.reason === 'key-taken') throw new HttpError(409, said(cardWriteMessages['key-taken'], { field: 'key' }), 'key')
  throw badRequest(said(cardWriteMessages['no-name'], { field: 'given_name' }), 'given_name')
}
