import { Heading, Stack } from '@chakra-ui/react'
import { BookingsFeed } from './bookings-feed'
import { BusyCalendar } from './busy-calendar'

/**
 * The host's calendars: a private address of their bookings to subscribe to from Google or Apple
 * Calendar, and their own calendar's address, whose busy times are never offered to visitors.
 */
export function CalendarConnections({ brandId }: { brandId: string }) {
  return (
    <Stack as="section" aria-labelledby="calendars-heading" gap="6" borderWidth="1px" borderColor="border" borderRadius="md" padding="4">
      <Heading as="h2" id="calendars-heading" size="lg">
        Your calendars
      </Heading>
      <BookingsFeed brandId={brandId} />
      <BusyCalendar />
    </Stack>
  )
}
