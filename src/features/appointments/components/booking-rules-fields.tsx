import { Grid } from '@chakra-ui/react'
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
  const { values, errors, setField } = form
  return (
    <FieldGroup legend="How visitors book">
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
        <DurationField label="Notice before a meeting" unit="minute" inLargestUnit zeroLabel="No notice" choices={notices} value={values.notice} onChange={(notice) => setField('notice', notice)} error={errors.min_notice_minutes} />
        <DurationField label="How far ahead" unit="day" choices={horizons} value={values.horizon} onChange={(horizon) => setField('horizon', horizon)} error={errors.horizon_days} />
        <DurationField label="Free time before each meeting" unit="minute" zeroLabel="None" choices={buffers} value={values.bufferBefore} onChange={(minutes) => setField('bufferBefore', minutes)} error={errors.buffer_before_minutes} />
        <DurationField label="Free time after each meeting" unit="minute" zeroLabel="None" choices={buffers} value={values.bufferAfter} onChange={(minutes) => setField('bufferAfter', minutes)} error={errors.buffer_after_minutes} />
        <NumberField label="Meetings a day at most (optional)" errorSubject="Meetings a day" value={values.cap} onChange={(cap) => setField('cap', cap)} error={errors.daily_cap} />
      </Grid>
      <CheckboxField label="I confirm each booking myself (it waits for me until then)" checked={values.confirm} onChange={(confirm) => setField('confirm', confirm)} />
    </FieldGroup>
  )
}
