/**
 * Words as the lowercase ASCII letters, digits and single hyphens an address or a file name takes:
 * "Ada Lovelace" → ada-lovelace, "Café & Bar!" → cafe-bar. Accents are dropped, every other run of
 * characters becomes one hyphen, and the result is cut at `maxLength`, never ending in a hyphen.
 */
export function slugOf(words: string, maxLength: number): string {
  return words
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-/, '')
    .slice(0, maxLength)
    .replace(/-$/, '')
}

/** A word in slugOf's spelling, whole: what a brand's slug, a card's key or a page's address must match. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
