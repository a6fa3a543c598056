import { cardContactSchema, type CardContact } from '../../domain/card'
import type { VcardInput } from '../../domain/vcard-file'

const contactKeys = Object.keys(cardContactSchema.shape) as (keyof CardContact)[]

/** What an offline QR code holds: the contact itself (no photo: it would overflow any code). */
export function contactOf(card: CardContact & { updated_at: string }, cardUrl: string): VcardInput {
  const contact = Object.fromEntries(contactKeys.map((key) => [key, card[key]])) as CardContact
  return { ...contact, card_url: cardUrl, updated_at: card.updated_at }
}
