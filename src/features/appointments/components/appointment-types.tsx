import { Badge, Box, Button, Checkbox, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { FormProblem } from '../../../components/ui/form-problem'
import { QueryState } from '../../../components/ui/query-state'
import { RepeatedItems } from '../../../components/ui/repeated-items'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { appointmentTypeInputSchema, weekdays, type AppointmentLocation, type AppointmentType, type Weekday } from '../../../domain/appointment'
import { failureMessage } from '../../../lib/api/api-failure'
import { useRoleTable } from '../../../lib/features/features-context'
import { validate } from '../../../lib/forms/field-errors'
import { useCreateAppointmentTypeMutation, useListAppointmentTypesQuery, useListBrandPeopleQuery, useUpdateAppointmentTypeMutation } from '../api/appointments-api'
import { deviceTimeZone, timeZoneOptions } from '../time-zones'

const dayNames: Record<Weekday, string> = { monday: 'Monday', tuesday: 'Tuesday', wednesday: 'Wednesday', thursday: 'Thursday', friday: 'Friday', saturday: 'Saturday', sunday: 'Sunday' }
const lengths = ['15', '30', '45', '60', '90'] as const
const places = [
  { value: 'video', label: 'Video call (a link)' },
  { value: 'phone', label: 'Phone call' },
  { value: 'in-person', label: 'In person (an address)' },
] as const
type Place = (typeof places)[number]['value']
const placeDetail: Record<Place, string> = { video: 'Video call link (https://…)', phone: 'Phone number', 'in-person': 'Address' }


type Question = { id: string; label: string; required: boolean }
type Draft = {
  title: string
  description: string
  length: string
  place: Place
  detail: string
  timeZone: string
  days: Weekday[]
  from: string
  to: string
  notice: string
  horizon: string
  bufferBefore: string
  bufferAfter: string
  cap: string
  confirm: boolean
  questions: Question[]
  daysOff: string[]
  publish: boolean
}
const blank = (): Draft => ({
  title: '',
  description: '',
  length: '30',
  place: 'video',
  detail: '',
  timeZone: deviceTimeZone(),
  days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
  from: '09:00',
  to: '17:00',
  notice: '120',
  horizon: '60',
  bufferBefore: '0',
  bufferAfter: '0',
  cap: '',
  confirm: false,
  questions: [],
  daysOff: [],
  publish: true,
})

/** A saved type as the form shows it: the first stretch of hours stands for every chosen day. */
function draftOf(type: AppointmentType): Draft {
  const days = weekdays.filter((day) => type.weekly[day].length > 0)
  const stretch = days.map((day) => type.weekly[day][0]!)[0] ?? { start: '09:00', end: '17:00' }
  const location = type.location
  return {
    title: type.title,
    description: type.description,
    length: String(type.duration_minutes),
    place: location.kind,
    detail: location.kind === 'video' ? location.url : location.kind === 'phone' ? location.phone : location.address,
    timeZone: type.time_zone,
    days,
    from: stretch.start,
    to: stretch.end,
    notice: String(type.min_notice_minutes),
    horizon: String(type.horizon_days),
    bufferBefore: String(type.buffer_before_minutes),
    bufferAfter: String(type.buffer_after_minutes),
    cap: type.daily_cap === null ? '' : String(type.daily_cap),
    confirm: type.needs_confirmation,
    questions: type.questions.map((question) => ({ ...question })),
    daysOff: type.overrides.filter((override) => override.hours.length === 0).map((override) => override.date),
    publish: type.published,
  }
}

const notices = [
  ['0', 'No notice'],
  ['60', '1 hour'],
  ['120', '2 hours'],
  ['240', '4 hours'],
  ['1440', '1 day'],
  ['2880', '2 days'],
  ['10080', '1 week'],
] as const
const horizons = ['7', '14', '30', '60', '90', '180', '365'] as const
const buffers = ['0', '5', '10', '15', '30', '60'] as const
/** A number the person typed, or the text itself so the schema names what is wrong with it. */
const numberOf = (text: string) => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text)
const questionIdOf = (label: string, index: number) => `${label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 30) || 'question'}-${index + 1}`

