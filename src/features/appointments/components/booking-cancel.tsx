import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useEffect, useId, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormProblem } from '../../../components/ui/form-problem'
import type { BookingSummary } from '../../../domain/appointment'
import { failureMessage } from '../../../lib/api/api-failure'
import { useCancelBookingMutation } from '../api/cancel-booking'
import { whenIn } from '../when-words'

type BookingCancelProps = { booking: BookingSummary; token: string; timeZone: string; onCancelled: () => void }

/** Cancelling from a booking's link: asked once more, with the booking named, before anything is sent. */
export function BookingCancel({ booking, token, timeZone, onCancelled }: BookingCancelProps) {
  const intl = useIntl()
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
      <FormProblem>
        {cancelling.error
          ? intl.formatMessage({ id: 'appointments.cancel.failed', defaultMessage: 'Not cancelled: {problem}' }, { problem: failureMessage(cancelling.error) })
          : null}
      </FormProblem>
      {asking ? (
        <Stack role="alertdialog" aria-labelledby={question} aria-describedby={`${question}-what`} gap="3">
          <Heading as="h2" size="md" id={question}>
            <FormattedMessage id="appointments.cancel.question" defaultMessage="Cancel this booking?" />
          </Heading>
          <Text id={`${question}-what`}>
            <FormattedMessage
              id="appointments.cancel.what"
              defaultMessage="{title} with {host}, {when}. {host} is told, and the time is offered to others."
              values={{ title: booking.title, host: booking.host_name, when: whenIn(intl, booking.start, timeZone) }}
            />
          </Text>
          <HStack gap="3" wrap="wrap">
            <Button
              colorPalette="red"
              loading={cancelling.isLoading}
              loadingText={intl.formatMessage({ id: 'appointments.cancel.cancelling', defaultMessage: 'Cancelling…' })}
              onClick={() => void confirm()}
            >
              <FormattedMessage id="appointments.cancel.confirm" defaultMessage="Yes, cancel the booking" />
            </Button>
            <Button ref={keep} variant="outline" disabled={cancelling.isLoading} onClick={() => setAsking(false)}>
              <FormattedMessage id="appointments.cancel.keep" defaultMessage="Keep the booking" />
            </Button>
          </HStack>
        </Stack>
      ) : (
        <Button ref={start} variant="outline" colorPalette="red" alignSelf="start" onClick={() => setAsking(true)}>
          <FormattedMessage id="appointments.cancel.start" defaultMessage="Cancel this booking" />
        </Button>
      )}
    </Stack>
  )
}
