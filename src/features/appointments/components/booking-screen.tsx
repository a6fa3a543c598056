import { Box, Button, Heading, Stack, Text, Wrap } from '@chakra-ui/react'
import { useMemo, useState, type FormEvent } from 'react'
import Calendar from 'react-calendar'
import 'react-calendar/dist/Calendar.css'
import { FormProblem } from '../../../components/ui/form-problem'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { bookingCreateSchema, slotTakenMessage, type Booking, type PublicAppointmentType } from '../../../domain/appointment'
import { failureMessage, failureStatus } from '../../../lib/api/api-failure'
import { validate, type FieldErrors } from '../../../lib/forms/field-errors'
import { useBookAppointmentMutation, useGetFreeTimesQuery } from '../api/appointments-api'
import { deviceTimeZone, timeZoneOptions } from '../time-zones'
import './booking-calendar.css'

const pad = (value: number) => String(value).padStart(2, '0')
/** A calendar tile's day (the calendar counts in the device's days) as YYYY-MM-DD. */
const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
const monthStart = (date: Date) => new Date(date.getFullYear(), date.getMonth(), 1)
const monthEnd = (date: Date) => new Date(date.getFullYear(), date.getMonth() + 1, 0)

const timeOf = (instant: string, timeZone: string) => new Intl.DateTimeFormat(undefined, { timeZone, hour: '2-digit', minute: '2-digit' }).format(new Date(instant))
const whenOf = (instant: string, timeZone: string) => new Intl.DateTimeFormat(undefined, { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(instant))

const locationText = (type: PublicAppointmentType) =>
  type.location.kind === 'in-person' ? `At ${type.location.address}` : type.location.kind === 'phone' ? `By phone: ${type.location.phone}` : 'By video call; the link comes with your booking'

/**
 * A visitor books an appointment: a month with the days that have free times, the times of the
 * chosen day in the visitor's time zone (found on their device, and theirs to change), then their
 * name, e-mail and answers. A time someone else took meanwhile is said so, and the times refresh.
 */
export function BookingScreen({ type }: { type: PublicAppointmentType }) {
  const [timeZone, setTimeZone] = useState(deviceTimeZone)
  const [month, setMonth] = useState(() => monthStart(new Date()))
  const [day, setDay] = useState<string | null>(null)
  const [start, setStart] = useState<string | null>(null)
  const [booked, setBooked] = useState<Booking | null>(null)
  const times = useGetFreeTimesQuery({ typeId: type.id, from: dayOf(month), to: dayOf(monthEnd(month)), timeZone })
  const freeDays = useMemo(() => new Map((times.data?.days ?? []).map((free) => [free.date, free.slots])), [times.data])
  const zones = useMemo(() => timeZoneOptions(timeZone), [timeZone])

  if (booked) return <Booked type={type} booking={booked} timeZone={timeZone} />
  const slots = day ? (freeDays.get(day) ?? []) : []

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
      <Stack as="section" aria-labelledby="booking-days" gap="3">
        <Heading as="h2" id="booking-days" size="lg">
          Choose a day
        </Heading>
        <Box className="booking-calendar">
          <Calendar
            minDetail="month"
            value={day ? new Date(`${day}T12:00:00`) : null}
            activeStartDate={month}
            onActiveStartDateChange={({ activeStartDate }) => activeStartDate && setMonth(monthStart(activeStartDate))}
            tileDisabled={({ date, view }) => view === 'month' && !freeDays.has(dayOf(date))}
            onClickDay={(date) => {
              setDay(dayOf(date))
              setStart(null)
            }}
            prev2Label={null}
            next2Label={null}
          />
        </Box>
        {times.isFetching ? <Text color="fg.muted">Finding free times…</Text> : null}
        {times.isError ? <FormProblem>{`The free times could not be loaded: ${failureMessage(times.error)}`}</FormProblem> : null}
        {times.isSuccess && !times.isFetching && freeDays.size === 0 ? <Text>No free times this month; try the next.</Text> : null}
      </Stack>
      {day ? (
        <Stack as="section" aria-labelledby="booking-times" gap="3">
          <Heading as="h2" id="booking-times" size="lg">
            Free times on {new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(`${day}T12:00:00`))}
          </Heading>
          <Wrap gap="2" role="group" aria-label="Free times">
            {slots.map((slot) => (
              <Button key={slot.start} variant={slot.start === start ? 'solid' : 'outline'} colorPalette="primary" aria-pressed={slot.start === start} onClick={() => setStart(slot.start)}>
                {timeOf(slot.start, timeZone)}
              </Button>
            ))}
          </Wrap>
        </Stack>
      ) : null}
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
