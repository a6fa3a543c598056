import { Button, ButtonGroup, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { QueryState } from '../../../components/ui/query-state'
import { useListHostBookingsQuery } from '../api/list-host-bookings'
import { dayOf } from '../calendar-days'
import { calendarViews, listedDays, rangeOf, step, titleOf, type CalendarView } from '../calendar-views'
import { firstDayOfWeek } from '../calendar-locale'
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
  const intl = useIntl()
  const [view, setView] = useState<CalendarView>('week')
  const [date, setDate] = useState(() => new Date())
  const range = rangeOf(view, date, firstDayOfWeek(intl.locale))
  const bookings = useListHostBookingsQuery({ brandId, from: dayOf(range.from), to: dayOf(range.to), timeZone: deviceTimeZone() })

  return (
    <TitledSection title={intl.formatMessage({ id: 'appointments.hostBookings.title', defaultMessage: 'Bookings' })} gap="4">
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3">
        <ButtonGroup size="sm" variant="outline" attached role="group" aria-label={intl.formatMessage({ id: 'appointments.hostBookings.show', defaultMessage: 'Show' })}>
          {calendarViews.map((each) => (
            <Button
              key={each.value}
              aria-pressed={view === each.value}
              variant={view === each.value ? 'solid' : 'outline'}
              colorPalette="primary"
              onClick={() => setView(each.value)}
            >
              {intl.formatMessage(each.label)}
            </Button>
          ))}
        </ButtonGroup>
        <ButtonGroup
          size="sm"
          variant="outline"
          role="group"
          aria-label={intl.formatMessage({ id: 'appointments.hostBookings.move', defaultMessage: 'Move through the calendar' })}
        >
          <Button onClick={() => setDate(step(view, date, -1))}>
            <FormattedMessage
              id="appointments.hostBookings.previous"
              defaultMessage="{view, select, day {Previous day} week {Previous week} other {Previous month}}"
              values={{ view }}
            />
          </Button>
          <Button onClick={() => setDate(new Date())}>
            <FormattedMessage id="appointments.hostBookings.today" defaultMessage="Today" />
          </Button>
          <Button onClick={() => setDate(step(view, date, 1))}>
            <FormattedMessage id="appointments.hostBookings.next" defaultMessage="{view, select, day {Next day} week {Next week} other {Next month}}" values={{ view }} />
          </Button>
        </ButtonGroup>
      </Stack>
      {/* A day view's one day is its own heading below. */}
      <Text fontWeight="semibold" aria-live="polite" srOnly={view === 'day'}>
        {titleOf(intl, view, range)}
      </Text>
      <QueryState
        query={bookings}
        loading={<FormattedMessage id="appointments.hostBookings.loading" defaultMessage="Loading the bookings…" />}
        offline={<FormattedMessage id="appointments.hostBookings.offline" defaultMessage="Connect to the internet to see the bookings." />}
      >
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
