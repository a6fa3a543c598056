import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react'
import { useMemo, useState, type FormEvent } from 'react'
import { FormProblem } from '../../../components/ui/form-problem'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { bookingCreateSchema, slotTakenMessage, type Booking, type PublicAppointmentType } from '../../../domain/appointment'
import { failureMessage, failureStatus } from '../../../lib/api/api-failure'
import { validate, type FieldErrors } from '../../../lib/forms/field-errors'
import { useBookAppointmentMutation, useGetFreeTimesQuery } from '../api/appointments-api'
import { dayInZone, deviceTimeZone, timeZoneOptions } from '../time-zones'
import { dayOf, FreeTimePicker, monthEnd, monthStart } from './free-time-picker'

export const whenOf = (instant: string, timeZone: string) => new Intl.DateTimeFormat(undefined, { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(instant))

const locationText = (type: PublicAppointmentType) =>
  type.location.kind === 'in-person' ? `At ${type.location.address}` : type.location.kind === 'phone' ? `By phone: ${type.location.phone}` : 'By video call; the link comes with your booking'

/**
 * A visitor books an appointment: a month with the days that have free times, the times of the
 * chosen day in the visitor's time zone (found on their device, and theirs to change), then their
 * name, e-mail and answers. A time someone else took meanwhile is said so, and the times refresh.
 */
export function BookingScreen({ type, wantedStart }: { type: PublicAppointmentType; wantedStart?: string }) {
  const [timeZone, setTimeZone] = useState(deviceTimeZone)
  // A time chosen on a page's booking calendar (?start=) opens its month and day, and is chosen once that month's times show it is still free.
  const [wanted, setWanted] = useState(() => (wantedStart ? { start: wantedStart, day: dayInZone(wantedStart, timeZone) } : null))
  const [month, setMonth] = useState(() => monthStart(wanted ? new Date(`${wanted.day}T12:00:00`) : new Date()))
  const [day, setDay] = useState<string | null>(wanted?.day ?? null)
  const [start, setStart] = useState<string | null>(null)
  const [booked, setBooked] = useState<Booking | null>(null)
  const times = useGetFreeTimesQuery({ typeId: type.id, from: dayOf(month), to: dayOf(monthEnd(month)), timeZone })
  if (wanted && times.currentData) {
    const slots = times.currentData.days.find((free) => free.date === wanted.day)?.slots ?? []
    const free = slots.find((slot) => Date.parse(slot.start) === Date.parse(wanted.start))
    setWanted(null)
    if (free) setStart(free.start)
    else if (slots.length === 0) setDay(null)
  }
  const zones = useMemo(() => timeZoneOptions(timeZone), [timeZone])

  if (booked) return <Booked type={type} booking={booked} timeZone={timeZone} />

  return (
    <Stack gap="6">
      <Box>
        <Heading as="h1" size="2xl">
          {type.title}
        </Heading>
        <Text color="fg.muted">
          {type.duration_minutes} minutes with {type.host.name} · {locationText(type)}
        </Text>
        {type.description ? <Text marginTop="2">{type.description}</Text> : null}
      </Box>
      <SelectField
        label="Your time zone"
        value={timeZone}
        options={zones}
        onChange={(zone) => {
          setTimeZone(zone)
          setStart(null)
        }}
      />
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
        onStart={setStart}
      />
      {start ? (
        <BookingForm
          type={type}
          start={start}
          timeZone={timeZone}
          onBooked={setBooked}
          onTaken={() => {
            setStart(null)
            void times.refetch()
          }}
        />
      ) : null}
    </Stack>
  )
}

type Draft = { name: string; email: string; answers: Record<string, string> }

function BookingForm({ type, start, timeZone, onBooked, onTaken }: { type: PublicAppointmentType; start: string; timeZone: string; onBooked: (booking: Booking) => void; onTaken: () => void }) {
  const [draft, setDraft] = useState<Draft>({ name: '', email: '', answers: {} })
  const [checked, setChecked] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [book, booking] = useBookAppointmentMutation()
  const missing: FieldErrors = Object.fromEntries(type.questions.filter((question) => question.required && !draft.answers[question.id]?.trim()).map((question) => [`answers.${question.id}`, 'Please answer this question.']))
  const answers = Object.fromEntries(Object.entries(draft.answers).filter(([, answer]) => answer.trim() !== ''))
  const validation = validate(bookingCreateSchema, { start, name: draft.name, email: draft.email, time_zone: timeZone, answers }, missing)
  const errors = checked && !validation.ok ? validation.errors : {}

  async function submit(event: FormEvent) {
    event.preventDefault()
    setChecked(true)
    setProblem(null)
    if (!validation.ok) return
    const answer = await book({ typeId: type.id, booking: validation.value })
    if (answer.data) return onBooked(answer.data)
    if (failureStatus(answer.error) === 409) {
      setProblem(slotTakenMessage)
      return onTaken()
    }
    setProblem(`Not booked: ${failureMessage(answer.error)}`)
  }

  return (
    <Stack as="section" aria-labelledby="booking-form" gap="4">
      <Heading as="h2" id="booking-form" size="lg">
        Your details for {whenOf(start, timeZone)}
      </Heading>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="4">
          <TextField label="Your name" errorSubject="Name" required autoComplete="name" maxLength={120} value={draft.name} error={errors.name} onChange={(name) => setDraft({ ...draft, name })} />
          <TextField label="Your e-mail" errorSubject="E-mail" required type="email" inputMode="email" autoComplete="email" maxLength={254} value={draft.email} error={errors.email} onChange={(email) => setDraft({ ...draft, email })} />
          {type.questions.map((question) => (
            <TextField
              key={question.id}
              label={question.label}
              errorSubject={null}
              required={question.required}
              rows={3}
              maxLength={1000}
              value={draft.answers[question.id] ?? ''}
              error={errors[`answers.${question.id}`]}
              onChange={(value) => setDraft({ ...draft, answers: { ...draft.answers, [question.id]: value } })}
            />
          ))}
          <FormProblem>{problem}</FormProblem>
          <Button type="submit" colorPalette="primary" alignSelf="start" loading={booking.isLoading} loadingText="Booking…">
            Book this time
          </Button>
        </Stack>
      </form>
    </Stack>
  )
}

function Booked({ type, booking, timeZone }: { type: PublicAppointmentType; booking: Booking; timeZone: string }) {
  return (
    <Stack as="section" aria-labelledby="booked-heading" gap="3" role="status">
      <Heading as="h1" id="booked-heading" size="2xl">
        {booking.status === 'pending' ? 'Asked for' : 'Booked'}: {type.title}
      </Heading>
      <Text fontSize="lg">
        {whenOf(booking.start, timeZone)} ({timeZone.replace(/_/g, ' ')}), {type.duration_minutes} minutes with {type.host.name}.
      </Text>
      <Text>{locationText(type)}.</Text>
      {booking.status === 'pending' ? <Text>{type.host.name} confirms bookings of this kind; until then the time is held for you.</Text> : null}
    </Stack>
  )
}
