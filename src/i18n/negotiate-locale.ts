import { match } from '@formatjs/intl-localematcher'
import { type Locale, isLocale } from './locales'

/** The languages of an `Accept-Language` header, most wanted first (`*` and `q=0` left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return []
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';')
      const q = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find(Boolean)
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index }
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0 && /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag)
}

/**
 * The best of the offered locales for a reader who asked for `requested` (most wanted first), or
 * `fallback` when none is close: `de-AT` gets `de`, `ar-EG` gets `ar`.
 */
export function bestLocale(requested: readonly string[], offered: readonly Locale[], fallback: Locale): Locale {
  if (offered.length === 0 || requested.length === 0) return fallback
  try {
    const found = match([...requested], [...offered], fallback, { algorithm: 'best fit' })
    return isLocale(found) && offered.includes(found) ? found : fallback
  } catch {
    // A tag Intl cannot read (it passed the header's shape but is not a language) asks for nothing.
    return fallback
  }
}
