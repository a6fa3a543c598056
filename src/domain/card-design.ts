import { defineMessage } from '@formatjs/intl'
import { type Say, sayInEnglish } from '../i18n/say'
import { z } from 'zod'
import { hexColor } from './site'

/** How a card is laid out: the photo beside the name, the photo above a centred name, or a cover across the top. */
export const cardLayouts = ['classic', 'centred', 'cover'] as const
export const cardLayoutSchema = z.enum(cardLayouts)

export const photoShapes = ['circle', 'square'] as const
export const photoShapeSchema = z.enum(photoShapes)
export type PhotoShape = z.infer<typeof photoShapeSchema>

/**
 * A card's design; every field may be left out and then takes its default. The cover image and
 * the logo are uploads of their own (cards.cover_upload_id, cards.logo_upload_id).
 */
export const cardDesignSchema = z
  .object({
    layout: cardLayoutSchema.optional(),
    photo_shape: photoShapeSchema.optional(),
    /** The colour band across the top when there is no cover image; null uses the brand's primary colour. */
    cover_color: hexColor.nullable().optional(),
  })
  .strict()
export type CardDesign = z.infer<typeof cardDesignSchema>

/** A design with every choice made: what both answers carry and what the card is drawn from. */
export const cardLookSchema = z.object({
  layout: cardLayoutSchema,
  photo_shape: photoShapeSchema,
  cover_color: hexColor.nullable(),
})
export type CardLook = z.infer<typeof cardLookSchema>

/** The saved design with its defaults: the centred layout and a round photo are how every card looked before designs existed. */
export const cardLookOf = (design: CardDesign): CardLook => ({
  layout: design.layout ?? 'centred',
  photo_shape: design.photo_shape ?? 'circle',
  cover_color: design.cover_color ?? null,
})

/** The band across the top: always in the cover layout; in the others only when the owner chose an image or a colour for it. */
export const cardBandShown = (card: { design: CardLook; cover: string | null }): boolean =>
  card.design.layout === 'cover' || card.cover !== null || card.design.cover_color !== null

const logoAlt = defineMessage({ id: 'cardPage.logoAlt', defaultMessage: 'Logo of {organisation}' })

export const cardLogoAlt = (card: { organisation: string }, say: Say = sayInEnglish) => say(logoAlt, { organisation: card.organisation })
