import { Heading, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** What a booking's link did (cancelled it, or moved it to `when`), and what comes by mail. */
export function BookingLinkDone({ heading, when, children }: { heading: ReactNode; when?: string; children: ReactNode }) {
  return (
    <Stack gap="3" role="status">
      <Heading as="h1" size="2xl">
        {heading}
      </Heading>
      {when ? <Text fontSize="lg">{when}</Text> : null}
      <Text>{children}</Text>
    </Stack>
  )
}
