import { Box, Button, Heading, Text } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { FormattedMessage } from 'react-intl'

const firstWaitSeconds = 5
const longestWaitSeconds = 60

function waitBefore(retry: number): number {
  return Math.min(firstWaitSeconds * 2 ** retry, longestWaitSeconds)
}

type UnreachableScreenProps = { onRetry: () => void; retrying: boolean }

/**
 * The server did not answer and no brand is stored: say so and keep trying, each wait longer than
 * the last, rather than leaving "Loading..." on screen for ever.
 */
export function UnreachableScreen({ onRetry, retrying }: UnreachableScreenProps) {
  const [retries, setRetries] = useState(0)
  const [secondsLeft, setSecondsLeft] = useState(waitBefore(0))

  useEffect(() => {
    if (retrying) return
    const timer = setTimeout(() => {
      if (secondsLeft > 1) {
        setSecondsLeft(secondsLeft - 1)
        return
      }
      onRetry()
      setRetries(retries + 1)
      setSecondsLeft(waitBefore(retries + 1))
    }, 1000)
    return () => clearTimeout(timer)
  }, [secondsLeft, retrying, onRetry, retries])

  return (
    <Box as="main" minHeight="100dvh" display="grid" placeItems="center" padding="6" bg="bg" color="fg">
      <Box maxWidth="32rem" textAlign="center">
        <Heading as="h1" size="2xl" marginBottom="4">
          <FormattedMessage id="site.unreachable.title" defaultMessage="Can't reach the server" />
        </Heading>
        <Text fontSize="lg">
          <FormattedMessage id="site.unreachable.text" defaultMessage="The site could not be loaded because its server is not answering." />
        </Text>
        <Text marginTop="3" role="status" aria-live="polite">
          {retrying ? (
            <FormattedMessage id="site.unreachable.retrying" defaultMessage="Trying again…" />
          ) : (
            <FormattedMessage id="site.unreachable.wait" defaultMessage="Trying again in {seconds} s." values={{ seconds: secondsLeft }} />
          )}
        </Text>
        <Button marginTop="6" colorPalette="primary" onClick={onRetry} disabled={retrying}>
          <FormattedMessage id="site.unreachable.retry" defaultMessage="Try again now" />
        </Button>
      </Box>
    </Box>
  )
}
