import { Box, Button, Heading, Text, VisuallyHidden } from '@chakra-ui/react'
import { FormattedMessage } from 'react-intl'
import type { ErrorDescription } from './describe-error'

// Between the word "Error" and the status, as a screen reader reads them.
const space = ' '

type ErrorScreenProps = { description: ErrorDescription; onBackHome: () => void }

/** The blank-layout error screen: status, title, description and a way home; never a stack trace. */
export function ErrorScreen({ description, onBackHome }: ErrorScreenProps) {
  return (
    <Box as="main" minHeight="100dvh" display="grid" placeItems="center" padding="6" bg="bg" color="fg">
      <Box maxWidth="36rem" textAlign="center">
        <Text fontSize="6xl" fontWeight="bold" lineHeight="1" color="primary.fg">
          <VisuallyHidden>
            <FormattedMessage id="shell.error.statusLabel" defaultMessage="Error" />
            {space}
          </VisuallyHidden>
          {description.status}
        </Text>
        <Heading as="h1" size="2xl" marginTop="4">
          {description.title}
        </Heading>
        <Text marginTop="3" fontSize="lg">
          {description.description}
        </Text>
        <Button marginTop="8" colorPalette="primary" onClick={onBackHome}>
          <FormattedMessage id="shell.error.backHome" defaultMessage="Back to Home" />
        </Button>
      </Box>
    </Box>
  )
}
