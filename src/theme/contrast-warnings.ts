import type { SiteColors } from '../domain/site'
import { contrastRatio, minimumTextContrast } from './contrast'

type TextPair = { text: keyof SiteColors; background: keyof SiteColors; what: string }

/** The pairs of a site's colours that are read as text on a background, in the words of the site editor's labels. */
const sitePairs: TextPair[] = [
  { text: 'body_color', background: 'body_bg', what: 'Page text on the page background' },
  { text: 'body_link_color', background: 'body_bg', what: 'Page links on the page background' },
  { text: 'primary', background: 'body_bg', what: 'The primary colour as text on the page background' },
  { text: 'on_primary', background: 'primary', what: 'Button text on the primary colour' },
  { text: 'color', background: 'bg', what: 'Header text on the header background' },
  { text: 'link_color', background: 'bg', what: 'Header links on the header background' },
]

/** The same pairs on a card, where the header is the band across its top. */
const cardPairs: TextPair[] = sitePairs.map((pair) => ({ ...pair, what: pair.what.replace('Header', 'Band').replace('header', 'band') }))

export type ContrastWarning = { text: keyof SiteColors; background: keyof SiteColors; ratio: number; message: string }

const hex = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/

/**
 * Each text/background pair under WCAG AA's 4.5:1, with a sentence saying so. The site stays
 * readable anyway (the theme shows black or white text instead), but not in the brand's colour.
 * A colour that is not a hex colour yet is left to its field's own message.
 */
export function contrastWarnings(colors: SiteColors, on: 'site' | 'card' = 'site'): ContrastWarning[] {
  return (on === 'site' ? sitePairs : cardPairs).flatMap(({ text, background, what }) => {
    if (!hex.test(colors[text]) || !hex.test(colors[background])) return []
    const ratio = contrastRatio(colors[text], colors[background])
    if (ratio >= minimumTextContrast) return []
    const shown = `${Math.floor(ratio * 10) / 10}:1`
    return [{ text, background, ratio, message: `${what} has a contrast of ${shown}, under ${minimumTextContrast}:1: hard to read, so the ${on} shows black or white text there instead.` }]
  })
}
