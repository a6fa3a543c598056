import { defineMessages } from '@formatjs/intl'
import { type Locale, textDirection } from '../../../src/i18n/locales'
import { sayWith, type Translator } from '../../i18n/translator'
import type { SiteColors } from '../../../src/domain/site'
import { brandTokens, type BrandTokens } from '../../../src/theme/brand-tokens'
import { escapeHtml } from '../../html'
import { recentValues } from '../../recent-values'
import { cardPageCss } from './card-page-css'

/** A value for the page's own `<style>`: colours are checked hex values; nothing else may end or bend the rule. */
const cssValue = (value: string) => value.replace(/[^#0-9a-zA-Z%(),. -]/g, '')

/**
 * The brand's tokens (brand-tokens.ts) for colours met lately, kept by their values. Working out
 * which text colours read on which backgrounds was about a tenth of drawing a card page, and at a
 * million cards most pages are drawn once, in one of a few brands' colours.
 */
const tokensByColors = recentValues<BrandTokens>(1_000)

export const pageTokens = (colors: SiteColors): BrandTokens => tokensByColors(JSON.stringify(colors), () => brandTokens(colors))

/** Brand colours, as the custom properties the card page's styles read; the cover band is the primary colour unless one is given. */
export function pageColorsCss(colors: SiteColors, coverColor: string | null): string {
  // The same tokens the app's theme is built from, so the page looks the same in the app.
  const tokens = pageTokens(colors)
  const properties = {
    'body-bg': tokens.bg,
    'body-color': tokens.fg,
    muted: `color-mix(in srgb, ${tokens.fg} 78%, ${tokens.bg})`,
    subtle: tokens.primary.subtle,
    primary: tokens.primary.solid,
    'primary-muted': tokens.primary.muted,
    'primary-emphasized': tokens.primary.emphasized,
    'on-primary': tokens.primary.contrast,
    'primary-fg': tokens.primary.fg,
    focus: tokens.primary.focusRing,
    link: tokens.link,
    cover: coverColor ?? tokens.primary.solid,
  }
  return `#card-page{${Object.entries(properties)
    .map(([name, value]) => `--mqc-${name}:${cssValue(value)}`)
    .join(';')}}`
}

/** What one page of /vcard/{name} puts into the card page's template. */
export type VcardPageParts = { title: string; description: string; themeColor: string; preload: string; head: string; markup: string; locale: Locale }

/**
 * Puts a drawn page into the card page's template (the build's card.html, without the nonce
 * marks: see withoutNonceMarks); null when the template has no #root to fill.
 */
export function vcardIndexHtml(template: string, parts: VcardPageParts): string | null {
  const root = /<div id="root">(?:<div id="boot">[^<]*<\/div>)?<\/div>/
  if (!root.test(template)) return null
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${parts.locale}" dir="${textDirection(parts.locale)}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(parts.title)}</title>`)
    .replace(/(<meta name="description" content=")[^"]*(")/, (_all, start: string, end: string) => `${start}${escapeHtml(parts.description)}${end}`)
    .replace(/(<meta name="theme-color" content=")[^"]*(")/, (_all, start: string, end: string) => `${start}${escapeHtml(parts.themeColor)}${end}`)
    // First in <head>: the photo and the page's styles come before the page's script, so a phone
    // on a slow network spends its first bytes on what it paints first.
    .replace(/(<meta name="viewport"[^>]*>)/, (tag: string) => `${tag}${parts.preload}${parts.head}`)
    .replace(root, () => `<div id="root">${parts.markup}</div>`)
}

/** The device's saved cards, opened from a button in the page's corner; filled and shown by the card page's script (saved-cards-dialog.ts). */
const savedWords = defineMessages({
  savedCards: { id: 'cardPage.savedCards', defaultMessage: 'Saved cards' },
  closeSavedCards: { id: 'cardPage.closeSavedCards', defaultMessage: 'Close saved cards' },
})

export const savedCardsOpener = (t: Translator) =>
  `<button type="button" class="mqc-ghost mqc-saved-open" aria-haspopup="dialog" aria-controls="mqc-saved" hidden>${escapeHtml(sayWith(t)(savedWords.savedCards))}</button>`
export const savedCardsDialog = (t: Translator) =>
  [
    '<dialog id="mqc-saved" class="mqc-dialog" aria-labelledby="mqc-saved-heading">',
    `<h2 id="mqc-saved-heading">${escapeHtml(sayWith(t)(savedWords.savedCards))}</h2>`,
    `<button type="button" class="mqc-ghost mqc-close" aria-label="${escapeHtml(sayWith(t)(savedWords.closeSavedCards))}">&times;</button>`,
    '<div class="mqc-saved-body"></div>',
    '</dialog>',
  ].join('')

/** An Open Graph (or profile) property of the page, its value escaped. */
export const metaProperty = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}" />`

/**
 * The page's one style element: the card page's styles and its colours. No nonce: the page's
 * policy names it by its hash (cached-page.ts), so the page is the same bytes for everyone.
 */
export const vcardPageStyle = (colorsCss: string) => `<style id="card-page-css">${cardPageCss}${colorsCss}</style>`
