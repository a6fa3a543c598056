import { z } from 'zod'

/** What becomes of the cards a person owns when they delete their account. */
export const cardsOnDeletionSchema = z.enum(['give-to-brand', 'delete'])
export type CardsOnDeletion = z.infer<typeof cardsOnDeletionSchema>

/** DELETE /api/users/me: the cards' fate, and the person's own address typed again to confirm. */
export const accountDeletionSchema = z
  .object({
    cards: cardsOnDeletionSchema,
    confirm_email: z.string().trim().max(320),
  })
  .strict()
export type AccountDeletion = z.infer<typeof accountDeletionSchema>

/** The name of the file a person's data downloads as: `marque-data-2026-11-28.zip`, dated in UTC. */
export const ownDataFileName = (at: Date) => `marque-data-${at.toISOString().slice(0, 10)}.zip`
