import { z } from 'zod'

/**
 * Every failed API answer has this shape; `message` is meant for a person to read, and `field`,
 * when the error is about one input, is its dotted path in the request body (`phones.0.number`).
 */
export const apiErrorSchema = z.object({
  status: z.literal('error'),
  /** Stable words a program keys on (`not_found`, `invalid_field`, `too_many_requests`); `message` is in the reader's language. */
  code: z.string().optional(),
  message: z.string(),
  field: z.string().optional(),
})
export type ApiError = z.infer<typeof apiErrorSchema>

export function isApiError(value: unknown): value is ApiError {
  return apiErrorSchema.safeParse(value).success
}
