import { cardDisplayName, cardUpdateSchema, missingNameMessage, type Card, type CardUpdateParsed } from '../../domain/card'
import { type ContactType, type SocialNetwork } from '../../domain/contact-details'
import { siteColorNames, type SiteColors } from '../../domain/site'
import type { CardFace } from './components/card-view'
import { validate, type FieldErrors } from '../../lib/forms/field-errors'

/** A card as its editor holds it: every field a string, so a half-typed value is never lost. */
export type CardDraft = {
  key: string
  prefix: string
  given_name: string
  family_name: string
  suffix: string
  job_title: string
  organisation: string
  phones: { type: ContactType; number: string }[]
  emails: { type: ContactType; address: string }[]
  websites: { url: string; label: string }[]
  address: { street: string; locality: string; region: string; postal_code: string; country: string }
  socials: { network: SocialNetwork; url: string }[]
  bio: string
  colors: Partial<Record<keyof SiteColors, string>>
}

const emptyAddress: CardDraft['address'] = { street: '', locality: '', region: '', postal_code: '', country: '' }

export function draftOf(card: Card): CardDraft {
  return {
    key: card.key,
    prefix: card.prefix,
    given_name: card.given_name,
    family_name: card.family_name,
    suffix: card.suffix,
    job_title: card.job_title,
    organisation: card.organisation ?? '',
    phones: card.phones.map((phone) => ({ ...phone })),
    emails: card.emails.map((email) => ({ ...email })),
    websites: card.websites.map((website) => ({ ...website })),
    address: { ...emptyAddress, ...card.address },
    socials: card.socials.map((social) => ({ ...social })),
    bio: card.bio,
    colors: { ...card.colors },
  }
}

/** The draft as the API reads it: an empty organisation shows the brand's name, an empty address is none. */
export function draftChanges(draft: CardDraft) {
  const hasAddress = Object.values(draft.address).some((part) => part.trim() !== '')
  return {
    key: draft.key,
    prefix: draft.prefix,
    given_name: draft.given_name,
    family_name: draft.family_name,
    suffix: draft.suffix,
    job_title: draft.job_title,
    organisation: draft.organisation.trim() === '' ? null : draft.organisation,
    phones: draft.phones,
    emails: draft.emails,
    websites: draft.websites,
    address: hasAddress ? draft.address : null,
    socials: draft.socials,
    bio: draft.bio,
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

/** What the preview shows: the draft as a visitor would see it once saved, with the brand's defaults. */
export function previewOf(draft: CardDraft, brand: { name: string; colors: SiteColors }, photo: string | null): CardFace & { colors: SiteColors } {
  const colors = { ...brand.colors }
  for (const name of siteColorNames) {
    const value = draft.colors[name]?.trim()
    if (value && /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(value)) colors[name] = value
  }
  const name = { prefix: draft.prefix.trim(), given_name: draft.given_name.trim(), family_name: draft.family_name.trim(), suffix: draft.suffix.trim() }
  const hasAddress = Object.values(draft.address).some((part) => part.trim() !== '')
  return {
    display_name: cardDisplayName(name),
    given_name: name.given_name,
    family_name: name.family_name,
    job_title: draft.job_title.trim(),
    organisation: draft.organisation.trim() || brand.name,
    photo,
    phones: draft.phones.filter((phone) => phone.number.trim() !== ''),
    emails: draft.emails.filter((email) => email.address.trim() !== ''),
    websites: draft.websites.filter((website) => website.url.trim() !== ''),
    address: hasAddress ? draft.address : null,
    socials: draft.socials.filter((social) => social.url.trim() !== ''),
    bio: draft.bio.trim(),
    colors,
  }
}
