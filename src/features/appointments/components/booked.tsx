import { Text } from '@chakra-ui/react'
import type { Booking, PublicAppointmentType } from '../../../domain/appointment'
import { whenIn } from '../when-words'
import { TitledSection } from '../../../components/ui/titled-section'

/** Where the meeting is, as the visitor reads it before and after booking. */
export const locationWords = (type: PublicAppointmentType) =>
  type.location.kind === 'in-person' ? `At ${type.location.address}` : type.location.kind === 'phone' ? `By phone: ${type.location.phone}` : 'By video call; the link comes with your booking'

/** The visitor's booking, done: when, how long, with whom and where; one the host confirms is said to be held until then. */
export function Booked({ type, booking, timeZone }: { type: PublicAppointmentType; booking: Booking; timeZone: string }) {
  return (
    <TitledSection title={`${booking.status === 'pending' ? 'Asked for' : 'Booked'}: ${type.title}`} level="h1" size="2xl" gap="3" role="status">
      <Text fontSize="lg">
        {whenIn(booking.start, timeZone)}, {type.duration_minutes} minutes with {type.host.name}.
      </Text>
      <Text>{locationWords(type)}.</Text>
      {booking.status === 'pending' ? <Text>{type.host.name} confirms bookings of this kind; until then the time is held for you.</Text> : null}
    </TitledSection>
  )
}
