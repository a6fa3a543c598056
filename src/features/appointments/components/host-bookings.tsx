import { Badge, Box, Button, ButtonGroup, Heading, Link, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import Calendar from 'react-calendar'
import 'react-calendar/dist/Calendar.css'
import { FormProblem } from '../../../components/ui/form-problem'
import { QueryState } from '../../../components/ui/query-state'
import type { HostBooking } from '../../../domain/appointment'
import { failureMessage } from '../../../lib/api/api-failure'
import { useDecideBookingMutation, useListHostBookingsQuery } from '../api/appointments-api'
import { deviceTimeZone } from '../time-zones'
import { dayOf, monthEnd, monthStart } from './free-time-picker'
import './booking-calendar.css'

const views = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
] as const
type View = (typeof views)[number]['value']

const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days)
/** Monday of the date's week. */
const weekStart = (date: Date) => addDays(date, -((date.getDay() + 6) % 7))

/** The days a view shows around a date: one day, its week (Monday first) or its month. */
function rangeOf(view: View, date: Date): { from: Date; to: Date } {
  if (view === 'day') return { from: date, to: date }
  if (view === 'week') return { from: weekStart(date), to: addDays(weekStart(date), 6) }
  return { from: monthStart(date), to: monthEnd(date) }
}

function step(view: View, date: Date, direction: 1 | -1): Date {
  if (view === 'day') return addDays(date, direction)
  if (view === 'week') return addDays(date, 7 * direction)
  return new Date(date.getFullYear(), date.getMonth() + direction, 1)
}

const dayWords = (date: Date) => new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(date)
const monthWords = (date: Date) => new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' }).format(date)
const clock = (instant: string) => new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(new Date(instant))
const localDayOf = (instant: string) => dayOf(new Date(instant))

function titleOf(view: View, range: { from: Date; to: Date }) {
  if (view === 'day') return dayWords(range.from)
  if (view === 'month') return monthWords(range.from)
  return `${new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long' }).format(range.from)} – ${dayWords(range.to)}`
}

const statusWords = { pending: 'Waiting for you', confirmed: 'Confirmed', cancelled: 'Cancelled' } as const
const statusColour = { pending: 'orange', confirmed: 'green', cancelled: 'gray' } as const

/**
 * The bookings of the person signed in (every host's, for the brand's owners and admins), by day,
 * week or month on this device's clock; a booking waiting for its host is confirmed or declined
 * here, and both sides hear of it by mail.
 */
export function HostBookings({ brandId }: { brandId: string }) {
  const [view, setView] = useState<View>('week')
  const [date, setDate] = useState(() => new Date())
  const range = rangeOf(view, date)
  const timeZone = deviceTimeZone()
  const bookings = useListHostBookingsQuery({ brandId, from: dayOf(range.from), to: dayOf(range.to), timeZone })

  return (
    <Stack as="section" aria-labelledby="host-bookings-heading" gap="4">
      <Heading as="h2" id="host-bookings-heading" size="lg">
        Bookings
      </Heading>
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3">
        <ButtonGroup size="sm" variant="outline" attached role="group" aria-label="Show">
          {views.map((each) => (
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
              <Box className="booking-calendar">
                <Calendar
                  minDetail="month"
                  maxDetail="month"
                  showNavigation={false}
                  activeStartDate={monthStart(date)}
                  value={null}
                  onClickDay={(day) => {
                    setDate(day)
                    setView('day')
                  }}
                  tileContent={({ date: tile }) => {
                    const count = list.filter((booking) => booking.status !== 'cancelled' && localDayOf(booking.start) === dayOf(tile)).length
                    return count > 0 ? <span className="booking-count">{` ${count} booked`}</span> : null
                  }}
                />
              </Box>
            ) : null}
            <BookingDays brandId={brandId} bookings={list} days={view === 'month' ? [] : daysOf(range)} />
          </>
        )}
      </QueryState>
    </Stack>
  )
}

function daysOf(range: { from: Date; to: Date }): Date[] {
  const days: Date[] = []
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day)
  return days
}

