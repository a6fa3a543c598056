import { Box, Heading, Text } from '@chakra-ui/react'

/** Shown on a host name no site is configured for: nothing else can be shown there. */
export function NoSiteScreen({ hostname }: { hostname: string }) {
  return (
    <Box as="main" minHeight="100dvh" display="grid" placeItems="center" padding="6" bg="bg" color="fg">
      <Box maxWidth="32rem" textAlign="center">
        <Heading as="h1" size="2xl" marginBottom="4">
          No site here
        </Heading>
        <Text fontSize="lg">
          No site is configured for the host name <Text as="strong">{hostname}</Text>.
        </Text>
        <Text marginTop="3" color="fg.muted">
          If you run this site, add this host name to a site in the admin, or check the address you typed.
        </Text>
      </Box>
    </Box>
  )
}
