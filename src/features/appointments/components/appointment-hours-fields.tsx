import { Grid } from '@chakra-ui/react'
import { useIntl } from 'react-intl'
import { TimeField } from '../../../components/ui/time-field'
import { TimeZoneField } from '../../../components/ui/time-zone-field'
import { WeekdaysField } from '../../../components/ui/weekdays-field'
import { problem, problemWords } from '../../../domain/problems'
import type { SchemaForm } from '../../../lib/forms/use-schema-form'
import { hoursProblem, type AppointmentTypeDraft } from '../appointment-type-draft'

// The schema's problem for hours that end before they start, said with the form's labels instead.
const endsBeforeStart = problemWords[problem('endAfterStart')]!

/** When the host takes bookings: their time zone, the days, and the hours those days share. */
export function AppointmentHoursFields({ form }: { form: SchemaForm<AppointmentTypeDraft> }) {
  const intl = useIntl()
  const { values, errors, setField } = form
  const untilProblem = hoursProblem(errors, 'end')
  const untilBeforeFrom = untilProblem === intl.formatMessage(endsBeforeStart)
  return (
    <>
      <TimeZoneField
        label={intl.formatMessage({ id: 'appointments.hoursFields.timeZone', defaultMessage: 'Your time zone' })}
        value={values.timeZone}
        onChange={(timeZone) => setField('timeZone', timeZone)}
        error={errors.time_zone}
      />
      <WeekdaysField
        label={intl.formatMessage({ id: 'appointments.hoursFields.days', defaultMessage: 'Days you take bookings' })}
        value={values.days}
        onChange={(days) => setField('days', days)}
        error={errors.weekly}
      />
      <Grid templateColumns="1fr 1fr" gap="3">
        <TimeField
          label={intl.formatMessage({ id: 'appointments.hoursFields.from', defaultMessage: 'From' })}
          errorSubject={intl.formatMessage({ id: 'appointments.hoursFields.fromSubject', defaultMessage: '“From”' })}
          {...form.field('from')}
          error={hoursProblem(errors, 'start')}
        />
        <TimeField
          label={intl.formatMessage({ id: 'appointments.hoursFields.until', defaultMessage: 'Until' })}
          errorSubject={untilBeforeFrom ? null : intl.formatMessage({ id: 'appointments.hoursFields.untilSubject', defaultMessage: '“Until”' })}
          {...form.field('to')}
          error={
            untilBeforeFrom
              ? intl.formatMessage({ id: 'appointments.hoursFields.untilBeforeFrom', defaultMessage: '“Until” must be later than “From”.' })
              : untilProblem
          }
        />
      </Grid>
    </>
  )
}
