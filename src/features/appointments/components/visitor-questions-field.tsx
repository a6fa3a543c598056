import { useIntl } from 'react-intl'
import { CheckboxField } from '../../../components/ui/checkbox-field'
import { FieldGroup } from '../../../components/ui/field-group'
import { RepeatedItems } from '../../../components/ui/repeated-items'
import { TextField } from '../../../components/ui/text-field'
import type { SchemaForm } from '../../../lib/forms/use-schema-form'
import type { AppointmentTypeDraft } from '../appointment-type-draft'

/** The questions a visitor answers when they book, each needed or not. */
export function VisitorQuestionsField({ form }: { form: SchemaForm<AppointmentTypeDraft> }) {
  const intl = useIntl()
  const problemOf = (index: number) => {
    const problem = form.errors[`questions.${index}.label`]
    return problem ? intl.formatMessage({ id: 'appointments.questions.problem', defaultMessage: 'Question {number} {problem}.' }, { number: index + 1, problem }) : undefined
  }
  return (
    <FieldGroup legend={intl.formatMessage({ id: 'appointments.questions.legend', defaultMessage: 'Questions for the visitor' })}>
      <RepeatedItems
        noun={intl.formatMessage({ id: 'appointments.questions.noun', defaultMessage: 'Question' })}
        listLabel={intl.formatMessage({ id: 'appointments.questions.list', defaultMessage: 'Questions' })}
        addLabel={intl.formatMessage({ id: 'appointments.questions.add', defaultMessage: 'Add question' })}
        items={form.values.questions}
        max={10}
        onChange={(questions) => form.setField('questions', questions)}
        newItem={() => ({ id: '', label: '', required: false })}
      >
        {(question, index, set) => (
          <>
            <TextField
              label={intl.formatMessage({ id: 'appointments.questions.question', defaultMessage: 'Question' })}
              errorSubject={null}
              maxLength={200}
              value={question.label}
              error={problemOf(index)}
              onChange={(label) => set({ ...question, label })}
            />
            <CheckboxField
              label={intl.formatMessage({ id: 'appointments.questions.required', defaultMessage: 'An answer is needed' })}
              checked={question.required}
              onChange={(required) => set({ ...question, required })}
            />
          </>
        )}
      </RepeatedItems>
    </FieldGroup>
  )
}
