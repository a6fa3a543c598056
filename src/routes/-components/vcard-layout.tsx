import { Box, Flex } from '@chakra-ui/react'
import { Outlet } from '@tanstack/react-router'
import { InstallOffer } from '../../features/pwa/install-offer'
import { OfflineBanner } from './offline-banner'

/** A business card stands alone: no site header or title, one centred column sized for a phone. */
export function VcardLayout() {
  return (
    <Flex direction="column" minHeight="100dvh" bg="bg" color="fg">
      <OfflineBanner />
      <Box as="main" id="main" flex="1" width="full" maxWidth="md" marginX="auto" paddingX="4" paddingY="8">
        <Outlet />
        <InstallOffer />
      </Box>
    </Flex>
  )
}
