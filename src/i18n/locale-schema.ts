import { z } from 'zod'
import { locales } from './locales'

/** A language Marque speaks, as an API body or a site's settings name it. Apart from locales.ts, which pages' own scripts read without zod. */
export const localeSchema = z.enum(locales)