/** The bookings day by day: each day of a day or week view (saying when it has none), or the month's days that have any. */
function BookingDays({ brandId, bookings, days }: { brandId: string; bookings: HostBooking[]; days: Date[] }) {
  const shown = days.length > 0 ? days : [...new Set(bookings.map((booking) => localDayOf(booking.start)))].map((day) => new Date(`${day}T12:00:00`))
  // A stretch with nothing booked says so once, not day by day.
  if (bookings.length === 0) return <Text>{days.length === 1 ? 'Nothing is booked this day.' : days.length === 7 ? 'Nothing is booked this week.' : 'Nothing is booked this month.'}</Text>
  return (
    <Stack gap="4">
      {shown.map((day) => {
        const ofDay = bookings.filter((booking) => localDayOf(booking.start) === dayOf(day))
        return (
          <Stack as="section" key={dayOf(day)} aria-label={dayWords(day)} gap="2">
            <Heading as="h3" size="sm">
              {dayWords(day)}
            </Heading>
            {ofDay.length === 0 ? (
              <Text color="fg.muted">Nothing booked.</Text>
            ) : (
              <Stack as="ul" gap="2" listStyleType="none">
                {ofDay.map((booking) => (
                  <BookingItem key={booking.id} brandId={brandId} booking={booking} />
                ))}
              </Stack>
            )}
          </Stack>
        )
      })}
    </Stack>
  )
}

function BookingItem({ brandId, booking }: { brandId: string; booking: HostBooking }) {
  const [decide, deciding] = useDecideBookingMutation()
  const [problem, setProblem] = useState<string | null>(null)
  const answers = booking.answers
  async function choose(decision: 'confirm' | 'decline') {
    setProblem(null)
    const answer = await decide({ brandId, bookingId: booking.id, decision })
    if (answer.error) setProblem(`Not ${decision === 'confirm' ? 'confirmed' : 'declined'}: ${failureMessage(answer.error)}`)
  }
  return (
    <Box as="li" borderWidth="1px" borderColor="border" borderRadius="md" padding="3" aria-label={`${clock(booking.start)} ${booking.type_title} with ${booking.name}`}>
      <Stack gap="1">
        <Stack direction="row" justify="space-between" align="start" gap="2" wrap="wrap">
          <Text fontWeight="semibold">
            {clock(booking.start)}–{clock(booking.end)} · {booking.type_title}
          </Text>
          <Badge colorPalette={statusColour[booking.status]}>{statusWords[booking.status]}</Badge>
        </Stack>
        <Text>
          {booking.name} ·{' '}
          <Link href={`mailto:${booking.email}`} color="link">
            {booking.email}
          </Link>
        </Text>
        <Text color="fg.muted" fontSize="sm">
          Hosted by {booking.host.name} · the booker’s zone: {booking.time_zone.replace(/_/g, ' ')}
        </Text>
        {answers.length > 0 ? (
          <Box as="dl" fontSize="sm">
            {answers.map(({ question, answer }) => (
              <Box key={question}>
                <Text as="dt" display="inline" fontWeight="medium">
                  {question}:{' '}
                </Text>
                <Text as="dd" display="inline">
                  {answer}
                </Text>
              </Box>
            ))}
          </Box>
        ) : null}
        <FormProblem>{problem}</FormProblem>
        {booking.status === 'pending' ? (
          <ButtonGroup size="sm" marginTop="1">
            <Button colorPalette="primary" loading={deciding.isLoading && deciding.originalArgs?.decision === 'confirm'} onClick={() => void choose('confirm')}>
              Confirm<Box as="span" srOnly>{` ${booking.name}’s booking`}</Box>
            </Button>
            <Button variant="outline" colorPalette="red" loading={deciding.isLoading && deciding.originalArgs?.decision === 'decline'} onClick={() => void choose('decline')}>
              Decline<Box as="span" srOnly>{` ${booking.name}’s booking`}</Box>
            </Button>
          </ButtonGroup>
        ) : null}
      </Stack>
    </Box>
  )
}
