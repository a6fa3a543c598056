import { cardDisplayName, cardUpdateSchema, missingNameMessage, type Card, type CardUpdateParsed } from '../../domain/card'
import type { CardAddress } from '../../domain/contact-details'
import { siteColorNames, type SiteColors } from '../../domain/site'
import type { CardFace } from './components/card-view'
import { validate, type FieldErrors } from '../../lib/forms/field-errors'

/** What an editor changes of a card: everything a brand admin writes but its owner and its publishing. */
type EditedFields = Omit<Card, 'id' | 'brand_id' | 'owner_user_id' | 'published' | 'photo' | 'cover' | 'logo' | 'created_at' | 'updated_at'>

/**
 * A card as its editor holds it, derived from the card's own schema: every value a string, so a
 * half-typed value is never lost; the organisation empty for "the brand's name", the address
 * always there with its parts empty.
 */
export type CardDraft = Omit<EditedFields, 'organisation' | 'address' | 'colors'> & {
  organisation: string
  address: CardAddress
  colors: Partial<Record<keyof SiteColors, string>>
}

const emptyAddress: CardAddress = { street: '', locality: '', region: '', postal_code: '', country: '' }
// The photo has its own upload; the editor takes it away with a request of its own.
const draftFields = Object.keys(cardUpdateSchema.shape).filter((field) => field !== 'owner_user_id' && field !== 'published' && field !== 'photo') as (keyof CardDraft &
  keyof Card)[]

export function draftOf(card: Card): CardDraft {
  // Copies, so editing a row of the draft never changes the card it came from.
  const fields = Object.fromEntries(draftFields.map((field) => [field, structuredClone(card[field])])) as Omit<CardDraft, 'organisation' | 'address'>
  return { ...fields, organisation: card.organisation ?? '', address: { ...emptyAddress, ...card.address } }
}

/** The draft as the API reads it: an empty organisation shows the brand's name, an empty address is none. */
export function draftChanges(draft: CardDraft) {
  const hasAddress = Object.values(draft.address).some((part) => part.trim() !== '')
  return {
    ...draft,
    organisation: draft.organisation.trim() === '' ? null : draft.organisation,
    address: hasAddress ? draft.address : null,
    colors: Object.fromEntries(Object.entries(draft.colors).filter(([, value]) => value !== undefined && value.trim() !== '')),
  }
}

export type DraftCheck = { ok: true; changes: CardUpdateParsed } | { ok: false; errors: FieldErrors }

/** The card's own rules (src/domain/card.ts), field by field, before anything is sent. */
export function checkDraft(draft: CardDraft): DraftCheck {
  const checked = validate(cardUpdateSchema, draftChanges(draft), draftRules(draft))
  return checked.ok ? { ok: true, changes: checked.value } : checked
}

/** What the schema of a change cannot know: the card as a whole needs a name. */
export function draftRules(draft: CardDraft): FieldErrors {
  return !draft.given_name.trim() && !draft.family_name.trim() ? { given_name: missingNameMessage } : {}
}

/** The addresses of the card's images as the editor shows them: saved, or just uploaded and not yet saved. */
export type CardImages = { photo: string | null; cover: string | null; logo: string | null }

const isHexColor = (value: string) => /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(value)

/** What the preview shows: the draft as a visitor would see it once saved, with the brand's defaults. */
export function previewOf(draft: CardDraft, brand: { name: string; colors: SiteColors }, images: CardImages): CardFace & { colors: SiteColors } {
  const colors = { ...brand.colors }
  for (const name of siteColorNames) {
    const value = draft.colors[name]?.trim()
    if (value && isHexColor(value)) colors[name] = value
  }
  const name = { prefix: draft.prefix.trim(), given_name: draft.given_name.trim(), family_name: draft.family_name.trim(), suffix: draft.suffix.trim() }
  const hasAddress = Object.values(draft.address).some((part) => part.trim() !== '')
  return {
    display_name: cardDisplayName(name),
    given_name: name.given_name,
    family_name: name.family_name,
    job_title: draft.job_title.trim(),
    organisation: draft.organisation.trim() || brand.name,
    ...images,
    design: { ...draft.design, cover_color: draft.design.cover_color && isHexColor(draft.design.cover_color.trim()) ? draft.design.cover_color.trim() : null },
    messengers: draft.messengers.filter((messenger) => messenger.handle.trim() !== ''),
    phones: draft.phones.filter((phone) => phone.number.trim() !== ''),
    emails: draft.emails.filter((email) => email.address.trim() !== ''),
    websites: draft.websites.filter((website) => website.url.trim() !== ''),
    address: hasAddress ? draft.address : null,
    socials: draft.socials.filter((social) => social.url.trim() !== ''),
    bio: draft.bio.trim(),
    colors,
  }
}
