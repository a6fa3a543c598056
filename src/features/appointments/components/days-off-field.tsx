import { useIntl } from 'react-intl'
import { FieldGroup } from '../../../components/ui/field-group'
import { RepeatedItems } from '../../../components/ui/repeated-items'
import { TextField } from '../../../components/ui/text-field'
import type { SchemaForm } from '../../../lib/forms/use-schema-form'
import type { AppointmentTypeDraft } from '../appointment-type-draft'

/** Dates the host takes no bookings, whatever the week says. */
export function DaysOffField({ form }: { form: SchemaForm<AppointmentTypeDraft> }) {
  const intl = useIntl()
  const daysOff = intl.formatMessage({ id: 'appointments.daysOff.legend', defaultMessage: 'Days off' })
  return (
    <FieldGroup legend={daysOff}>
      <RepeatedItems
        noun={intl.formatMessage({ id: 'appointments.daysOff.noun', defaultMessage: 'Day off' })}
        listLabel={daysOff}
        addLabel={intl.formatMessage({ id: 'appointments.daysOff.add', defaultMessage: 'Add day off' })}
        items={form.values.daysOff}
        max={200}
        onChange={(daysOff) => form.setField('daysOff', daysOff)}
        newItem={() => ''}
      >
        {(date, index, set) => (
          <TextField
            label={intl.formatMessage({ id: 'appointments.daysOff.date', defaultMessage: 'Date' })}
            type="date"
            errorSubject={intl.formatMessage({ id: 'appointments.daysOff.dateSubject', defaultMessage: 'The date' })}
            value={date}
            error={form.errors[`overrides.${index}.date`]}
            onChange={set}
          />
        )}
      </RepeatedItems>
    </FieldGroup>
  )
}
