import { z } from 'zod'
import { cardSources } from './card-events'

/** The ranges a card's analytics are read for, in days up to today (UTC). */
export const analyticsRanges = [7, 30, 90] as const
export type AnalyticsRange = (typeof analyticsRanges)[number]

export const cardAnalyticsQuerySchema = z
  .object({
    days: z
      .enum(['7', '30', '90'])
      .default('30')
      .transform((days) => Number(days) as AnalyticsRange),
  })
  .strict()

const counts = {
  views: z.number().int(),
  contact_saves: z.number().int(),
  qr_scans: z.number().int(),
  link_taps: z.number().int(),
  leads: z.number().int(),
}
export type AnalyticsCounts = { [Name in keyof typeof counts]: number }

/** GET /api/brands/{brandId}/vcards/{vcardId}/analytics?days=7|30|90 */
export const cardAnalyticsSchema = z.object({
  days: z.number().int(),
  totals: z.object(counts),
  /** Every day of the range, oldest first, zeros included. */
  series: z.array(z.object({ day: z.string(), ...counts })),
  /** Views by the `?src=` marker of the address they came through ('' for none), most first. */
  sources: z.array(z.object({ source: z.enum(cardSources), views: z.number().int() })),
  /** The card's links by taps, most first, at most ten. */
  links: z.array(z.object({ target: z.string(), taps: z.number().int() })),
})
export type CardAnalytics = z.infer<typeof cardAnalyticsSchema>

/** POST /api/vcards/{key}/taps: a visitor followed one of the card's links. */
export const linkTapSchema = z.object({ target: z.string().min(1).max(500) }).strict()
