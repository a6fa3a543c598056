import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { failureMessage, isOffline } from '../../../lib/api/api-failure'

export const receivedFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

export function InboxLoading({ what }: { what: string }) {
  return (
    <HStack role="status" gap="3">
      <Spinner size="sm" />
      <Text>Loading your {what}…</Text>
    </HStack>
  )
}

export function InboxUnavailable({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <Stack role="alert" gap="3" align="flex-start">
      <Text>{isOffline(error) ? `You are offline, so your ${what} cannot be loaded. They will load when you are back online.` : failureMessage(error)}</Text>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  )
}
