import { Stack, Text } from '@chakra-ui/react'
import { BrandScreenLink } from '../../../../components/ui/brand-screen-link'
import { SelectField } from '../../../../components/ui/select-field'
import { TextField } from '../../../../components/ui/text-field'
import type { AppointmentType } from '../../../../domain/appointment'
import { failureMessage } from '../../../../lib/api/api-failure'
import { usePageAppointmentTypesQuery } from '../../api/page-appointment-types'
import { useBuilderSite } from '../builder-context'
import type { BlockEditorProps } from './block-editor-props'

const choiceLabel = (type: AppointmentType) => `${type.title} (${type.duration_minutes} min, ${type.host.name})${type.published ? '' : ' (not published)'}`

/**
 * A booking calendar: one of the brand's appointment types and an optional heading. Only a
 * published type can be booked; an unpublished one is offered too, and the field says what
 * visitors see until it is published.
 */
export function BookingCalendarBlockEditor({ block, errors, onChange }: BlockEditorProps<'appointmets-calendar'>) {
  const site = useBuilderSite()
  const types = usePageAppointmentTypesQuery(site.brandId)
  const chosen = types.data?.find((type) => type.id === block.appointment_type_id)
  const appointmentsLink = (
    <BrandScreenLink brandId={site.brandId} screen="/brands/$id/appointments" color="link">
      the Appointments screen
    </BrandScreenLink>
  )
  const missing = errors.appointment_type_id ? 'Choose an appointment type: the block shows nothing without one.' : undefined
  let field
  if (types.isLoading) field = <Text color="fg.muted">Loading the brand’s appointment types…</Text>
  else if (!types.data) field = <Text color="fg.error">The brand’s appointment types could not be loaded: {failureMessage(types.error)}</Text>
  else if (types.data.length === 0)
    field = (
      <Text color={missing ? 'fg.error' : undefined}>
        This brand has no appointment types yet: make one on {appointmentsLink}, then choose it here.
      </Text>
    )
  else
    field = (
      <SelectField
        label="Appointment type"
        value={block.appointment_type_id}
        options={[{ value: '', label: 'Choose an appointment type…' }, ...types.data.map((type) => ({ value: type.id, label: choiceLabel(type) }))]}
        onChange={(appointment_type_id) => onChange({ ...block, appointment_type_id })}
        error={missing}
      />
    )
  return (
    <Stack gap="4">
      <Text color="fg.muted">Visitors see the type’s length, host and place, its next free times in their own time zone, and a link to book.</Text>
      {field}
      {chosen && !chosen.published ? (
        <Text color="fg.error">This appointment type is not published: visitors of the page are told it is not available until it is published on {appointmentsLink}.</Text>
      ) : null}
      {block.appointment_type_id && types.data && !chosen ? <Text color="fg.error">The chosen appointment type is no longer one of the brand’s: choose another.</Text> : null}
      <TextField label="Heading (optional; the type’s title when empty)" value={block.heading} error={errors.heading} errorSubject="The heading" onChange={(heading) => onChange({ ...block, heading })} />
    </Stack>
  )
}
