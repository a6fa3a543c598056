import { createContext, useContext, useLayoutEffect, type CSSProperties } from 'react'
import type { SiteColors } from '../../domain/site'
import { brandTokens } from '../../theme/brand-tokens'

/**
 * A card may override its brand's colours. Rather than build a second theme, the card's colours
 * replace the values of the brand's semantic tokens on the card page's root element, with the
 * same tokens the theme is built from.
 */
export function cardPaletteStyle(colors: SiteColors): CSSProperties {
  const tokens = brandTokens(colors)
  return {
    '--chakra-colors-bg': tokens.bg,
    '--chakra-colors-fg': tokens.fg,
    '--chakra-colors-primary-solid': tokens.primary.solid,
    '--chakra-colors-primary-contrast': tokens.primary.contrast,
    '--chakra-colors-primary-fg': tokens.primary.fg,
    '--chakra-colors-link': tokens.link,
  } as CSSProperties
}

type SetPalette = (colors: SiteColors | null) => void

/** Given by the card pages' layout; a card screen hands it the colours of the card it shows. */
export const CardPaletteContext = createContext<SetPalette>(() => undefined)

/** Colours the card pages' layout with a card's colours while the card is shown. */
export function useCardPalette(colors: SiteColors | undefined) {
  const setPalette = useContext(CardPaletteContext)
  const paletteKey = colors ? JSON.stringify(colors) : null
  // Before paint, so a card whose colours differ from its brand's never shows in the brand's.
  useLayoutEffect(() => {
    setPalette(paletteKey ? (JSON.parse(paletteKey) as SiteColors) : null)
    return () => setPalette(null)
  }, [paletteKey, setPalette])
}