const locationOf = (draft: Draft): AppointmentLocation =>
  draft.place === 'video' ? { kind: 'video', url: draft.detail.trim() } : draft.place === 'phone' ? { kind: 'phone', phone: draft.detail.trim() } : { kind: 'in-person', address: draft.detail.trim() }

/** The form's fields as the API takes them: the chosen days share one stretch of hours; days off are days with none. */
const fieldsOf = (draft: Draft) => ({
  title: draft.title,
  description: draft.description,
  duration_minutes: Number(draft.length),
  location: locationOf(draft),
  time_zone: draft.timeZone,
  weekly: Object.fromEntries(draft.days.map((day) => [day, [{ start: draft.from, end: draft.to }]])),
  overrides: draft.daysOff.map((date) => ({ date, hours: [] })),
  min_notice_minutes: Number(draft.notice),
  horizon_days: Number(draft.horizon),
  buffer_before_minutes: Number(draft.bufferBefore),
  buffer_after_minutes: Number(draft.bufferAfter),
  daily_cap: draft.cap.trim() === '' ? null : numberOf(draft.cap),
  questions: draft.questions.map((question, index) => ({ id: question.id || questionIdOf(question.label, index), label: question.label, required: question.required })),
  needs_confirmation: draft.confirm,
  published: draft.publish,
})

/**
 * The brand's appointment types, and a new one for the person signed in to host (or one of them
 * changed): what it is, how long, where, their hours on which days in their time zone, and the
 * rules visitors book by. Visitors book at its booking page, and the host's cards offer "Book a meeting".
 */
export function AppointmentTypes({ brandId }: { brandId: string }) {
  const types = useListAppointmentTypesQuery(brandId)
  const [editing, setEditing] = useState<AppointmentType | null>(null)
  return (
    <Stack gap="8">
      <AppointmentTypeForm key={editing?.id ?? 'new'} brandId={brandId} editing={editing} onDone={() => setEditing(null)} />
      <Stack as="section" aria-labelledby="appointment-types-heading" gap="3">
        <Heading as="h2" id="appointment-types-heading" size="lg">
          The brand’s appointment types
        </Heading>
        <QueryState query={types} loading="Loading appointment types…" offline="Connect to the internet to see the appointment types.">
          {(list) => (list.length === 0 ? <Text>No appointment types yet. Make the first above.</Text> : <TypeList types={list} onEdit={setEditing} />)}
        </QueryState>
      </Stack>
    </Stack>
  )
}

function TypeList({ types, onEdit }: { types: AppointmentType[]; onEdit: (type: AppointmentType) => void }) {
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {types.map((type) => (
        <Box as="li" key={type.id} borderWidth="1px" borderColor="border" borderRadius="md" padding="3">
          <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="2">
            <Box>
              <Text fontWeight="semibold">{type.title}</Text>
              <Text color="fg.muted" fontSize="sm">
                {type.duration_minutes} minutes · hosted by {type.host.name} · {type.time_zone.replace(/_/g, ' ')}
                {type.needs_confirmation ? ' · the host confirms each booking' : ''}
              </Text>
            </Box>
            <Stack direction="row" align="center" gap="3" wrap="wrap">
              <Badge colorPalette={type.published ? 'green' : 'gray'}>{type.published ? 'Published' : 'Not published'}</Badge>
              {type.published ? (
                <Link asChild color="link">
                  <RouterLink to="/appointments/$id" params={{ id: type.id }}>
                    Booking page<Box as="span" srOnly>{` of ${type.title}`}</Box>
                  </RouterLink>
                </Link>
              ) : null}
              <Button size="sm" variant="outline" onClick={() => onEdit(type)}>
                Change<Box as="span" srOnly>{` ${type.title}`}</Box>
              </Button>
            </Stack>
          </Stack>
        </Box>
      ))}
    </Stack>
  )
}

const minutesOptions = (values: readonly string[], current: string) => [...new Set([...values, current])].map((minutes) => ({ value: minutes, label: minutes === '0' ? 'None' : `${minutes} minutes` }))

