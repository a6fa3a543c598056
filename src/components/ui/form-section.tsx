import { Grid, Stack, type GridProps } from '@chakra-ui/react'
import type { FormEvent, ReactNode } from 'react'
import { FormSubmit } from './form-submit'
import { TitledSection } from './titled-section'

type FormSectionProps = {
  /** The section's title: "New card". */
  title: string
  /** The form's state, as useSchemaForm gives it. */
  form: { submit: (event?: FormEvent) => unknown; problem: string | null; submitting: boolean }
  /** The columns the fields stand in, by screen width. */
  columns: GridProps['templateColumns']
  /** A line under the title that says what the form does. */
  intro?: ReactNode
  /** The form's unsaved work (`<UnsavedWork>`): its offer of a kept draft stands above the fields. */
  unsaved?: ReactNode
  /** What stands between the fields and the button (a note that the form was sent, say). */
  after?: ReactNode
  /** What the button says: "Create card". */
  submitText: string
  /** What the button says while the form is sent: "Creating…". */
  busyText: string
  /** The fields. */
  children: ReactNode
}

/** A form of its own in a framed section under a title: its fields in columns, then the button that sends it. */
export function FormSection({ title, form, columns, intro, unsaved, after, submitText, busyText, children }: FormSectionProps) {
  return (
    <TitledSection title={title} titleSpace={intro ? '1' : '3'} borderWidth="1px" borderColor="border" borderRadius="md" padding="4">
      {intro}
      <form onSubmit={form.submit} noValidate>
        <Stack gap="4">
          {unsaved}
          <Grid templateColumns={columns} gap="3">
            {children}
          </Grid>
          {after}
          <FormSubmit form={form} busyText={busyText}>
            {submitText}
          </FormSubmit>
        </Stack>
      </form>
    </TitledSection>
  )
}
