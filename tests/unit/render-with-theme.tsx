import { ChakraProvider } from '@chakra-ui/react'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { SiteColors } from '../../src/domain/site'
import { buildSystem } from '../../src/theme/build-system'

/** Renders a piece of the app in the app's theme: the base theme, or a brand's when its colours are given. */
export function renderWithTheme(ui: ReactNode, colors?: SiteColors) {
  return render(<ChakraProvider value={buildSystem(colors)}>{ui}</ChakraProvider>)
}
