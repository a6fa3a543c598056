import { z } from 'zod'

const envSchema = z.object({
  VITE_API_BASE: z
    .string()
    .trim()
    .min(1)
    .refine((base) => base.startsWith('/') || /^https?:\/\//i.test(base), 'must start with / or http(s)://')
    .default('/api'),
})

/** The app's configuration, read once from the build environment. Nothing else reads import.meta.env. */
export const config = (() => {
  const env = envSchema.parse({ VITE_API_BASE: import.meta.env.VITE_API_BASE || undefined })
  return { apiBase: env.VITE_API_BASE.replace(/\/+$/, '') }
})()
