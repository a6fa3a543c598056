import type { SiteColors } from '../domain/site'
import { brandTokens } from './brand-tokens'

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/**
 * The brand's tokens as the CSS variables the app's Chakra system reads (`--chakra-colors-…`). Set
 * on an element, they theme everything inside it as `buildSystem(colors)` themes the whole app,
 * with the same recipes: how the identity editor previews colours before they are saved.
 */
export function themeVariables(colors: SiteColors): Record<string, string> {
  const tokens = brandTokens(colors)
  const variables: Record<string, string> = { '--chakra-colors-bg': tokens.bg, '--chakra-colors-fg': tokens.fg, '--chakra-colors-link': tokens.link }
  for (const [name, value] of Object.entries(tokens.primary)) variables[`--chakra-colors-primary-${kebab(name)}`] = value
  for (const [name, value] of Object.entries(tokens.header)) variables[`--chakra-colors-header-${kebab(name)}`] = value
  return variables
}
