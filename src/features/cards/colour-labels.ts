import type { SiteColors } from '../../domain/site'

/** A card's colours as its editors name them: the band is the card's header. */
export const colourLabels: Record<keyof SiteColors, string> = {
  body_bg: 'Page background',
  body_color: 'Page text',
  bg: 'Band background',
  color: 'Band text',
  primary: 'Primary (buttons)',
  on_primary: 'Text on primary',
  link_color: 'Band links',
  body_link_color: 'Page links',
}
