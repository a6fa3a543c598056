import { Badge, Box, Button, Checkbox, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { FormProblem } from '../../../components/ui/form-problem'
import { QueryState } from '../../../components/ui/query-state'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { appointmentTypeInputSchema, weekdays, type AppointmentLocation, type AppointmentType, type Weekday } from '../../../domain/appointment'
import { failureMessage } from '../../../lib/api/api-failure'
import { validate } from '../../../lib/forms/field-errors'
import { useCreateAppointmentTypeMutation, useListAppointmentTypesQuery } from '../api/appointments-api'
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


type Draft = { title: string; length: (typeof lengths)[number]; place: Place; detail: string; timeZone: string; days: Weekday[]; from: string; to: string; publish: boolean }
const blank = (): Draft => ({ title: '', length: '30', place: 'video', detail: '', timeZone: deviceTimeZone(), days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], from: '09:00', to: '17:00', publish: true })

const locationOf = (draft: Draft): AppointmentLocation =>
  draft.place === 'video' ? { kind: 'video', url: draft.detail.trim() } : draft.place === 'phone' ? { kind: 'phone', phone: draft.detail.trim() } : { kind: 'in-person', address: draft.detail.trim() }

/** The form's fields as the API takes them: the chosen days share one stretch of hours. */
const fieldsOf = (draft: Draft) => ({
  title: draft.title,
  duration_minutes: Number(draft.length),
  location: locationOf(draft),
  time_zone: draft.timeZone,
  weekly: Object.fromEntries(draft.days.map((day) => [day, [{ start: draft.from, end: draft.to }]])),
  published: draft.publish,
})

/**
 * The brand's appointment types, and a new one for the person signed in to host: what it is, how
 * long, where, their hours on which days in their time zone. Visitors book at its booking page,
 * and the host's cards offer "Book a meeting".
 */
export function AppointmentTypes({ brandId }: { brandId: string }) {
  const types = useListAppointmentTypesQuery(brandId)
  return (
    <Stack gap="8">
      <NewAppointmentType brandId={brandId} />
      <Stack as="section" aria-labelledby="appointment-types-heading" gap="3">
        <Heading as="h2" id="appointment-types-heading" size="lg">
          The brand’s appointment types
        </Heading>
        <QueryState query={types} loading="Loading appointment types…" offline="Connect to the internet to see the appointment types.">
          {(list) => (list.length === 0 ? <Text>No appointment types yet. Make the first above.</Text> : <TypeList types={list} />)}
        </QueryState>
      </Stack>
    </Stack>
  )
}

function TypeList({ types }: { types: AppointmentType[] }) {
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {types.map((type) => (
        <Box as="li" key={type.id} borderWidth="1px" borderColor="border" borderRadius="md" padding="3">
          <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="2">
            <Box>
              <Text fontWeight="semibold">{type.title}</Text>
              <Text color="fg.muted" fontSize="sm">
                {type.duration_minutes} minutes · hosted by {type.host.name} · {type.time_zone.replace(/_/g, ' ')}
              </Text>
            </Box>
            <Stack direction="row" align="center" gap="3">
              <Badge colorPalette={type.published ? 'green' : 'gray'}>{type.published ? 'Published' : 'Not published'}</Badge>
              {type.published ? (
                <Link asChild color="link">
                  <RouterLink to="/appointments/$id" params={{ id: type.id }}>
                    Booking page<Box as="span" srOnly>{` of ${type.title}`}</Box>
                  </RouterLink>
                </Link>
              ) : null}
            </Stack>
          </Stack>
        </Box>
      ))}
    </Stack>
  )
}

function NewAppointmentType({ brandId }: { brandId: string }) {
  const [draft, setDraft] = useState(blank)
  const [checked, setChecked] = useState(false)
  const [saved, setSaved] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [create, creating] = useCreateAppointmentTypeMutation()
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
    const answer = await create({ brandId, fields: validation.value })
    if (answer.data) {
      setSaved(`${answer.data.title} is saved${answer.data.published ? '; visitors can book it, and your cards offer “Book a meeting”' : ''}.`)
      setChecked(false)
      setDraft(blank())
    } else setProblem(`Not saved: ${failureMessage(answer.error)}`)
  }

  return (
    <Stack as="section" aria-labelledby="new-appointment-type" gap="4" borderWidth="1px" borderColor="border" borderRadius="md" padding="4">
      <Heading as="h2" id="new-appointment-type" size="lg">
        A new appointment type, hosted by you
      </Heading>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="4">
          <TextField label="Title" errorSubject="Title" required maxLength={120} placeholder="Intro call" value={draft.title} error={errors.title} onChange={(title) => change({ title })} />
          <Grid templateColumns={{ base: '1fr', sm: '1fr 2fr' }} gap="3">
            <SelectField label="Length" value={draft.length} options={lengths.map((length) => ({ value: length, label: `${length} minutes` }))} onChange={(length) => change({ length })} />
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
          <Button type="submit" colorPalette="primary" alignSelf="start" loading={creating.isLoading} loadingText="Saving…">
            Save the appointment type
          </Button>
        </Stack>
      </form>
    </Stack>
  )
}
