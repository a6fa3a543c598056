import { Button, Heading, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { TimeZoneField } from '../../../components/ui/time-zone-field'
import type { Booking, BookingSummary } from '../../../domain/appointment'
import { whenIn } from '../when-words'
import { BookingCancel } from './booking-cancel'
import { BookingLinkDone } from './booking-link-done'
import { BookingNewTime } from './booking-new-time'

/**
 * Where the link in a booking mail leads, without signing in: the booking, a new time for it (the
 * free times of its host, its own time counting as free), or cancelling it, asked once more first.
 * Each works once: the mail about a new time carries a new link, and the spent one is not asked again.
 */
export function BookingLink({ booking, token }: { booking: BookingSummary; token: string }) {
  const intl = useIntl()
  const [timeZone, setTimeZone] = useState(booking.time_zone)
  const [moving, setMoving] = useState(false)
  const [cancelled, setCancelled] = useState(false)
  const [moved, setMoved] = useState<Booking | null>(null)

  if (cancelled) {
    return (
      <BookingLinkDone heading={<FormattedMessage id="appointments.bookingLink.cancelledHeading" defaultMessage="The booking is cancelled" />}>
        <FormattedMessage
          id="appointments.bookingLink.cancelled"
          defaultMessage="{host} has been told, and a cancellation for your calendar is on its way to you."
          values={{ host: booking.host_name }}
        />
      </BookingLinkDone>
    )
  }
  if (moved) {
    return (
      <BookingLinkDone
        heading={<FormattedMessage id="appointments.bookingLink.movedHeading" defaultMessage="The booking has a new time" />}
        when={whenIn(intl, moved.start, timeZone)}
      >
        <FormattedMessage
          id="appointments.bookingLink.moved"
          defaultMessage="{host} has been told, and the new time for your calendar is on its way to you, with a new link: this one has done its work."
          values={{ host: booking.host_name }}
        />
      </BookingLinkDone>
    )
  }
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          <FormattedMessage id="appointments.bookingLink.heading" defaultMessage="{title} with {host}" values={{ title: booking.title, host: booking.host_name }} />
        </Heading>
        <Text fontSize="lg">{whenIn(intl, booking.start, timeZone)}</Text>
        <Text color="fg.muted">
          {booking.status === 'pending' ? (
            <FormattedMessage
              id="appointments.bookingLink.lengthWaiting"
              defaultMessage="{minutes, plural, one {# minute} other {# minutes}}, waiting for {host} to confirm."
              values={{ minutes: booking.duration_minutes, host: booking.host_name }}
            />
          ) : (
            <FormattedMessage
              id="appointments.bookingLink.length"
              defaultMessage="{minutes, plural, one {# minute} other {# minutes}}."
              values={{ minutes: booking.duration_minutes }}
            />
          )}
        </Text>
      </Stack>
      <TimeZoneField label={intl.formatMessage({ id: 'appointments.bookingLink.timeZone', defaultMessage: 'Your time zone' })} value={timeZone} onChange={setTimeZone} />
      {moving ? (
        <BookingNewTime booking={booking} token={token} timeZone={timeZone} onMoved={setMoved} />
      ) : (
        <Button variant="outline" colorPalette="primary" alignSelf="start" onClick={() => setMoving(true)}>
          <FormattedMessage id="appointments.bookingLink.chooseAnother" defaultMessage="Choose another time" />
        </Button>
      )}
      <BookingCancel booking={booking} token={token} timeZone={timeZone} onCancelled={() => setCancelled(true)} />
    </Stack>
  )
}
