import { z } from 'zod'
import { hexColor } from './site'

/** How a card is laid out: the photo beside the name, the photo above a centred name, or a cover across the top. */
export const cardLayouts = ['classic', 'centred', 'cover'] as const
export const cardLayoutSchema = z.enum(cardLayouts)

export const photoShapes = ['circle', 'square'] as const
export const photoShapeSchema = z.enum(photoShapes)

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
