import { Box, Button, Flex } from '@chakra-ui/react'
import { Outlet } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { CardPaletteContext, cardPaletteStyle } from '../../features/cards/card-palette'
import { InstallOffer } from '../../features/pwa/install-offer'
import type { SiteColors } from '../../domain/site'
import { OfflineBanner } from './offline-banner'

// Fetched when the visitor first opens the list: a card page itself carries none of it.
const SavedCardsDrawer = lazy(() => import('../../features/saved-cards/components/saved-cards-drawer'))

/** A business card stands alone: no site header or title, one centred column sized for a phone. */
export function VcardLayout() {
  const [palette, setPalette] = useState<SiteColors | null>(null)
  const [savedOpen, setSavedOpen] = useState(false)
  const [savedWanted, setSavedWanted] = useState(false)

  return (
    <CardPaletteContext.Provider value={setPalette}>
      <Flex direction="column" minHeight="100dvh" bg="bg" color="fg" style={palette ? cardPaletteStyle(palette) : undefined}>
        <OfflineBanner />
        <Box as="main" id="main" position="relative" flex="1" width="full" maxWidth="md" marginX="auto" paddingX="4" paddingY="8">
          {/* In the column's top padding, over the page rather than above it, so the card below does not move. */}
          <Box position="absolute" top="0" insetEnd="0">
            <Button
              size="sm"
              variant="ghost"
              colorPalette="primary"
              aria-haspopup="dialog"
              onClick={() => {
                setSavedWanted(true)
                setSavedOpen(true)
              }}
            >
              <FormattedMessage id="cards.layout.savedCards" defaultMessage="Saved cards" />
            </Button>
          </Box>
          <Outlet />
          <InstallOffer />
        </Box>
        {savedWanted ? (
          <Suspense fallback={null}>
            <SavedCardsDrawer open={savedOpen} onOpenChange={setSavedOpen} />
          </Suspense>
        ) : null}
      </Flex>
    </CardPaletteContext.Provider>
  )
}
