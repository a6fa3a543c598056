import { Heading, Stack, Text } from '@chakra-ui/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ItemList } from '../../../components/ui/item-list'
import type { HostBooking } from '../../../domain/appointment'
import { dateOf, dayOf, localDayOf } from '../calendar-days'
import { dayWords } from '../when-words'
import { HostBookingRow } from './host-booking-row'

const nothingBooked = (days: number) => (
  <FormattedMessage
    id="appointments.bookingDays.nothingInRange"
    defaultMessage="{stretch, select, day {Nothing is booked this day.} week {Nothing is booked this week.} other {Nothing is booked this month.}}"
    values={{ stretch: days === 1 ? 'day' : days === 7 ? 'week' : 'month' }}
  />
)

/** The bookings day by day: each day of a day or week view (saying when it has none), or the month's days that have any. */
export function BookingDays({ brandId, bookings, days }: { brandId: string; bookings: HostBooking[]; days: Date[] }) {
  const intl = useIntl()
  // A stretch with nothing booked says so once, not day by day.
  if (bookings.length === 0) return <Text>{nothingBooked(days.length)}</Text>
  const shown = days.length > 0 ? days : [...new Set(bookings.map((booking) => localDayOf(booking.start)))].map(dateOf)
  return (
    <Stack gap="4">
      {shown.map((day) => {
        const ofDay = bookings.filter((booking) => localDayOf(booking.start) === dayOf(day))
        return (
          <Stack as="section" key={dayOf(day)} aria-label={dayWords(intl, day)} gap="2">
            <Heading as="h3" size="sm">
              {dayWords(intl, day)}
            </Heading>
            {ofDay.length === 0 ? (
              <Text color="fg.muted">
                <FormattedMessage id="appointments.bookingDays.nothingBooked" defaultMessage="Nothing booked." />
              </Text>
            ) : (
              <ItemList items={ofDay} keyOf={(booking) => booking.id} gap="2">
                {(booking) => <HostBookingRow brandId={brandId} booking={booking} />}
              </ItemList>
            )}
          </Stack>
        )
      })}
    </Stack>
  )
}
