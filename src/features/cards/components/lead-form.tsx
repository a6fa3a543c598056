import { Box, Button, Field, Heading, Input, Stack, Text, Textarea } from '@chakra-ui/react'
import { useId, useState, type FormEvent } from 'react'
import { leadCreateSchema, type LeadResponse } from '../../../domain/lead'
import { useCreateLeadMutation } from '../api/create-lead'
import { fieldErrorsOf, saveProblem, sentence, type FieldErrors } from '../form-problems'

type LeadFormProps = {
  cardKey: string
  /** Whose card it is, for the form's wording: "Leave your details for Maya". */
  recipient: string
  /** The visitor's guest identity from an earlier lead, so their leads stay together. */
  guestId: string | null
  onSent: (answer: LeadResponse) => void
}

const fields = [
  { name: 'name', label: 'Your name', noun: 'Name' },
  { name: 'email', label: 'Your e-mail', noun: 'E-mail' },
  { name: 'phone', label: 'Your phone (optional)', noun: 'Phone' },
  { name: 'message', label: 'Message (optional)', noun: 'Message' },
] as const
type LeadField = (typeof fields)[number]['name']
type LeadDraft = Record<LeadField, string>

const emptyDraft: LeadDraft = { name: '', email: '', phone: '', message: '' }
const offlineMessage = 'You are offline, so your details were not sent. They are still here: send them again when you are back online.'

/**
 * "Exchange contact": a visitor leaves their details for the card's owner. What was typed stays
 * in the form until the server has it, whatever went wrong.
 */
export function LeadForm({ cardKey, recipient, guestId, onSent }: LeadFormProps) {
  const [draft, setDraft] = useState<LeadDraft>(emptyDraft)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [createLead, creation] = useCreateLeadMutation()
  const headingId = useId()

  async function send(event: FormEvent) {
    event.preventDefault()
    setSentTo(null)
    const parsed = leadCreateSchema.safeParse({ ...draft, guest_id: guestId })
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error))
      setProblem(null)
      return
    }
    setErrors({})
    setProblem(null)
    const result = await createLead({ key: cardKey, lead: parsed.data })
    if ('error' in result) {
      const found = saveProblem(result.error, offlineMessage)
      if (found.field && found.field in emptyDraft) setErrors({ [found.field]: found.message })
      else setProblem(found.field ? sentence(`${found.field}: ${found.message}`) : found.message)
      return
    }
    setDraft(emptyDraft)
    setSentTo(recipient)
    onSent(result.data)
  }

  return (
    <Box as="section" aria-labelledby={headingId} marginTop="10" textAlign="start">
      <Heading as="h2" id={headingId} size="lg" marginBottom="1">
        Exchange contact
      </Heading>
      <Text color="fg.muted" marginBottom="4">
        Leave your details for {recipient}.
      </Text>
      <form onSubmit={send} noValidate>
        <Stack gap="4">
          {fields.map((field) => {
            const error = errors[field.name]
            const common = {
              name: field.name,
              value: draft[field.name],
              onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [field.name]: event.target.value })),
            }
            return (
              <Field.Root key={field.name} invalid={Boolean(error)} required={field.name === 'name' || field.name === 'email'}>
                <Field.Label>{field.label}</Field.Label>
                {field.name === 'message' ? (
                  <Textarea {...common} rows={4} maxLength={2000} />
                ) : field.name === 'email' ? (
                  <Input {...common} type="email" autoComplete="email" inputMode="email" maxLength={254} />
                ) : field.name === 'phone' ? (
                  <Input {...common} type="tel" autoComplete="tel" inputMode="tel" maxLength={32} />
                ) : (
                  <Input {...common} autoComplete="name" maxLength={120} />
                )}
                {error ? <Field.ErrorText>{sentence(`${field.noun} ${error}`)}</Field.ErrorText> : null}
              </Field.Root>
            )
          })}
          {problem ? (
            <Text role="alert" color="fg.error">
              {problem}
            </Text>
          ) : null}
          {sentTo ? (
            <Text role="status" color="fg.success">
              Thank you. {sentTo} has your details.
            </Text>
          ) : null}
          <Button type="submit" colorPalette="primary" alignSelf="flex-start" loading={creation.isLoading} loadingText="Sending…">
            Send my details
          </Button>
        </Stack>
      </form>
    </Box>
  )
}
