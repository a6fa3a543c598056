import { Button, Heading, Stack, Text } from '@chakra-ui/react'
import { useMemo, useState } from 'react'
import { FormProblem } from '../../../components/ui/form-problem'
import { SelectField } from '../../../components/ui/select-field'
import { slotTakenMessage, type Booking, type BookingSummary } from '../../../domain/appointment'
import { failureMessage, failureStatus } from '../../../lib/api/api-failure'
import { useCancelBookingMutation, useGetLinkFreeTimesQuery, useRescheduleBookingMutation } from '../api/appointments-api'
import { timeZoneOptions } from '../time-zones'
import { dayOf, FreeTimePicker, monthEnd, monthStart } from './free-time-picker'

const whenIn = (instant: string, timeZone: string) =>
  `${new Intl.DateTimeFormat(undefined, { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(instant))} (${timeZone.replace(/_/g, ' ')})`

/**
 * Where the link in a booking mail leads, without signing in: the booking, a new time for it (the
 * free times of its host, its own time counting as free), or cancelling it. Each works once: the
 * mail about a new time carries a new link.
 */
export function BookingLink({ booking, token }: { booking: BookingSummary; token: string }) {
  const [timeZone, setTimeZone] = useState(booking.time_zone)
  const [moving, setMoving] = useState(false)
  const [cancel, cancelling] = useCancelBookingMutation()
  const [moved, setMoved] = useState<Booking | null>(null)
  const zones = useMemo(() => timeZoneOptions(timeZone), [timeZone])

  if (cancelling.data) {
    return (
      <Stack gap="3" role="status">
        <Heading as="h1" size="2xl">
          The booking is cancelled
        </Heading>
        <Text>{booking.host_name} has been told, and a cancellation for your calendar is on its way to you.</Text>
      </Stack>
    )
  }
  if (moved) {
    return (
      <Stack gap="3" role="status">
        <Heading as="h1" size="2xl">
          The booking has a new time
        </Heading>
        <Text fontSize="lg">{whenIn(moved.start, timeZone)}</Text>
        <Text>{booking.host_name} has been told, and the new time for your calendar is on its way to you, with a new link: this one has done its work.</Text>
      </Stack>
    )
  }
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {booking.title} with {booking.host_name}
        </Heading>
        <Text fontSize="lg">{whenIn(booking.start, timeZone)}</Text>
        <Text color="fg.muted">{booking.status === 'pending' ? `${booking.duration_minutes} minutes, waiting for ${booking.host_name} to confirm.` : `${booking.duration_minutes} minutes.`}</Text>
      </Stack>
      <SelectField label="Your time zone" value={timeZone} options={zones} onChange={setTimeZone} />
      {moving ? (
        <NewTime booking={booking} token={token} timeZone={timeZone} onMoved={setMoved} />
      ) : (
        <Button variant="outline" colorPalette="primary" alignSelf="start" onClick={() => setMoving(true)}>
          Choose another time
        </Button>
      )}
      <Stack gap="3" borderTopWidth="1px" borderColor="border" paddingTop="4">
        <FormProblem>{cancelling.error ? `Not cancelled: ${failureMessage(cancelling.error)}` : null}</FormProblem>
        <Button colorPalette="red" alignSelf="start" loading={cancelling.isLoading} loadingText="Cancelling…" onClick={() => void cancel({ bookingId: booking.id, token })}>
          Cancel this booking
        </Button>
      </Stack>
    </Stack>
  )
}

function NewTime({ booking, token, timeZone, onMoved }: { booking: BookingSummary; token: string; timeZone: string; onMoved: (booking: Booking) => void }) {
  const [month, setMonth] = useState(() => monthStart(new Date(booking.start)))
  const [day, setDay] = useState<string | null>(null)
  const [start, setStart] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const times = useGetLinkFreeTimesQuery({ bookingId: booking.id, token, from: dayOf(month), to: dayOf(monthEnd(month)), timeZone })
  const [reschedule, rescheduling] = useRescheduleBookingMutation()

  async function move(chosen: string) {
    setProblem(null)
    const answer = await reschedule({ bookingId: booking.id, token, start: chosen })
    if (answer.data) return onMoved(answer.data)
    if (failureStatus(answer.error) === 409) {
      setProblem(slotTakenMessage)
      setStart(null)
      void times.refetch()
      return
    }
    setProblem(`Not moved: ${failureMessage(answer.error)}`)
  }

  return (
    <Stack gap="4">
      <FreeTimePicker
        times={times}
        timeZone={timeZone}
        month={month}
        onMonth={setMonth}
        day={day}
        onDay={(chosen) => {
          setDay(chosen)
          setStart(null)
        }}
        start={start}
        onStart={(chosen) => {
          setStart(chosen)
          setProblem(null)
        }}
      />
      <FormProblem>{problem}</FormProblem>
      {start ? (
        <Button colorPalette="primary" alignSelf="start" maxWidth="full" height="auto" minHeight="10" paddingY="2" whiteSpace="normal" textAlign="start" loading={rescheduling.isLoading} loadingText="Moving…" onClick={() => void move(start)}>
          Move to {whenIn(start, timeZone)}
        </Button>
      ) : null}
    </Stack>
  )
}
