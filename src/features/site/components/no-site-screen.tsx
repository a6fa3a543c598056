import { Box, Heading, Text } from '@chakra-ui/react'
import { FormattedMessage } from 'react-intl'

/** Shown on a host name no site is configured for: nothing else can be shown there. */
export function NoSiteScreen({ hostname }: { hostname: string }) {
  return (
    <Box as="main" minHeight="100dvh" display="grid" placeItems="center" padding="6" bg="bg" color="fg">
      <Box maxWidth="32rem" textAlign="center">
        <Heading as="h1" size="2xl" marginBottom="4">
          <FormattedMessage id="site.noSite.title" defaultMessage="No site here" />
        </Heading>
        <Text fontSize="lg">
          <FormattedMessage
            id="site.noSite.text"
            defaultMessage="No site is configured for the host name {hostname}."
            values={{
              hostname: (
                <Text as="strong" dir="ltr">
                  {hostname}
                </Text>
              ),
            }}
          />
        </Text>
        <Text marginTop="3" color="fg.muted">
          <FormattedMessage id="site.noSite.help" defaultMessage="If you run this site, add this host name to a site in the admin, or check the address you typed." />
        </Text>
      </Box>
    </Box>
  )
}
