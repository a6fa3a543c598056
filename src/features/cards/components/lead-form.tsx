import { Field, Input, Stack, Text } from '@chakra-ui/react'
import { useState, type ChangeEvent } from 'react'
import { FormSubmit } from '../../../components/ui/form-submit'
import { TextField } from '../../../components/ui/text-field'
import { leadCreateSchema, visitorVcardSchema, type LeadResponse } from '../../../domain/lead'
import { sentence } from '../../../lib/forms/sentence'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { useCreateLeadMutation } from '../api/create-lead'
import { TitledSection } from '../../../components/ui/titled-section'

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

// Labels say what is asked; messages start with the shorter subject ("E-mail must be…").
const leadFields = [
  { name: 'name', label: 'Your name', errorSubject: 'Name', required: true, autoComplete: 'name', maxLength: 120 },
  { name: 'email', label: 'Your e-mail', errorSubject: 'E-mail', required: true, type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: 254 },
  { name: 'phone', label: 'Your phone (optional)', errorSubject: 'Phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 32 },
  { name: 'message', label: 'Message (optional)', rows: 4, maxLength: 2000 },
] as const

const emptyDraft = { name: '', email: '', phone: '', message: '' }
const offlineMessage = 'You are offline, so your details were not sent. They are still here: send them again when you are back online.'
// The guest id is not typed in: it is added once the visitor's details pass their checks.
const leadDetailsSchema = leadCreateSchema.omit({ guest_id: true, vcard: true })

/**
 * "Exchange contact": a visitor leaves their details for the card's owner. What was typed stays
 * in the form until the server has it, whatever went wrong.
 */
export function LeadForm({ cardKey, recipient, ensureGuestId, onSent }: LeadFormProps) {
  const [createLead] = useCreateLeadMutation()
  // Their own card: kept only once it passed its checks, and sent with their details.
  const [vcard, setVcard] = useState<string | null>(null)
  const [vcardProblem, setVcardProblem] = useState<string | null>(null)
  const [vcardInput, setVcardInput] = useState(0)
  const chooseVcard = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    setVcard(null)
    setVcardProblem(null)
    if (!file) return
    const checked = visitorVcardSchema.safeParse(file.size > 64_000 ? 'x'.repeat(16_001) : await file.text())
    if (checked.success) setVcard(checked.data)
    else setVcardProblem(sentence(`The file ${checked.error.issues[0]!.message}`))
  }
  const form = useSchemaForm({
    initialValues: emptyDraft,
    schema: leadDetailsSchema,
    onSubmit: async (details) => createLead({ key: cardKey, lead: { ...details, ...(vcard ? { vcard } : {}), guest_id: await ensureGuestId() } }),
    onSaved: (answer) => {
      onSent(answer)
      setVcard(null)
      setVcardInput((input) => input + 1)
      return emptyDraft
    },
    offlineMessage,
    showsField: (path) => path in emptyDraft,
  })

  return (
    <TitledSection title="Exchange contact" titleSpace="1" marginTop="10" textAlign="start">
      <Text color="fg.muted" marginBottom="4">
        Leave your details for {recipient}.
      </Text>
      <form onSubmit={form.submit} noValidate>
        <Stack gap="4">
          {leadFields.map(({ name, ...field }) => (
            <TextField key={name} name={name} {...field} {...form.field(name)} />
          ))}
          <Field.Root invalid={vcardProblem !== null}>
            <Field.Label>Your own contact card, a .vcf file (optional)</Field.Label>
            <Input key={vcardInput} type="file" accept=".vcf,text/vcard,text/x-vcard" padding="1" onChange={(event) => void chooseVcard(event)} />
            {vcardProblem ? <Field.ErrorText>{vcardProblem}</Field.ErrorText> : null}
          </Field.Root>
          {form.saved ? (
            <Text role="status" color="fg.success">
              Thank you. {recipient} has your details.
            </Text>
          ) : null}
          <FormSubmit form={form} busyText="Sending…">
            Send my details
          </FormSubmit>
        </Stack>
      </form>
    </TitledSection>
  )
}
