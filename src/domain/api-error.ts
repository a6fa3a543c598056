import { z } from 'zod'

/** Every failed API answer has this shape; `message` is meant for a person to read. */
export const apiErrorSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
})
export type ApiError = z.infer<typeof apiErrorSchema>

export function isApiError(value: unknown): value is ApiError {
  return apiErrorSchema.safeParse(value).success
}
