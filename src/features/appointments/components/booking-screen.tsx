import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { TimeZoneField } from '../../../components/ui/time-zone-field'
import type { Booking, PublicAppointmentType } from '../../../domain/appointment'
import { useGetFreeTimesQuery } from '../api/get-free-times'
import { dateOf, dayOf, monthEnd, monthStart } from '../calendar-days'
import { dayInZone, deviceTimeZone } from '../time-zones'
import { useFreeTimeChoice } from '../use-free-time-choice'
import { Booked, LocationWords } from './booked'
import { BookingForm } from './booking-form'
import { FreeTimePicker } from './free-time-picker'

/**
 * A visitor books an appointment: a month with the days that have free times, the times of the
 * chosen day in the visitor's time zone (found on their device, and theirs to change), then their
 * name, e-mail and answers. A time someone else took meanwhile is said so, and the times refresh.
 */
export function BookingScreen({ type, wantedStart }: { type: PublicAppointmentType; wantedStart?: string }) {
  const intl = useIntl()
  const [timeZone, setTimeZone] = useState(deviceTimeZone)
  // A time chosen on a page's booking calendar (?start=) opens its month and day, and is chosen once that month's times show it is still free.
  const [wanted, setWanted] = useState(() => (wantedStart ? { start: wantedStart, day: dayInZone(wantedStart, timeZone) } : null))
  const choice = useFreeTimeChoice({ month: monthStart(wanted ? dateOf(wanted.day) : new Date()), day: wanted?.day })
  const [booked, setBooked] = useState<Booking | null>(null)
  const times = useGetFreeTimesQuery({ typeId: type.id, from: dayOf(choice.month), to: dayOf(monthEnd(choice.month)), timeZone })
  if (wanted && times.currentData) {
    const slots = times.currentData.days.find((free) => free.date === wanted.day)?.slots ?? []
    const free = slots.find((slot) => Date.parse(slot.start) === Date.parse(wanted.start))
    setWanted(null)
    if (free) choice.chooseTime(free.start)
    else if (slots.length === 0) choice.chooseDay(null)
  }
  // Times are shown in the zone chosen: a time chosen in another is let go.
  const chooseZone = (zone: string) => {
    setTimeZone(zone)
    choice.chooseTime(null)
  }

  if (booked) return <Booked type={type} booking={booked} timeZone={timeZone} />

  return (
    <Stack gap="6">
      <Box>
        <Heading as="h1" size="2xl">
          {type.title}
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage
            id="appointments.bookingScreen.summary"
            defaultMessage="{minutes, plural, one {# minute} other {# minutes}} with {host} · {where}"
            values={{ minutes: type.duration_minutes, host: type.host.name, where: <LocationWords type={type} /> }}
          />
        </Text>
        {type.description ? <Text marginTop="2">{type.description}</Text> : null}
      </Box>
      <TimeZoneField label={intl.formatMessage({ id: 'appointments.bookingScreen.timeZone', defaultMessage: 'Your time zone' })} value={timeZone} onChange={chooseZone} />
      <FreeTimePicker times={times} timeZone={timeZone} choice={choice} />
      {choice.start ? (
        <BookingForm
          type={type}
          start={choice.start}
          timeZone={timeZone}
          onBooked={setBooked}
          onTaken={() => {
            choice.taken()
            void times.refetch()
          }}
        />
      ) : null}
    </Stack>
  )
}
