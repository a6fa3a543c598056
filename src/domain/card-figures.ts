import { z } from 'zod'

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
