import { Text } from '@chakra-ui/react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { Booking, PublicAppointmentType } from '../../../domain/appointment'
import { whenIn } from '../when-words'
import { TitledSection } from '../../../components/ui/titled-section'

/** Where the meeting is, as the visitor reads it before and after booking; a phone number stays left to right. */
export function LocationWords({ type }: { type: PublicAppointmentType }) {
  if (type.location.kind === 'in-person') return <FormattedMessage id="appointments.location.inPerson" defaultMessage="At {address}" values={{ address: type.location.address }} />
  if (type.location.kind === 'phone') {
    const phone = (
      <Text as="span" dir="ltr">
        {type.location.phone}
      </Text>
    )
    return <FormattedMessage id="appointments.location.phone" defaultMessage="By phone: {phone}" values={{ phone }} />
  }
  return <FormattedMessage id="appointments.location.video" defaultMessage="By video call; the link comes with your booking" />
}

/** The visitor's booking, done: when, how long, with whom and where; one the host confirms is said to be held until then. */
export function Booked({ type, booking, timeZone }: { type: PublicAppointmentType; booking: Booking; timeZone: string }) {
  const intl = useIntl()
  return (
    <TitledSection
      title={
        booking.status === 'pending'
          ? intl.formatMessage({ id: 'appointments.booked.askedFor', defaultMessage: 'Asked for: {title}' }, { title: type.title })
          : intl.formatMessage({ id: 'appointments.booked.booked', defaultMessage: 'Booked: {title}' }, { title: type.title })
      }
      level="h1"
      size="2xl"
      gap="3"
      role="status"
    >
      <Text fontSize="lg">
        <FormattedMessage
          id="appointments.booked.when"
          defaultMessage="{when}, {minutes, plural, one {# minute} other {# minutes}} with {host}."
          values={{ when: whenIn(intl, booking.start, timeZone), minutes: type.duration_minutes, host: type.host.name }}
        />
      </Text>
      <Text>
        <FormattedMessage id="appointments.booked.where" defaultMessage="{where}." values={{ where: <LocationWords type={type} /> }} />
      </Text>
      {booking.status === 'pending' ? (
        <Text>
          <FormattedMessage
            id="appointments.booked.held"
            defaultMessage="{host} confirms bookings of this kind; until then the time is held for you."
            values={{ host: type.host.name }}
          />
        </Text>
      ) : null}
    </TitledSection>
  )
}
