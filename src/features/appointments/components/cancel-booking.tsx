import { Button, Heading, Stack, Text } from '@chakra-ui/react'
import { FormProblem } from '../../../components/ui/form-problem'
import type { BookingSummary } from '../../../domain/appointment'
import { failureMessage } from '../../../lib/api/api-failure'
import { useCancelBookingMutation } from '../api/appointments-api'

const whenOf = (booking: BookingSummary) =>
  `${new Intl.DateTimeFormat(undefined, { timeZone: booking.time_zone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(booking.start))} (${booking.time_zone.replace(/_/g, ' ')})`

/** The booker's cancel link: what it cancels, and one button; the host hears of it by mail. */
export function CancelBooking({ booking, token }: { booking: BookingSummary; token: string }) {
  const [cancel, cancelling] = useCancelBookingMutation()
  if (cancelling.data) {
    return (
      <Stack gap="3" role="status">
        <Heading as="h1" size="2xl">
          The booking is cancelled
        </Heading>
        <Text>
          {booking.host_name} has been told, and a cancellation for your calendar is on its way to you.
        </Text>
      </Stack>
    )
  }
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {booking.title} with {booking.host_name}
      </Heading>
      <Text fontSize="lg">{whenOf(booking)}</Text>
      <FormProblem>{cancelling.error ? `Not cancelled: ${failureMessage(cancelling.error)}` : null}</FormProblem>
      <Button colorPalette="red" alignSelf="start" loading={cancelling.isLoading} loadingText="Cancelling…" onClick={() => void cancel({ bookingId: booking.id, token })}>
        Cancel this booking
      </Button>
    </Stack>
  )
}
