import { Stack, Text } from '@chakra-ui/react'
import { defineMessages, FormattedMessage, useIntl } from 'react-intl'
import { BrandScreenLink } from '../../../../components/ui/brand-screen-link'
import { SelectField } from '../../../../components/ui/select-field'
import { TextField } from '../../../../components/ui/text-field'
import type { AppointmentType } from '../../../../domain/appointment'
import type { Say } from '../../../../i18n/say'
import { failureMessage } from '../../../../lib/api/api-failure'
import { usePageAppointmentTypesQuery } from '../../api/page-appointment-types'
import { useBuilderSite } from '../builder-context'
import type { BlockEditorProps } from './block-editor-props'

const choiceWords = defineMessages({
  published: { id: 'contentPages.bookingEditor.choice', defaultMessage: '{title} ({minutes} min, {host})' },
  unpublished: { id: 'contentPages.bookingEditor.choiceUnpublished', defaultMessage: '{title} ({minutes} min, {host}) (not published)' },
})

const choiceLabel = (say: Say, type: AppointmentType) =>
  say(type.published ? choiceWords.published : choiceWords.unpublished, { title: type.title, minutes: type.duration_minutes, host: type.host.name })

/**
 * A booking calendar: one of the brand's appointment types and an optional heading. Only a
 * published type can be booked; an unpublished one is offered too, and the field says what
 * visitors see until it is published.
 */
export function BookingCalendarBlockEditor({ block, errors, onChange }: BlockEditorProps<'appointmets-calendar'>) {
  const intl = useIntl()
  const site = useBuilderSite()
  const types = usePageAppointmentTypesQuery(site.brandId)
  const chosen = types.data?.find((type) => type.id === block.appointment_type_id)
  const appointmentsLink = (
    <BrandScreenLink brandId={site.brandId} screen="/brands/$id/appointments" color="link">
      <FormattedMessage id="contentPages.bookingEditor.appointmentsScreen" defaultMessage="the Appointments screen" />
    </BrandScreenLink>
  )
  const missing = errors.appointment_type_id
    ? intl.formatMessage({ id: 'contentPages.bookingEditor.missing', defaultMessage: 'Choose an appointment type: the block shows nothing without one.' })
    : undefined
  let field
  if (types.isLoading)
    field = (
      <Text color="fg.muted">
        <FormattedMessage id="contentPages.bookingEditor.loading" defaultMessage="Loading the brand’s appointment types…" />
      </Text>
    )
  else if (!types.data)
    field = (
      <Text color="fg.error">
        <FormattedMessage id="contentPages.bookingEditor.failed" defaultMessage="The brand’s appointment types could not be loaded: {reason}" values={{ reason: failureMessage(types.error) }} />
      </Text>
    )
  else if (types.data.length === 0)
    field = (
      <Text color={missing ? 'fg.error' : undefined}>
        <FormattedMessage
          id="contentPages.bookingEditor.none"
          defaultMessage="This brand has no appointment types yet: make one on {screen}, then choose it here."
          values={{ screen: appointmentsLink }}
        />
      </Text>
    )
  else
    field = (
      <SelectField
        label={intl.formatMessage({ id: 'contentPages.bookingEditor.label', defaultMessage: 'Appointment type' })}
        value={block.appointment_type_id}
        options={[
          { value: '', label: intl.formatMessage({ id: 'contentPages.bookingEditor.choose', defaultMessage: 'Choose an appointment type…' }) },
          ...types.data.map((type) => ({ value: type.id, label: choiceLabel(intl.formatMessage, type) })),
        ]}
        onChange={(appointment_type_id) => onChange({ ...block, appointment_type_id })}
        error={missing}
      />
    )
  return (
    <Stack gap="4">
      <Text color="fg.muted">
        <FormattedMessage
          id="contentPages.bookingEditor.about"
          defaultMessage="Visitors see the type’s length, host and place, its next free times in their own time zone, and a link to book."
        />
      </Text>
      {field}
      {chosen && !chosen.published ? (
        <Text color="fg.error">
          <FormattedMessage
            id="contentPages.bookingEditor.unpublished"
            defaultMessage="This appointment type is not published: visitors of the page are told it is not available until it is published on {screen}."
            values={{ screen: appointmentsLink }}
          />
        </Text>
      ) : null}
      {block.appointment_type_id && types.data && !chosen ? (
        <Text color="fg.error">
          <FormattedMessage id="contentPages.bookingEditor.gone" defaultMessage="The chosen appointment type is no longer one of the brand’s: choose another." />
        </Text>
      ) : null}
      <TextField
        label={intl.formatMessage({ id: 'contentPages.bookingEditor.heading', defaultMessage: 'Heading (optional; the type’s title when empty)' })}
        value={block.heading}
        error={errors.heading}
        errorSubject={intl.formatMessage({ id: 'contentPages.bookingEditor.headingSubject', defaultMessage: 'The heading' })}
        onChange={(heading) => onChange({ ...block, heading })}
      />
    </Stack>
  )
}
