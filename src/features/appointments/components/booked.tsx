import { Heading, Stack, Text } from '@chakra-ui/react'
import type { Booking, PublicAppointmentType } from '../../../domain/appointment'
import { whenIn } from '../when-words'

/** Where the meeting is, as the visitor reads it before and after booking. */
export const locationWords = (type: PublicAppointmentType) =>
  type.location.kind === 'in-person' ? `At ${type.location.address}` : type.location.kind === 'phone' ? `By phone: ${type.location.phone}` : 'By video call; the link comes with your booking'

/** The visitor's booking, done: when, how long, with whom and where; one the host confirms is said to be held until then. */
export function Booked({ type, booking, timeZone }: { type: PublicAppointmentType; booking: Booking; timeZone: string }) {
  return (
    <Stack as="section" aria-labelledby="booked-heading" gap="3" role="status">
      <Heading as="h1" id="booked-heading" size="2xl">
        {booking.status === 'pending' ? 'Asked for' : 'Booked'}: {type.title}
      </Heading>
      <Text fontSize="lg">
        {whenIn(booking.start, timeZone)}, {type.duration_minutes} minutes with {type.host.name}.
      </Text>
      <Text>{locationWords(type)}.</Text>
      {booking.status === 'pending' ? <Text>{type.host.name} confirms bookings of this kind; until then the time is held for you.</Text> : null}
    </Stack>
  )
}
