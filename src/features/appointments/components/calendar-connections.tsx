import { useIntl } from 'react-intl'
import { BookingsFeed } from './bookings-feed'
import { BusyCalendar } from './busy-calendar'
import { TitledSection } from '../../../components/ui/titled-section'

/**
 * The host's calendars: a private address of their bookings to subscribe to from Google or Apple
 * Calendar, and their own calendar's address, whose busy times are never offered to visitors.
 */
export function CalendarConnections({ brandId }: { brandId: string }) {
  const intl = useIntl()
  return (
    <TitledSection
      title={intl.formatMessage({ id: 'appointments.calendars.title', defaultMessage: 'Your calendars' })}
      gap="6"
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      padding="4"
    >
      <BookingsFeed brandId={brandId} />
      <BusyCalendar />
    </TitledSection>
  )
}
