import { Stack, Text } from '@chakra-ui/react'
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
  const form = useSchemaForm({
    initialValues: blank,
    schema: messageSchema,
    onSubmit: async (message) => send({ ...message, guest_id: await ensureGuestId() }),
    onSaved: () => blank,
    offlineMessage: 'You are offline, so your message was not sent. It is still here: send it again when you are back online.',
    showsField: (path) => path in blank,
  })
  return (
    <TitledSection title={`Send ${brandName} a message`} gap="4">
      <form onSubmit={form.submit} noValidate>
        <Stack gap="4">
          <TextField name="name" label="Your name" errorSubject="Name" required autoComplete="name" maxLength={120} {...form.field('name')} />
          <TextField name="email" label="Your e-mail" errorSubject="E-mail" required type="email" inputMode="email" autoComplete="email" maxLength={254} {...form.field('email')} />
          <TextField name="message" label="Your message" errorSubject="Message" required rows={6} maxLength={2000} {...form.field('message')} />
          {form.saved ? (
            <Text role="status" color="fg.success">
              Thank you. {brandName} has your message and will answer by e-mail.
            </Text>
          ) : null}
          <FormSubmit form={form} busyText="Sending…">
            Send message
          </FormSubmit>
        </Stack>
      </form>
    </TitledSection>
  )
}
