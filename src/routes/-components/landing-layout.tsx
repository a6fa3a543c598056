import { Box, Flex, Heading } from '@chakra-ui/react'
import { Outlet } from '@tanstack/react-router'
import { useBrand } from '../../lib/site/use-brand'
import { OfflineBanner } from './offline-banner'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/** A marketing page: a band in the brand's colour, then the content on a narrow centred column. */
export function LandingLayout() {
  const brand = useBrand()
  return (
    <Flex direction="column" minHeight="100dvh" bg="bg" color="fg">
      <SiteHeader />
      <OfflineBanner />
      <Box bg="primary.solid" color="primary.contrast" paddingY={{ base: '10', md: '16' }} paddingX="4" textAlign="center">
        <Heading as="p" size={{ base: '2xl', md: '4xl' }}>
          {brand.site.meta.name}
        </Heading>
      </Box>
      <Box as="main" id="main" tabIndex={-1} flex="1" width="full" maxWidth="3xl" marginX="auto" paddingX={{ base: '4', md: '6' }} paddingY={{ base: '8', md: '12' }}>
        <Outlet />
      </Box>
      <SiteFooter />
    </Flex>
  )
}
