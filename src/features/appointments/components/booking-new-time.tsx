import { Button, Stack } from '@chakra-ui/react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { Booking, BookingSummary } from '../../../domain/appointment'
import { failureMessage, failureStatus } from '../../../lib/api/api-failure'
import { useGetLinkFreeTimesQuery } from '../api/get-link-free-times'
import { useRescheduleBookingMutation } from '../api/reschedule-booking'
import { dayOf, monthEnd, monthStart } from '../calendar-days'
import { useFreeTimeChoice } from '../use-free-time-choice'
import { whenIn } from '../when-words'
import { FreeTimePicker } from './free-time-picker'

type BookingNewTimeProps = { booking: BookingSummary; token: string; timeZone: string; onMoved: (booking: Booking) => void }

/** A new time for a booking, from its host's free times (its own time counting as free), moved to with one button. */
export function BookingNewTime({ booking, token, timeZone, onMoved }: BookingNewTimeProps) {
  const intl = useIntl()
  const choice = useFreeTimeChoice({ month: monthStart(new Date(booking.start)) })
  const times = useGetLinkFreeTimesQuery({ bookingId: booking.id, token, from: dayOf(choice.month), to: dayOf(monthEnd(choice.month)), timeZone })
  const [reschedule, rescheduling] = useRescheduleBookingMutation()

  async function move(chosen: string) {
    choice.setProblem(null)
    const answer = await reschedule({ bookingId: booking.id, token, start: chosen })
    if (answer.data) return onMoved(answer.data)
    if (failureStatus(answer.error) !== 409)
      return choice.setProblem(intl.formatMessage({ id: 'appointments.newTime.failed', defaultMessage: 'Not moved: {problem}' }, { problem: failureMessage(answer.error) }))
    choice.taken()
    void times.refetch()
  }

  return (
    <Stack gap="4">
      <FreeTimePicker times={times} timeZone={timeZone} choice={choice} />
      {choice.start ? (
        <Button
          colorPalette="primary"
          alignSelf="start"
          maxWidth="full"
          height="auto"
          minHeight="10"
          paddingY="2"
          whiteSpace="normal"
          textAlign="start"
          loading={rescheduling.isLoading}
          loadingText={intl.formatMessage({ id: 'appointments.newTime.moving', defaultMessage: 'Moving…' })}
          onClick={() => void move(choice.start!)}
        >
          <FormattedMessage id="appointments.newTime.move" defaultMessage="Move to {when}" values={{ when: whenIn(intl, choice.start, timeZone) }} />
        </Button>
      ) : null}
    </Stack>
  )
}
