import { Box, Flex } from '@chakra-ui/react'
import { Outlet } from '@tanstack/react-router'
import { OfflineBanner } from './offline-banner'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

export function DefaultLayout() {
  return (
    <Flex direction="column" minHeight="100dvh" bg="bg" color="fg">
      <SiteHeader />
      <OfflineBanner />
      <Box as="main" id="main" tabIndex={-1} flex="1" width="full" maxWidth="6xl" marginX="auto" paddingX={{ base: '4', md: '6' }} paddingY={{ base: '6', md: '10' }}>
        <Outlet />
      </Box>
      <SiteFooter />
    </Flex>
  )
}
