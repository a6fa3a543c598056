import { Box } from '@chakra-ui/react'
import Calendar from 'react-calendar'
import { FormattedMessage, useIntl } from 'react-intl'
import 'react-calendar/dist/Calendar.css'
import type { HostBooking } from '../../../domain/appointment'
import { dayOf, localDayOf } from '../calendar-days'
import { calendarTypeOf } from '../calendar-locale'
import './booking-calendar.css'

// Between the day's number and its count, for a screen reader reading the tile as one.
const space = ' '

/** A month of the host's calendar, each day saying how many meetings it holds; a day opens that day's bookings. */
export function BookingsMonth({ month, bookings, onDay }: { month: Date; bookings: HostBooking[]; onDay: (day: Date) => void }) {
  const intl = useIntl()
  return (
    <Box className="booking-calendar">
      <Calendar
        locale={intl.locale}
        calendarType={calendarTypeOf(intl.locale)}
        minDetail="month"
        maxDetail="month"
        showNavigation={false}
        activeStartDate={month}
        value={null}
        onClickDay={onDay}
        tileContent={({ date }) => {
          const count = bookings.filter((booking) => booking.status !== 'cancelled' && localDayOf(booking.start) === dayOf(date)).length
          return count > 0 ? (
            <span className="booking-count">
              {space}
              <FormattedMessage id="appointments.month.booked" defaultMessage="{count} booked" values={{ count }} />
            </span>
          ) : null
        }}
      />
    </Box>
  )
}
