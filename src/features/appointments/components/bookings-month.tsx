import { Box } from '@chakra-ui/react'
import Calendar from 'react-calendar'
import 'react-calendar/dist/Calendar.css'
import type { HostBooking } from '../../../domain/appointment'
import { dayOf, localDayOf } from '../calendar-days'
import './booking-calendar.css'

/** A month of the host's calendar, each day saying how many meetings it holds; a day opens that day's bookings. */
export function BookingsMonth({ month, bookings, onDay }: { month: Date; bookings: HostBooking[]; onDay: (day: Date) => void }) {
  return (
    <Box className="booking-calendar">
      <Calendar
        minDetail="month"
        maxDetail="month"
        showNavigation={false}
        activeStartDate={month}
        value={null}
        onClickDay={onDay}
        tileContent={({ date }) => {
          const count = bookings.filter((booking) => booking.status !== 'cancelled' && localDayOf(booking.start) === dayOf(date)).length
          return count > 0 ? <span className="booking-count">{` ${count} booked`}</span> : null
        }}
      />
    </Box>
  )
}
