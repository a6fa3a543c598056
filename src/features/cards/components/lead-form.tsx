import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react'
import { useId } from 'react'
import { FormProblem } from '../../../components/ui/form-problem'
import { TextField } from '../../../components/ui/text-field'
import { leadCreateSchema, type LeadResponse } from '../../../domain/lead'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { useCreateLeadMutation } from '../api/create-lead'

type LeadFormProps = {
  cardKey: string
  /** Whose card it is, for the form's wording: "Leave your details for Maya". */
  recipient: string
  /**
   * The visitor's guest identity, made the first time they leave details and kept after, so their
   * leads stay together. Resolves to null when none could be had; the lead is sent anyway.
   */
  ensureGuestId: () => Promise<string | null>
  onSent: (answer: LeadResponse) => void
}

const emptyDraft = { name: '', email: '', phone: '', message: '' }
const offlineMessage = 'You are offline, so your details were not sent. They are still here: send them again when you are back online.'
// The guest id is not typed in: it is added once the visitor's details pass their checks.
const leadDetailsSchema = leadCreateSchema.omit({ guest_id: true })

/**
 * "Exchange contact": a visitor leaves their details for the card's owner. What was typed stays
 * in the form until the server has it, whatever went wrong.
 */
export function LeadForm({ cardKey, recipient, ensureGuestId, onSent }: LeadFormProps) {
  const [createLead] = useCreateLeadMutation()
  const headingId = useId()
  const form = useSchemaForm({
    initialValues: emptyDraft,
    schema: leadDetailsSchema,
    onSubmit: async (details) => createLead({ key: cardKey, lead: { ...details, guest_id: await ensureGuestId() } }),
    onSaved: (answer) => {
      onSent(answer)
      return emptyDraft
    },
    offlineMessage,
    showsField: (path) => path in emptyDraft,
  })

  return (
    <Box as="section" aria-labelledby={headingId} marginTop="10" textAlign="start">
      <Heading as="h2" id={headingId} size="lg" marginBottom="1">
        Exchange contact
      </Heading>
      <Text color="fg.muted" marginBottom="4">
        Leave your details for {recipient}.
      </Text>
      <form onSubmit={form.submit} noValidate>
        <Stack gap="4">
          <TextField
            label="Your name"
            errorSubject="Name"
            name="name"
            required
            autoComplete="name"
            maxLength={120}
            {...form.field('name')}
          />
          <TextField
            label="Your e-mail"
            errorSubject="E-mail"
            name="email"
            required
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            {...form.field('email')}
          />
          <TextField
            label="Your phone (optional)"
            errorSubject="Phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={32}
            {...form.field('phone')}
          />
          <TextField
            label="Message (optional)"
            name="message"
            rows={4}
            maxLength={2000}
            {...form.field('message')}
          />
          <FormProblem>{form.problem}</FormProblem>
          {form.saved ? (
            <Text role="status" color="fg.success">
              Thank you. {recipient} has your details.
            </Text>
          ) : null}
          <Button type="submit" colorPalette="primary" alignSelf="flex-start" loading={form.submitting} loadingText="Sending…">
            Send my details
          </Button>
        </Stack>
      </form>
    </Box>
  )
}
