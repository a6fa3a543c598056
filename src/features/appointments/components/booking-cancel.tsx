import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useEffect, useId, useRef, useState } from 'react'
import { FormProblem } from '../../../components/ui/form-problem'
import type { BookingSummary } from '../../../domain/appointment'
import { failureMessage } from '../../../lib/api/api-failure'
import { useCancelBookingMutation } from '../api/cancel-booking'
import { whenIn } from '../when-words'

type BookingCancelProps = { booking: BookingSummary; token: string; timeZone: string; onCancelled: () => void }

/** Cancelling from a booking's link: asked once more, with the booking named, before anything is sent. */
export function BookingCancel({ booking, token, timeZone, onCancelled }: BookingCancelProps) {
  const [asking, setAsking] = useState(false)
  const [cancel, cancelling] = useCancelBookingMutation()
  const question = useId()
  const keep = useRef<HTMLButtonElement>(null)
  const start = useRef<HTMLButtonElement>(null)
  const wasAsking = useRef(false)

  useEffect(() => {
    if (asking) keep.current?.focus()
    else if (wasAsking.current) start.current?.focus()
    wasAsking.current = asking
  }, [asking])

  async function confirm() {
    const answer = await cancel({ bookingId: booking.id, token })
    if (answer.data) onCancelled()
  }

  return (
    <Stack gap="3" borderTopWidth="1px" borderColor="border" paddingTop="4">
      <FormProblem>{cancelling.error ? `Not cancelled: ${failureMessage(cancelling.error)}` : null}</FormProblem>
      {asking ? (
        <Stack role="alertdialog" aria-labelledby={question} aria-describedby={`${question}-what`} gap="3">
          <Heading as="h2" size="md" id={question}>
            Cancel this booking?
          </Heading>
          <Text id={`${question}-what`}>{`${booking.title} with ${booking.host_name}, ${whenIn(booking.start, timeZone)}. ${booking.host_name} is told, and the time is offered to others.`}</Text>
          <HStack gap="3" wrap="wrap">
            <Button colorPalette="red" loading={cancelling.isLoading} loadingText="Cancelling…" onClick={() => void confirm()}>
              Yes, cancel the booking
            </Button>
            <Button ref={keep} variant="outline" disabled={cancelling.isLoading} onClick={() => setAsking(false)}>
              Keep the booking
            </Button>
          </HStack>
        </Stack>
      ) : (
        <Button ref={start} variant="outline" colorPalette="red" alignSelf="start" onClick={() => setAsking(true)}>
          Cancel this booking
        </Button>
      )}
    </Stack>
  )
}
