import type { SiteColors } from '../domain/site'
import { readableOn } from './contrast'

/**
 * What a brand's eight colours mean on screen. Pure data (no React, no Chakra, no DOM) so the app's
 * theme, the server's drawn card page and the web manifest all read the same values.
 */
export type BrandTokens = {
  /** The page's background and its text. */
  bg: string
  fg: string
  primary: {
    /** Buttons and the browser's UI colour. */
    solid: string
    /** Text on `solid`. */
    contrast: string
    /** The primary colour used as text on the page. */
    fg: string
    muted: string
    subtle: string
    emphasized: string
    focusRing: string
  }
  /** The band at the top of the page (the header) and its text and links. */
  header: { bg: string; fg: string; link: string }
  /** Links on the page. */
  link: string
  /** Error and success messages on the page: a red and a green that read at 4.5:1 on its background. */
  error: string
  success: string
}

/** A status colour as text: its dark shade on a light page, its light shade on a dark one, else black or white. */
function statusOn(background: string, dark: string, light: string): string {
  if (readableOn(background, dark) === dark) return dark
  return readableOn(background, light)
}

/**
 * The brand's colours turned into semantic tokens, once. Text colours that would not be readable
 * on their background become black or white, so no brand's palette makes text illegible. Tints are
 * CSS color-mix() expressions of the brand's own colours rather than a fixed scale.
 */
export function brandTokens(colors: SiteColors): BrandTokens {
  const primary = colors.primary
  const primaryText = readableOn(colors.body_bg, primary)
  return {
    bg: colors.body_bg,
    fg: readableOn(colors.body_bg, colors.body_color),
    primary: {
      solid: primary,
      contrast: readableOn(primary, colors.on_primary),
      fg: primaryText,
      muted: `color-mix(in srgb, ${primary} 22%, ${colors.body_bg})`,
      subtle: `color-mix(in srgb, ${primary} 10%, ${colors.body_bg})`,
      emphasized: `color-mix(in srgb, ${primary} 82%, #000000)`,
      focusRing: primaryText,
    },
    header: {
      bg: colors.bg,
      fg: readableOn(colors.bg, colors.color),
      link: readableOn(colors.bg, colors.link_color),
    },
    link: readableOn(colors.body_bg, colors.body_link_color),
    error: statusOn(colors.body_bg, '#b91c1c', '#fca5a5'),
    success: statusOn(colors.body_bg, '#15803d', '#86efac'),
  }
}
