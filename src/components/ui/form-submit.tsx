import { Button, type ButtonProps } from '@chakra-ui/react'
import { FormProblem } from './form-problem'

type FormSubmitProps = {
  /** The form's state, as useSchemaForm gives it. */
  form: { problem: string | null; submitting: boolean }
  /** What the button says while the form is sent: "Saving…". */
  busyText: string
} & Omit<ButtonProps, 'form' | 'type' | 'loading' | 'loadingText'>

/** The end of a form: its problem, if any, above the button that sends it. */
export function FormSubmit({ form, busyText, children, ...button }: FormSubmitProps) {
  return (
    <>
      <FormProblem>{form.problem}</FormProblem>
      <Button type="submit" colorPalette="primary" alignSelf="flex-start" loading={form.submitting} loadingText={busyText} {...button}>
        {children}
      </Button>
    </>
  )
}
