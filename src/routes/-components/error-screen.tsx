import { Box, Button, Heading, Text, VisuallyHidden } from '@chakra-ui/react'
import type { ErrorDescription } from './describe-error'

type ErrorScreenProps = { description: ErrorDescription; onBackHome: () => void }

/** The blank-layout error screen: status, title, description and a way home; never a stack trace. */
export function ErrorScreen({ description, onBackHome }: ErrorScreenProps) {
  return (
    <Box as="main" minHeight="100dvh" display="grid" placeItems="center" padding="6" bg="bg" color="fg">
      <Box maxWidth="36rem" textAlign="center">
        <Text fontSize="6xl" fontWeight="bold" lineHeight="1" color="primary.fg">
          <VisuallyHidden>Error </VisuallyHidden>
          {description.status}
        </Text>
        <Heading as="h1" size="2xl" marginTop="4">
          {description.title}
        </Heading>
        <Text marginTop="3" fontSize="lg">
          {description.description}
        </Text>
        <Button marginTop="8" colorPalette="primary" onClick={onBackHome}>
          Back to Home
        </Button>
      </Box>
    </Box>
  )
}
