import { createContext, useContext, useLayoutEffect, type CSSProperties } from 'react'
import type { SiteColors } from '../../domain/site'
import { readableOn } from '../site/theme/contrast'

/**
 * A card may override its brand's colours. Rather than build a second theme, the card's colours
 * replace the values of the brand's semantic tokens on the card page's root element, with the
 * same readability rule the theme applies.
 */
export function cardPaletteStyle(colors: SiteColors): CSSProperties {
  return {
    '--chakra-colors-bg': colors.body_bg,
    '--chakra-colors-fg': readableOn(colors.body_bg, colors.body_color),
    '--chakra-colors-primary-solid': colors.primary,
    '--chakra-colors-primary-contrast': readableOn(colors.primary, colors.on_primary),
    '--chakra-colors-primary-fg': readableOn(colors.body_bg, colors.primary),
    '--chakra-colors-link': readableOn(colors.body_bg, colors.body_link_color),
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
