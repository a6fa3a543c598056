import type { Locale } from '../../i18n/locales'

export type Catalog = Record<string, string>

// One chunk per locale, fetched when the app first needs it: the shell carries no language.
const loaders: Record<Locale, () => Promise<{ default: Catalog }>> = {
  en: () => import('./catalog-en'),
  de: () => import('./catalog-de'),
  ar: () => import('./catalog-ar'),
}

export const loadCatalog = async (locale: Locale): Promise<Catalog> => (await loaders[locale]()).default
