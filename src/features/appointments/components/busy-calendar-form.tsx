import { Button, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import { FormProblem } from '../../../components/ui/form-problem'
import { FormSubmit } from '../../../components/ui/form-submit'
import { FormSuccess } from '../../../components/ui/form-success'
import { TextField } from '../../../components/ui/text-field'
import { calendarImportInputSchema, type CalendarImport } from '../../../domain/appointment'
import { failureMessage } from '../../../lib/api/api-failure'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { useRefreshCalendarImportMutation } from '../api/refresh-calendar-import'
import { useRemoveCalendarImportMutation } from '../api/remove-calendar-import'
import { useSetCalendarImportMutation } from '../api/set-calendar-import'
import { deviceTimeZone } from '../time-zones'

/** An address of the kind asked for: an example, the same in every language. */
const addressExample = 'https://calendar.example.com/private.ics'

/** How the calendar's last read went, or that a read is under way. */
function readWords(intl: IntlShape, calendar: CalendarImport, reading: boolean): string {
  if (reading) return intl.formatMessage({ id: 'appointments.busyCalendar.reading', defaultMessage: 'Reading the calendar…' })
  if (calendar.problem) {
    return calendar.busy_times > 0
      ? intl.formatMessage(
          {
            id: 'appointments.busyCalendar.failedKept',
            defaultMessage: 'The last read failed: {problem}. Visitors are still kept from the {count, plural, one {# busy time} other {# busy times}} of the last good read.',
          },
          { problem: calendar.problem, count: calendar.busy_times },
        )
      : intl.formatMessage({ id: 'appointments.busyCalendar.failed', defaultMessage: 'The last read failed: {problem}.' }, { problem: calendar.problem })
  }
  if (calendar.refreshed_at) {
    return intl.formatMessage(
      { id: 'appointments.busyCalendar.read', defaultMessage: 'Read {when}: {count, plural, one {# busy time} other {# busy times}}.' },
      { when: intl.formatDate(new Date(calendar.refreshed_at), { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }), count: calendar.busy_times },
    )
  }
  return intl.formatMessage({ id: 'appointments.busyCalendar.notRead', defaultMessage: 'Not read yet: it is read within a minute.' })
}

/** What became of "Read it now" or "Remove the calendar": a problem, or what was done. */
type Outcome = { problem: string } | { done: string } | null

type BusyCalendarFormProps = {
  /** The calendar as the server last read it, or null when there is none. */
  calendar: CalendarImport | null
  /** Whether a read asked for is still under way. */
  reading: boolean
  /** Called once a read is asked for (by a save or "Read it now"), so the screen looks until it is done. */
  onAsked: () => void
}

/** The address of the host's own calendar: saved (and read), read again now, or removed. */
export function BusyCalendarForm({ calendar, reading, onAsked }: BusyCalendarFormProps) {
  const intl = useIntl()
  const [save] = useSetCalendarImportMutation()
  const [refresh, refreshing] = useRefreshCalendarImportMutation()
  const [remove, removing] = useRemoveCalendarImportMutation()
  const [outcome, setOutcome] = useState<Outcome>(null)
  const form = useSchemaForm({
    initialValues: { url: calendar?.url ?? '' },
    schema: calendarImportInputSchema,
    // The calendar's floating times are read on the clock of the device that saves it.
    toInput: ({ url }) => ({ url, time_zone: deviceTimeZone() }),
    onSubmit: (checked) => save(checked),
    onSaved: () => onAsked(),
    offlineMessage: intl.formatMessage({
      id: 'appointments.busyCalendar.offline',
      defaultMessage: 'You are offline, so the address was not saved. It is still here: save it again when you are back online.',
    }),
    showsField: (path) => path === 'url',
  })

  async function readNow() {
    const answer = await refresh()
    if ('error' in answer)
      return setOutcome({
        problem: intl.formatMessage({ id: 'appointments.busyCalendar.readFailed', defaultMessage: 'Not read: {problem}' }, { problem: failureMessage(answer.error) }),
      })
    setOutcome(null)
    onAsked()
  }
  async function removeCalendar() {
    const answer = await remove()
    if ('error' in answer)
      return setOutcome({
        problem: intl.formatMessage({ id: 'appointments.busyCalendar.removeFailed', defaultMessage: 'Not removed: {problem}' }, { problem: failureMessage(answer.error) }),
      })
    form.setValues({ url: '' })
    setOutcome({ done: intl.formatMessage({ id: 'appointments.busyCalendar.removed', defaultMessage: 'Removed: its busy times are forgotten.' }) })
  }

  return (
    <form
      onSubmit={(event) => {
        setOutcome(null)
        void form.submit(event)
      }}
      noValidate
    >
      <Stack gap="3">
        <TextField
          label={intl.formatMessage({ id: 'appointments.busyCalendar.address', defaultMessage: 'Calendar address' })}
          errorSubject={intl.formatMessage({ id: 'appointments.busyCalendar.addressSubject', defaultMessage: 'The address' })}
          dir="ltr"
          type="url"
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={addressExample}
          {...form.field('url')}
        />
        {calendar ? (
          <Text role={calendar.problem && !reading ? 'alert' : undefined} color={calendar.problem && !reading ? 'fg.error' : 'fg.muted'}>
            {readWords(intl, calendar, reading)}
          </Text>
        ) : null}
        <FormProblem>{outcome && 'problem' in outcome ? outcome.problem : null}</FormProblem>
        <FormSuccess>
          {outcome && 'done' in outcome ? outcome.done : form.saved ? intl.formatMessage({ id: 'appointments.busyCalendar.saved', defaultMessage: 'Saved.' }) : null}
        </FormSuccess>
        <FormSubmit
          form={form}
          busyText={intl.formatMessage({ id: 'appointments.busyCalendar.saving', defaultMessage: 'Saving…' })}
          size="sm"
          beside={
            calendar ? (
              <>
                <Button size="sm" variant="outline" loading={refreshing.isLoading} onClick={() => void readNow()}>
                  <FormattedMessage id="appointments.busyCalendar.readNow" defaultMessage="Read it now" />
                </Button>
                <Button size="sm" variant="outline" colorPalette="red" loading={removing.isLoading} onClick={() => void removeCalendar()}>
                  <FormattedMessage id="appointments.busyCalendar.remove" defaultMessage="Remove the calendar" />
                </Button>
              </>
            ) : null
          }
        >
          <FormattedMessage id="appointments.busyCalendar.save" defaultMessage="Save the calendar address" />
        </FormSubmit>
      </Stack>
    </form>
  )
}
