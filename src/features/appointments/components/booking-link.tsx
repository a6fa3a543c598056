import { Button, Heading, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
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
  const [timeZone, setTimeZone] = useState(booking.time_zone)
  const [moving, setMoving] = useState(false)
  const [cancelled, setCancelled] = useState(false)
  const [moved, setMoved] = useState<Booking | null>(null)

  if (cancelled) return <BookingLinkDone heading="The booking is cancelled">{`${booking.host_name} has been told, and a cancellation for your calendar is on its way to you.`}</BookingLinkDone>
  if (moved) {
    return (
      <BookingLinkDone heading="The booking has a new time" when={whenIn(moved.start, timeZone)}>
        {`${booking.host_name} has been told, and the new time for your calendar is on its way to you, with a new link: this one has done its work.`}
      </BookingLinkDone>
    )
  }
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {booking.title} with {booking.host_name}
        </Heading>
        <Text fontSize="lg">{whenIn(booking.start, timeZone)}</Text>
        <Text color="fg.muted">{booking.status === 'pending' ? `${booking.duration_minutes} minutes, waiting for ${booking.host_name} to confirm.` : `${booking.duration_minutes} minutes.`}</Text>
      </Stack>
      <TimeZoneField label="Your time zone" value={timeZone} onChange={setTimeZone} />
      {moving ? (
        <BookingNewTime booking={booking} token={token} timeZone={timeZone} onMoved={setMoved} />
      ) : (
        <Button variant="outline" colorPalette="primary" alignSelf="start" onClick={() => setMoving(true)}>
          Choose another time
        </Button>
      )}
      <BookingCancel booking={booking} token={token} timeZone={timeZone} onCancelled={() => setCancelled(true)} />
    </Stack>
  )
}
