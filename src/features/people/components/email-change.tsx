import { Button, Stack, Text } from '@chakra-ui/react'
import { useState, type ReactNode } from 'react'
import { defineMessages, FormattedMessage, useIntl } from 'react-intl'
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

const words = defineMessages({
  enterAddress: { id: 'people.emailChange.enterAddress', defaultMessage: 'Enter the new address, such as name@example.com.' },
  enterCode: { id: 'people.emailChange.enterCode', defaultMessage: 'Enter the 6 digits from the e-mail we sent.' },
})

// Said as whole sentences under the field, the server's wording too ("This is already your address.").
const addressSchemaIn = (message: string) => z.object({ email: withMessage(emailSchema, message) })
const codeSchemaIn = (message: string) => z.object({ code: withMessage(loginCodeSchema, message) })

/** An address or a code, kept left to right inside a sentence. */
const strongLtr = (chunks: ReactNode[]) => (
  <Text as="strong" dir="ltr">
    {chunks}
  </Text>
)

/**
 * Changing the address one signs in with: the new address, then the code mailed to it. Nothing
 * changes until the code comes back; the old address is told once it has.
 */
export function EmailChange({ personId, email }: { personId: string; email: string | null }) {
  const [sentTo, setSentTo] = useState<string | null>(null)
  const intl = useIntl()
  return (
    <TitledSection title={intl.formatMessage({ id: 'people.emailChange.title', defaultMessage: 'E-mail address' })} titleSpace="2">
      <Text marginBottom="4">
        <FormattedMessage id="people.emailChange.current" defaultMessage="You sign in with <strong>{email}</strong>." values={{ email, strong: strongLtr }} />
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
  const intl = useIntl()
  const form = useSchemaForm({
    initialValues: { email: '' },
    schema: addressSchemaIn(intl.formatMessage(words.enterAddress)),
    onSubmit: ({ email }) => requestChange({ id: personId, email }),
    onSaved: (answer) => onSent(answer.sent_to),
    offlineMessage: intl.formatMessage({ id: 'people.emailChange.offlineSend', defaultMessage: 'You are offline, so no code was sent. Try again when you are back online.' }),
  })
  return (
    <form onSubmit={form.submit} noValidate aria-label={intl.formatMessage({ id: 'people.emailChange.changeLabel', defaultMessage: 'Change e-mail address' })}>
      <Stack gap="4">
        <CodeAddressField label={intl.formatMessage({ id: 'people.emailChange.newAddress', defaultMessage: 'New e-mail address' })} {...form.field('email')} />
        <FormSubmit form={form} busyText={intl.formatMessage({ id: 'people.emailChange.sending', defaultMessage: 'Sending…' })} variant="outline">
          <FormattedMessage id="people.emailChange.sendCode" defaultMessage="Send a code to the new address" />
        </FormSubmit>
      </Stack>
    </form>
  )
}

function CodeStep({ personId, sentTo, onDone }: { personId: string; sentTo: string; onDone: () => void }) {
  const [confirmChange] = useConfirmEmailChangeMutation()
  const intl = useIntl()
  const form = useSchemaForm({
    initialValues: { code: '' },
    schema: codeSchemaIn(intl.formatMessage(words.enterCode)),
    onSubmit: ({ code }) => confirmChange({ id: personId, code }),
    onSaved: (person) => {
      notifySuccess(intl.formatMessage({ id: 'people.emailChange.changed', defaultMessage: 'Your e-mail address is now {email}.' }, { email: person.email }))
      onDone()
    },
    offlineMessage: intl.formatMessage({ id: 'people.emailChange.offlineCheck', defaultMessage: 'You are offline, so the code was not checked. Try again when you are back online.' }),
    // Only the code is in this form; an address taken meanwhile is said for the whole form.
    showsField: (path) => path === 'code',
  })
  return (
    <form onSubmit={form.submit} noValidate aria-label={intl.formatMessage({ id: 'people.emailChange.confirmLabel', defaultMessage: 'Confirm e-mail address' })}>
      <Stack gap="4">
        <Text role="status">
          <FormattedMessage id="people.emailChange.sent" defaultMessage="We sent a 6-digit code to <strong>{email}</strong>. It works for 10 minutes." values={{ email: sentTo, strong: strongLtr }} />
        </Text>
        <MailedCodeField label={intl.formatMessage({ id: 'people.emailChange.code', defaultMessage: 'Code from the e-mail' })} {...form.field('code')} />
        <Stack direction="row" gap="3" wrap="wrap">
          <FormSubmit form={form} busyText={intl.formatMessage({ id: 'people.emailChange.checking', defaultMessage: 'Checking…' })}>
            <FormattedMessage id="people.emailChange.confirm" defaultMessage="Confirm the new address" />
          </FormSubmit>
          <Button variant="ghost" onClick={onDone}>
            <FormattedMessage id="people.emailChange.another" defaultMessage="Use another address" />
          </Button>
        </Stack>
      </Stack>
    </form>
  )
}
