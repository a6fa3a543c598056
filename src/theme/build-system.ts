import { createSystem, defaultBaseConfig, defineConfig, defineRecipe } from '@chakra-ui/react'
import {
  animationStyles,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  codeRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme'
import type { SiteColors } from '../domain/site'
import { brandTokens } from './brand-tokens'

/** The product's screen widths: phones below sm, "mobile" is anything below lg, wall screens at xxl. */
export const breakpoints = { sm: '600px', md: '960px', lg: '1280px', xl: '1920px', xxl: '2560px' }

/**
 * Chakra's own tokens and styles, with only the recipes of the components the app uses: the full
 * set of recipes costs ~70 kB of gzip and the time to build every one of them at start on a phone.
 * A component whose recipe is missing here renders unstyled — add its recipe when you use it.
 */
const chakraTheme = defineConfig({
  // Chakra's reset (border-box sizing, inherited fonts, no default margins): its default theme turns it on.
  preflight: true,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      menu: menuSlotRecipe,
      progress: progressSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
})

/**
 * The base theme every site starts from: primary blue in light mode, teal in dark mode, status
 * colours shared by both; inputs outlined and compact.
 */
const baseTheme = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        primary: {
          solid: { value: { base: '{colors.blue.600}', _dark: '{colors.teal.300}' } },
          contrast: { value: { base: '{colors.white}', _dark: '{colors.black}' } },
          fg: { value: { base: '{colors.blue.700}', _dark: '{colors.teal.200}' } },
          muted: { value: { base: '{colors.blue.100}', _dark: '{colors.teal.900}' } },
          subtle: { value: { base: '{colors.blue.50}', _dark: '{colors.teal.950}' } },
          emphasized: { value: { base: '{colors.blue.700}', _dark: '{colors.teal.400}' } },
          focusRing: { value: { base: '{colors.blue.600}', _dark: '{colors.teal.300}' } },
        },
        success: { value: '{colors.green.600}' },
        info: { value: '{colors.blue.600}' },
        warning: { value: '{colors.orange.600}' },
        error: { value: '{colors.red.600}' },
        // Chakra's own red.500 and green.600 for messages read at 3.8:1 and 3.3:1 on white: below the 4.5:1 text needs.
        fg: {
          error: { value: { base: '{colors.red.700}', _dark: '{colors.red.300}' } },
          success: { value: { base: '{colors.green.700}', _dark: '{colors.green.300}' } },
        },
        header: {
          bg: { value: { base: '{colors.white}', _dark: '{colors.gray.950}' } },
          fg: { value: { base: '{colors.gray.900}', _dark: '{colors.gray.50}' } },
          link: { value: { base: '{colors.blue.700}', _dark: '{colors.teal.200}' } },
        },
        link: { value: { base: '{colors.blue.700}', _dark: '{colors.teal.200}' } },
      },
    },
    recipes: {
      // A field's outline needs 3:1 against the page (WCAG 1.4.11); the default grey is too faint.
      input: defineRecipe({ variants: { variant: { outline: { borderColor: 'gray.500' } }, size: { sm: {} } }, defaultVariants: { variant: 'outline', size: 'sm' } }),
      textarea: defineRecipe({ variants: { variant: { outline: { borderColor: 'gray.500' } }, size: { sm: {} } }, defaultVariants: { variant: 'outline', size: 'sm' } }),
    },
  },
  globalCss: {
    a: { textUnderlineOffset: '0.15em' },
  },
})

/**
 * The brand's tokens (brand-tokens.ts) as Chakra semantic tokens; components use the tokens (`bg`,
 * `fg`, `primary.*`, `header.*`, `link`), never the raw hex values.
 */
function brandTheme(colors: SiteColors) {
  const tokens = brandTokens(colors)
  const base = (value: string) => ({ value: { base: value } })
  return defineConfig({
    theme: {
      semanticTokens: {
        colors: {
          // Only the light mode takes the brand's page colours: Chakra's dark mode keeps its own.
          bg: { DEFAULT: { value: { _light: tokens.bg } } },
          fg: { DEFAULT: { value: { _light: tokens.fg } }, error: { value: { _light: tokens.error } }, success: { value: { _light: tokens.success } } },
          primary: Object.fromEntries(Object.entries(tokens.primary).map(([name, value]) => [name, base(value)])),
          header: Object.fromEntries(Object.entries(tokens.header).map(([name, value]) => [name, base(value)])),
          link: base(tokens.link),
        },
      },
    },
  })
}

/** The Chakra system for a site: the base theme, with the brand's colours over it when a brand is known. */
export function buildSystem(colors?: SiteColors) {
  return colors
    ? createSystem(defaultBaseConfig, chakraTheme, baseTheme, brandTheme(colors))
    : createSystem(defaultBaseConfig, chakraTheme, baseTheme)
}

