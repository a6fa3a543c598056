import { Button, ButtonGroup, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { QueryState } from '../../../components/ui/query-state'
import { useListHostBookingsQuery } from '../api/list-host-bookings'
import { dayOf } from '../calendar-days'
import { calendarViews, listedDays, rangeOf, step, titleOf, type CalendarView } from '../calendar-views'
import { deviceTimeZone } from '../time-zones'
import { BookingDays } from './booking-days'
import { BookingsMonth } from './bookings-month'
import { TitledSection } from '../../../components/ui/titled-section'

/**
 * The bookings of the person signed in (every host's, for the brand's owners and admins), by day,
 * week or month on this device's clock; a booking waiting for its host is confirmed or declined
 * here, and both sides hear of it by mail.
 */
export function HostBookings({ brandId }: { brandId: string }) {
  const [view, setView] = useState<CalendarView>('week')
  const [date, setDate] = useState(() => new Date())
  const range = rangeOf(view, date)
  const bookings = useListHostBookingsQuery({ brandId, from: dayOf(range.from), to: dayOf(range.to), timeZone: deviceTimeZone() })

  return (
    <TitledSection title="Bookings" gap="4">
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3">
        <ButtonGroup size="sm" variant="outline" attached role="group" aria-label="Show">
          {calendarViews.map((each) => (
            <Button key={each.value} aria-pressed={view === each.value} variant={view === each.value ? 'solid' : 'outline'} colorPalette="primary" onClick={() => setView(each.value)}>
              {each.label}
            </Button>
          ))}
        </ButtonGroup>
        <ButtonGroup size="sm" variant="outline" role="group" aria-label="Move through the calendar">
          <Button onClick={() => setDate(step(view, date, -1))}>Previous {view}</Button>
          <Button onClick={() => setDate(new Date())}>Today</Button>
          <Button onClick={() => setDate(step(view, date, 1))}>Next {view}</Button>
        </ButtonGroup>
      </Stack>
      {/* A day view's one day is its own heading below. */}
      <Text fontWeight="semibold" aria-live="polite" srOnly={view === 'day'}>
        {titleOf(view, range)}
      </Text>
      <QueryState query={bookings} loading="Loading the bookings…" offline="Connect to the internet to see the bookings.">
        {(list) => (
          <>
            {view === 'month' ? (
              <BookingsMonth
                month={range.from}
                bookings={list}
                onDay={(day) => {
                  setDate(day)
                  setView('day')
                }}
              />
            ) : null}
            <BookingDays brandId={brandId} bookings={list} days={listedDays(view, range)} />
          </>
        )}
      </QueryState>
    </TitledSection>
  )
}
