import { Button, Flex, type ButtonProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { FormProblem } from './form-problem'

type FormSubmitProps = {
  /** The form's state, as useSchemaForm gives it. */
  form: { problem: string | null; submitting: boolean }
  /** What the button says while the form is sent: "Saving…". */
  busyText: string
  /** Other buttons in a row with it ("Done changing"), wrapping on a narrow screen. */
  beside?: ReactNode
} & Omit<ButtonProps, 'form' | 'type' | 'loading' | 'loadingText'>

/** The end of a form: its problem, if any, above the button that sends it. */
export function FormSubmit({ form, busyText, beside, children, ...button }: FormSubmitProps) {
  const send = (
    <Button type="submit" colorPalette="primary" alignSelf="flex-start" loading={form.submitting} loadingText={busyText} {...button}>
      {children}
    </Button>
  )
  return (
    <>
      <FormProblem>{form.problem}</FormProblem>
      {beside ? (
        <Flex gap="3" wrap="wrap">
          {send}
          {beside}
        </Flex>
      ) : (
        send
      )}
    </>
  )
}
