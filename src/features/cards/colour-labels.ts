import { defineMessages, type MessageDescriptor } from 'react-intl'
import type { SiteColors } from '../../domain/site'

/** A card's colours as its editors name them: the band is the card's header. */
export const colourLabels: Record<keyof SiteColors, MessageDescriptor> = defineMessages({
  body_bg: { id: 'cards.colours.pageBackground', defaultMessage: 'Page background' },
  body_color: { id: 'cards.colours.pageText', defaultMessage: 'Page text' },
  bg: { id: 'cards.colours.bandBackground', defaultMessage: 'Band background' },
  color: { id: 'cards.colours.bandText', defaultMessage: 'Band text' },
  primary: { id: 'cards.colours.primary', defaultMessage: 'Primary (buttons)' },
  on_primary: { id: 'cards.colours.onPrimary', defaultMessage: 'Text on primary' },
  link_color: { id: 'cards.colours.bandLinks', defaultMessage: 'Band links' },
  body_link_color: { id: 'cards.colours.pageLinks', defaultMessage: 'Page links' },
})
