import { z } from 'zod'
import { problem } from './problems'

/** The columns a CSV of people may have; `key` may be left out (made from the name). */
export const cardImportColumns = ['key', 'given_name', 'family_name', 'prefix', 'suffix', 'job_title', 'organisation', 'email', 'phone', 'mobile', 'website', 'bio', 'published'] as const

/** POST /api/brands/{brandId}/vcards/import: the CSV, checked only (`dry_run`) or imported, all or nothing. */
export const cardImportSchema = z
  .object({
    csv: z.string().min(1).refine((csv) => csv.length <= 2_000_000, { message: problem('csvSize'), params: { megabytes: 2 } }),
    dry_run: z.boolean().default(false),
  })
  .strict()

/** What an import found: every row's problems (row 1 is the header), and how many cards it made. */
export const cardImportResultSchema = z.object({
  rows: z.number(),
  imported: z.number(),
  problems: z.array(z.object({ row: z.number(), field: z.string(), message: z.string() })),
})
export type CardImportResult = z.infer<typeof cardImportResultSchema>

/** At most this many people in one file. */
export const maxImportRows = 5000
