import { Stack, Text } from '@chakra-ui/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormSubmit } from '../../../components/ui/form-submit'
import { TextField } from '../../../components/ui/text-field'
import { contactMessageSchema } from '../../../domain/contact'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { useSendContactMessageMutation } from '../api/send-contact-message'
import { TitledSection } from '../../../components/ui/titled-section'

const blank = { name: '', email: '', message: '' }
// The guest id is not typed in: it is added once the message passes its checks.
const messageSchema = contactMessageSchema.omit({ guest_id: true })

/**
 * A message to the brand from its contact page: it lands in the brand's inbox. What was typed stays
 * until the server has it, whatever went wrong.
 */
export function ContactForm({ brandName, ensureGuestId }: { brandName: string; ensureGuestId: () => Promise<string | null> }) {
  const [send] = useSendContactMessageMutation()
  const intl = useIntl()
  const form = useSchemaForm({
    initialValues: blank,
    schema: messageSchema,
    onSubmit: async (message) => send({ ...message, guest_id: await ensureGuestId() }),
    onSaved: () => blank,
    offlineMessage: intl.formatMessage({
      id: 'contact.form.offline',
      defaultMessage: 'You are offline, so your message was not sent. It is still here: send it again when you are back online.',
    }),
    showsField: (path) => path in blank,
  })
  return (
    <TitledSection title={<FormattedMessage id="contact.form.title" defaultMessage="Send {brand} a message" values={{ brand: brandName }} />} gap="4">
      <form onSubmit={form.submit} noValidate>
        <Stack gap="4">
          <TextField
            name="name"
            label={intl.formatMessage({ id: 'contact.form.name', defaultMessage: 'Your name' })}
            errorSubject={intl.formatMessage({ id: 'contact.form.nameSubject', defaultMessage: 'Name' })}
            required
            autoComplete="name"
            maxLength={120}
            {...form.field('name')}
          />
          <TextField
            name="email"
            label={intl.formatMessage({ id: 'contact.form.email', defaultMessage: 'Your e-mail' })}
            errorSubject={intl.formatMessage({ id: 'contact.form.emailSubject', defaultMessage: 'E-mail' })}
            required
            type="email"
            inputMode="email"
            autoComplete="email"
            dir="ltr"
            maxLength={254}
            {...form.field('email')}
          />
          <TextField
            name="message"
            label={intl.formatMessage({ id: 'contact.form.message', defaultMessage: 'Your message' })}
            errorSubject={intl.formatMessage({ id: 'contact.form.messageSubject', defaultMessage: 'Message' })}
            required
            rows={6}
            maxLength={2000}
            {...form.field('message')}
          />
          {form.saved ? (
            <Text role="status" color="fg.success">
              <FormattedMessage id="contact.form.thanks" defaultMessage="Thank you. {brand} has your message and will answer by e-mail." values={{ brand: brandName }} />
            </Text>
          ) : null}
          <FormSubmit form={form} busyText={intl.formatMessage({ id: 'contact.form.sending', defaultMessage: 'Sending…' })}>
            <FormattedMessage id="contact.form.send" defaultMessage="Send message" />
          </FormSubmit>
        </Stack>
      </form>
    </TitledSection>
  )
}
