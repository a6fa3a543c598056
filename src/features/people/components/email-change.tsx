import { Button, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { FormSubmit } from '../../../components/ui/form-submit'
import { CodeAddressField, MailedCodeField } from '../../../components/ui/mailed-code-fields'
import { z } from 'zod'
import { emailSchema } from '../../../domain/contact-details'
import { loginCodeSchema } from '../../../domain/session'
import { withMessage } from '../../../lib/forms/field-errors'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { notifySuccess } from '../../../lib/notifications/toaster'
import { useConfirmEmailChangeMutation } from '../api/confirm-email-change'
import { useRequestEmailChangeMutation } from '../api/request-email-change'
import { TitledSection } from '../../../components/ui/titled-section'

// Said as whole sentences under the field, the server's wording too ("This is already your address.").
const addressSchema = z.object({ email: withMessage(emailSchema, 'Enter the new address, such as name@example.com.') })
const codeSchema = z.object({ code: withMessage(loginCodeSchema, 'Enter the 6 digits from the e-mail we sent.') })

/**
 * Changing the address one signs in with: the new address, then the code mailed to it. Nothing
 * changes until the code comes back; the old address is told once it has.
 */
export function EmailChange({ personId, email }: { personId: string; email: string | null }) {
  const [sentTo, setSentTo] = useState<string | null>(null)
  return (
    <TitledSection title="E-mail address" titleSpace="2">
      <Text marginBottom="4">
        You sign in with <strong>{email}</strong>.
      </Text>
      {sentTo ? (
        <CodeStep personId={personId} sentTo={sentTo} onDone={() => setSentTo(null)} />
      ) : (
        <AddressStep personId={personId} onSent={setSentTo} />
      )}
    </TitledSection>
  )
}

function AddressStep({ personId, onSent }: { personId: string; onSent: (address: string) => void }) {
  const [requestChange] = useRequestEmailChangeMutation()
  const form = useSchemaForm({
    initialValues: { email: '' },
    schema: addressSchema,
    onSubmit: ({ email }) => requestChange({ id: personId, email }),
    onSaved: (answer) => onSent(answer.sent_to),
    offlineMessage: 'You are offline, so no code was sent. Try again when you are back online.',
  })
  return (
    <form onSubmit={form.submit} noValidate aria-label="Change e-mail address">
      <Stack gap="4">
        <CodeAddressField label="New e-mail address" {...form.field('email')} />
        <FormSubmit form={form} busyText="Sending…" variant="outline">
          Send a code to the new address
        </FormSubmit>
      </Stack>
    </form>
  )
}

function CodeStep({ personId, sentTo, onDone }: { personId: string; sentTo: string; onDone: () => void }) {
  const [confirmChange] = useConfirmEmailChangeMutation()
  const form = useSchemaForm({
    initialValues: { code: '' },
    schema: codeSchema,
    onSubmit: ({ code }) => confirmChange({ id: personId, code }),
    onSaved: (person) => {
      notifySuccess(`Your e-mail address is now ${person.email}.`)
      onDone()
    },
    offlineMessage: 'You are offline, so the code was not checked. Try again when you are back online.',
    // Only the code is in this form; an address taken meanwhile is said for the whole form.
    showsField: (path) => path === 'code',
  })
  return (
    <form onSubmit={form.submit} noValidate aria-label="Confirm e-mail address">
      <Stack gap="4">
        <Text role="status">
          We sent a 6-digit code to <strong>{sentTo}</strong>. It works for 10 minutes.
        </Text>
        <MailedCodeField label="Code from the e-mail" {...form.field('code')} />
        <Stack direction="row" gap="3" wrap="wrap">
          <FormSubmit form={form} busyText="Checking…">
            Confirm the new address
          </FormSubmit>
          <Button variant="ghost" onClick={onDone}>
            Use another address
          </Button>
        </Stack>
      </Stack>
    </form>
  )
}
