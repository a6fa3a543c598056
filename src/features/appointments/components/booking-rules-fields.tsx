import { Grid } from '@chakra-ui/react'
import { useIntl } from 'react-intl'
import { CheckboxField } from '../../../components/ui/checkbox-field'
import { DurationField } from '../../../components/ui/duration-field'
import { FieldGroup } from '../../../components/ui/field-group'
import { NumberField } from '../../../components/ui/number-field'
import type { SchemaForm } from '../../../lib/forms/use-schema-form'
import type { AppointmentTypeDraft } from '../appointment-type-draft'

const notices = [0, 60, 120, 240, 1440, 2880, 10_080]
const horizons = [7, 14, 30, 60, 90, 180, 365]
const buffers = [0, 5, 10, 15, 30, 60]

/** The rules visitors book by: notice, how far ahead, free time around meetings, a daily limit, and the host's confirmation. */
export function BookingRulesFields({ form }: { form: SchemaForm<AppointmentTypeDraft> }) {
  const intl = useIntl()
  const { values, errors, setField } = form
  const none = intl.formatMessage({ id: 'appointments.rules.none', defaultMessage: 'None' })
  return (
    <FieldGroup legend={intl.formatMessage({ id: 'appointments.rules.legend', defaultMessage: 'How visitors book' })}>
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
        <DurationField
          label={intl.formatMessage({ id: 'appointments.rules.notice', defaultMessage: 'Notice before a meeting' })}
          unit="minute"
          inLargestUnit
          zeroLabel={intl.formatMessage({ id: 'appointments.rules.noNotice', defaultMessage: 'No notice' })}
          choices={notices}
          value={values.notice}
          onChange={(notice) => setField('notice', notice)}
          error={errors.min_notice_minutes}
        />
        <DurationField
          label={intl.formatMessage({ id: 'appointments.rules.horizon', defaultMessage: 'How far ahead' })}
          unit="day"
          choices={horizons}
          value={values.horizon}
          onChange={(horizon) => setField('horizon', horizon)}
          error={errors.horizon_days}
        />
        <DurationField
          label={intl.formatMessage({ id: 'appointments.rules.bufferBefore', defaultMessage: 'Free time before each meeting' })}
          unit="minute"
          zeroLabel={none}
          choices={buffers}
          value={values.bufferBefore}
          onChange={(minutes) => setField('bufferBefore', minutes)}
          error={errors.buffer_before_minutes}
        />
        <DurationField
          label={intl.formatMessage({ id: 'appointments.rules.bufferAfter', defaultMessage: 'Free time after each meeting' })}
          unit="minute"
          zeroLabel={none}
          choices={buffers}
          value={values.bufferAfter}
          onChange={(minutes) => setField('bufferAfter', minutes)}
          error={errors.buffer_after_minutes}
        />
        <NumberField
          label={intl.formatMessage({ id: 'appointments.rules.cap', defaultMessage: 'Meetings a day at most (optional)' })}
          errorSubject={intl.formatMessage({ id: 'appointments.rules.capSubject', defaultMessage: 'Meetings a day' })}
          value={values.cap}
          onChange={(cap) => setField('cap', cap)}
          error={errors.daily_cap}
        />
      </Grid>
      <CheckboxField
        label={intl.formatMessage({ id: 'appointments.rules.confirm', defaultMessage: 'I confirm each booking myself (it waits for me until then)' })}
        checked={values.confirm}
        onChange={(confirm) => setField('confirm', confirm)}
      />
    </FieldGroup>
  )
}
