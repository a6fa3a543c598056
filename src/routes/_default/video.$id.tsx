import { Box, Button, Heading, Text } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'

export const Route = createFileRoute('/_default/video/$id')({ component: VideoScreen })

/**
 * A video plays on the page the server draws at /video/{id}. The app reaches this screen only when
 * that page could not be loaded (offline, or a link followed inside the app): it loads the page.
 */
function VideoScreen() {
  const { id } = Route.useParams()
  const offline = typeof navigator !== 'undefined' && !navigator.onLine
  return (
    <Box>
      <Heading as="h1" size="2xl" marginBottom="4">
        <FormattedMessage id="videos.screen.video" defaultMessage="Video" />
      </Heading>
      <Text fontSize="lg" marginBottom="4">
        {offline ? (
          <FormattedMessage id="videos.screen.offline" defaultMessage="Videos play from the site, and this device is offline. Connect to the internet to watch it." />
        ) : (
          <FormattedMessage id="videos.screen.ownPage" defaultMessage="The video plays on its own page." />
        )}
      </Text>
      <Button colorPalette="primary" onClick={() => window.location.assign(`/video/${encodeURIComponent(id)}`)}>
        <FormattedMessage id="videos.screen.open" defaultMessage="Open the video" />
      </Button>
    </Box>
  )
}
