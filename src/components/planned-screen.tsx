import { Box, Heading, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

type PlannedScreenProps = { title: string; children: ReactNode }

/** A screen whose part of the product is not built yet: it says what will be here and shows no data. */
export function PlannedScreen({ title, children }: PlannedScreenProps) {
  return (
    <Box>
      <Heading as="h1" size="2xl" marginBottom="4">
        {title}
      </Heading>
      <Text fontSize="lg">{children}</Text>
      <Text marginTop="4" color="fg.muted">
        <FormattedMessage id="common.plannedScreen.notYet" defaultMessage="This page is not available yet." />
      </Text>
    </Box>
  )
}
