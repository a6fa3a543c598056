import { ChakraProvider, LocaleProvider } from '@chakra-ui/react'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import type { SiteColors } from '../../src/domain/site'
import type { Locale } from '../../src/i18n/locales'
import { loadCatalog } from '../../src/lib/i18n/load-catalog'
import { buildSystem } from '../../src/theme/build-system'

/** A piece of the app in its theme and language: English (the code's own text) unless a locale's catalog is given. */
export function IntlAndTheme({ children, colors, locale = 'en', messages = {} }: { children: ReactNode; colors?: SiteColors; locale?: Locale; messages?: Record<string, string> }) {
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale="en">
      <LocaleProvider locale={locale}>
        <ChakraProvider value={buildSystem(colors)}>{children}</ChakraProvider>
      </LocaleProvider>
    </IntlProvider>
  )
}

/** Renders a piece of the app in the app's theme: the base theme, or a brand's when its colours are given. */
export function renderWithTheme(ui: ReactNode, colors?: SiteColors) {
  return render(<IntlAndTheme colors={colors}>{ui}</IntlAndTheme>)
}

/** Renders a piece of the app in another language, from that language's catalog as the app loads it. */
export async function renderInLocale(ui: ReactNode, locale: Locale) {
  const messages = await loadCatalog(locale)
  return render(
    <IntlAndTheme locale={locale} messages={messages}>
      {ui}
    </IntlAndTheme>,
  )
}
