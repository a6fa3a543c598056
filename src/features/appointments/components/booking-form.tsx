import { Stack } from '@chakra-ui/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormSubmit } from '../../../components/ui/form-submit'
import { TextField } from '../../../components/ui/text-field'
import { bookingCreateSchema, type Booking, type PublicAppointmentType } from '../../../domain/appointment'
import { failureStatus } from '../../../lib/api/api-failure'
import type { FieldErrors } from '../../../lib/forms/field-errors'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { useBookAppointmentMutation } from '../api/book-appointment'
import { slotTakenWords } from '../use-free-time-choice'
import { whenOf } from '../when-words'
import { TitledSection } from '../../../components/ui/titled-section'

type VisitorDetails = { name: string; email: string; answers: Record<string, string> }

type BookingFormProps = {
  type: PublicAppointmentType
  /** The free time chosen. */
  start: string
  timeZone: string
  onBooked: (booking: Booking) => void
  /** Someone else booked the time first. */
  onTaken: () => void
}

/** The visitor's name, e-mail and answers for the time they chose; their answers go to the host with the booking. */
export function BookingForm({ type, start, timeZone, onBooked, onTaken }: BookingFormProps) {
  const intl = useIntl()
  const [book] = useBookAppointmentMutation()
  const form = useSchemaForm({
    initialValues: { name: '', email: '', answers: {} } as VisitorDetails,
    schema: bookingCreateSchema,
    // An empty answer is no answer: the server keeps only what was said.
    toInput: (details) => ({
      start,
      name: details.name,
      email: details.email,
      time_zone: timeZone,
      answers: Object.fromEntries(Object.entries(details.answers).filter(([, answer]) => answer.trim() !== '')),
    }),
    rules: (details): FieldErrors =>
      Object.fromEntries(
        type.questions
          .filter((question) => question.required && !details.answers[question.id]?.trim())
          .map((question) => [`answers.${question.id}`, intl.formatMessage({ id: 'appointments.bookingForm.answerNeeded', defaultMessage: 'Please answer this question.' })]),
      ),
    onSubmit: async (booking) => {
      const answer = await book({ typeId: type.id, booking })
      if (failureStatus(answer.error) !== 409) return answer
      onTaken()
      return { problem: intl.formatMessage(slotTakenWords) }
    },
    onSaved: onBooked,
    offlineMessage: intl.formatMessage({
      id: 'appointments.bookingForm.offline',
      defaultMessage: 'You are offline, so the time was not booked. Your details are still here: book again when you are back online.',
    }),
    showsField: (path) => path === 'name' || path === 'email' || path.startsWith('answers.'),
  })
  const answerOf = (id: string) => form.values.answers[id] ?? ''

  return (
    <TitledSection title={intl.formatMessage({ id: 'appointments.bookingForm.title', defaultMessage: 'Your details for {when}' }, { when: whenOf(intl, start, timeZone) })} gap="4">
      <form onSubmit={form.submit} noValidate>
        <Stack gap="4">
          <TextField
            label={intl.formatMessage({ id: 'appointments.bookingForm.name', defaultMessage: 'Your name' })}
            errorSubject={intl.formatMessage({ id: 'appointments.bookingForm.nameSubject', defaultMessage: 'Name' })}
            required
            autoComplete="name"
            maxLength={120}
            {...form.field('name')}
          />
          <TextField
            label={intl.formatMessage({ id: 'appointments.bookingForm.email', defaultMessage: 'Your e-mail' })}
            errorSubject={intl.formatMessage({ id: 'appointments.bookingForm.emailSubject', defaultMessage: 'E-mail' })}
            required
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            {...form.field('email')}
          />
          {type.questions.map((question) => (
            <TextField
              key={question.id}
              label={question.label}
              errorSubject={null}
              required={question.required}
              rows={3}
              maxLength={1000}
              value={answerOf(question.id)}
              error={form.errors[`answers.${question.id}`]}
              onChange={(answer) => form.setValues((current) => ({ ...current, answers: { ...current.answers, [question.id]: answer } }))}
            />
          ))}
          <FormSubmit form={form} busyText={intl.formatMessage({ id: 'appointments.bookingForm.booking', defaultMessage: 'Booking…' })}>
            <FormattedMessage id="appointments.bookingForm.book" defaultMessage="Book this time" />
          </FormSubmit>
        </Stack>
      </form>
    </TitledSection>
  )
}