function AppointmentTypeForm({ brandId, editing, onDone }: { brandId: string; editing: AppointmentType | null; onDone: () => void }) {
  const [draft, setDraft] = useState(() => (editing ? draftOf(editing) : blank()))
  const [checked, setChecked] = useState(false)
  const [saved, setSaved] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [create, creating] = useCreateAppointmentTypeMutation()
  const [update, updating] = useUpdateAppointmentTypeMutation()
  // An owner or admin hosts a type for any of the brand's people; anyone else for themself.
  const people = useListBrandPeopleQuery(brandId)
  const roleTable = useRoleTable()
  const mayNameHost = people.data ? roleTable.may(people.data.your_role, 'manage-appointments') : false
  const [host, setHost] = useState(editing?.host.id ?? '')
  const extra: Record<string, string> = draft.days.length === 0 ? { weekly: 'Choose at least one day.' } : {}
  const validation = validate(appointmentTypeInputSchema, fieldsOf(draft), extra)
  const errors = checked && !validation.ok ? validation.errors : {}
  const hoursError = Object.entries(errors).find(([path]) => path.startsWith('weekly.'))?.[1]
  const change = (next: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...next }))
    setSaved(null)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setChecked(true)
    setProblem(null)
    if (!validation.ok) return
    const fields = { ...validation.value, ...(host ? { host_user_id: host } : {}) }
    const answer = editing ? await update({ brandId, typeId: editing.id, fields }) : await create({ brandId, fields })
    if (answer.data) {
      setSaved(`${answer.data.title} is saved${answer.data.published ? '; visitors can book it, and your cards offer “Book a meeting”' : ''}.`)
      setChecked(false)
      if (!editing) {
        setDraft(blank())
        setHost('')
      }
    } else setProblem(`Not saved: ${failureMessage(answer.error)}`)
  }

  return (
    <Stack as="section" aria-labelledby="appointment-type-form" gap="4" borderWidth="1px" borderColor="border" borderRadius="md" padding="4">
      <Heading as="h2" id="appointment-type-form" size="lg">
        {editing ? `Change ${editing.title}` : mayNameHost ? 'A new appointment type' : 'A new appointment type, hosted by you'}
      </Heading>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="4">
          <TextField label="Title" errorSubject="Title" required maxLength={120} placeholder="Intro call" value={draft.title} error={errors.title} onChange={(title) => change({ title })} />
          {mayNameHost && people.data ? (
            <SelectField
              label="Host"
              value={host}
              options={[...(editing ? [] : [{ value: '', label: 'You' }]), ...people.data.members.map((member) => ({ value: member.user_id, label: member.name || member.email || member.user_id }))]}
              onChange={(next) => {
                setHost(next)
                setSaved(null)
              }}
            />
          ) : null}
          <TextField label="What visitors read (optional)" rows={3} maxLength={2000} value={draft.description} error={errors.description} onChange={(description) => change({ description })} />
          <Grid templateColumns={{ base: '1fr', sm: '1fr 2fr' }} gap="3">
            <SelectField label="Length" value={draft.length} options={[...new Set([...lengths, draft.length])].map((length) => ({ value: length, label: `${length} minutes` }))} onChange={(length) => change({ length })} />
            <SelectField label="Where" value={draft.place} options={places} onChange={(place) => change({ place, detail: '' })} />
          </Grid>
          <TextField
            label={placeDetail[draft.place]}
            errorSubject={null}
            required
            value={draft.detail}
            error={errors['location.url'] ?? errors['location.phone'] ?? errors['location.address']}
            onChange={(detail) => change({ detail })}
          />
          <SelectField label="Your time zone" value={draft.timeZone} options={timeZoneOptions(draft.timeZone)} onChange={(timeZone) => change({ timeZone })} />
          <Stack as="fieldset" gap="2">
            <Text as="legend" fontWeight="medium" marginBottom="2">
              Days you take bookings
            </Text>
            <Grid templateColumns={{ base: '1fr 1fr', sm: 'repeat(4, 1fr)' }} gap="2">
              {weekdays.map((day) => (
                <Checkbox.Root key={day} checked={draft.days.includes(day)} onCheckedChange={(details) => change({ days: details.checked === true ? weekdays.filter((each) => each === day || draft.days.includes(each)) : draft.days.filter((each) => each !== day) })}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{dayNames[day]}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Grid>
            {errors.weekly ? <Text color="fg.error">{errors.weekly}</Text> : null}
          </Stack>
          <Grid templateColumns="1fr 1fr" gap="3">
            <TextField label="From" type="time" value={draft.from} onChange={(from) => change({ from })} />
            <TextField label="Until" type="time" value={draft.to} onChange={(to) => change({ to })} />
          </Grid>
          {hoursError ? <Text color="fg.error">“Until” must be later than “From”.</Text> : null}
          <Stack as="fieldset" gap="3">
            <Text as="legend" fontWeight="medium" marginBottom="2">
              How visitors book
            </Text>
            <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
              <SelectField label="Notice before a meeting" value={draft.notice} options={(notices.some(([value]) => value === draft.notice) ? notices : [...notices, [draft.notice, `${draft.notice} minutes`] as const]).map(([value, label]) => ({ value, label }))} onChange={(notice) => change({ notice })} />
              <SelectField label="How far ahead" value={draft.horizon} options={[...new Set([...horizons, draft.horizon])].map((days) => ({ value: days, label: `${days} days` }))} onChange={(horizon) => change({ horizon })} />
              <SelectField label="Free time before each meeting" value={draft.bufferBefore} options={minutesOptions(buffers, draft.bufferBefore)} onChange={(bufferBefore) => change({ bufferBefore })} />
              <SelectField label="Free time after each meeting" value={draft.bufferAfter} options={minutesOptions(buffers, draft.bufferAfter)} onChange={(bufferAfter) => change({ bufferAfter })} />
              <TextField label="Meetings a day at most (optional)" errorSubject="Meetings a day" inputMode="numeric" value={draft.cap} error={errors.daily_cap} onChange={(cap) => change({ cap })} />
            </Grid>
            <Checkbox.Root checked={draft.confirm} onCheckedChange={(details) => change({ confirm: details.checked === true })}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>I confirm each booking myself (it waits for me until then)</Checkbox.Label>
            </Checkbox.Root>
          </Stack>
          <Stack as="fieldset" gap="2">
            <Text as="legend" fontWeight="medium" marginBottom="2">
              Questions for the visitor
            </Text>
            <RepeatedItems noun="Question" items={draft.questions} max={10} onChange={(questions) => change({ questions })} newItem={() => ({ id: '', label: '', required: false })}>
              {(question, index, set) => (
                <>
                  <TextField label="Question" errorSubject={null} maxLength={200} value={question.label} error={errors[`questions.${index}.label`] ? `Question ${index + 1} ${errors[`questions.${index}.label`]}.` : undefined} onChange={(label) => set({ ...question, label })} />
                  <Checkbox.Root checked={question.required} onCheckedChange={(details) => set({ ...question, required: details.checked === true })}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>An answer is needed</Checkbox.Label>
                  </Checkbox.Root>
                </>
              )}
            </RepeatedItems>
          </Stack>
          <Stack as="fieldset" gap="2">
            <Text as="legend" fontWeight="medium" marginBottom="2">
              Days off
            </Text>
            <RepeatedItems noun="Day off" listLabel="Days off" items={draft.daysOff} max={200} onChange={(daysOff) => change({ daysOff })} newItem={() => ''}>
              {(date, index, set) => <TextField label="Date" type="date" errorSubject="The date" value={date} error={errors[`overrides.${index}.date`]} onChange={set} />}
            </RepeatedItems>
          </Stack>
          <Checkbox.Root checked={draft.publish} onCheckedChange={(details) => change({ publish: details.checked === true })}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Publish it: visitors can book it</Checkbox.Label>
          </Checkbox.Root>
          <FormProblem>{problem}</FormProblem>
          {saved ? (
            <Text role="status" color="fg.success" fontWeight="medium">
              {saved}
            </Text>
          ) : null}
          <Stack direction="row" gap="3" wrap="wrap">
            <Button type="submit" colorPalette="primary" loading={creating.isLoading || updating.isLoading} loadingText="Saving…">
              Save the appointment type
            </Button>
            {editing ? (
              <Button variant="outline" onClick={onDone}>
                Done changing
              </Button>
            ) : null}
          </Stack>
        </Stack>
      </form>
    </Stack>
  )
}
