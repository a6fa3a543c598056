import { FieldGroup } from '../../../components/ui/field-group'
import { RepeatedItems } from '../../../components/ui/repeated-items'
import { TextField } from '../../../components/ui/text-field'
import type { SchemaForm } from '../../../lib/forms/use-schema-form'
import type { AppointmentTypeDraft } from '../appointment-type-draft'

/** Dates the host takes no bookings, whatever the week says. */
export function DaysOffField({ form }: { form: SchemaForm<AppointmentTypeDraft> }) {
  return (
    <FieldGroup legend="Days off">
      <RepeatedItems noun="Day off" listLabel="Days off" items={form.values.daysOff} max={200} onChange={(daysOff) => form.setField('daysOff', daysOff)} newItem={() => ''}>
        {(date, index, set) => <TextField label="Date" type="date" errorSubject="The date" value={date} error={form.errors[`overrides.${index}.date`]} onChange={set} />}
      </RepeatedItems>
    </FieldGroup>
  )
}
