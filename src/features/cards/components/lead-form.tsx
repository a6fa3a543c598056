import { Field, Input, Stack, Text } from '@chakra-ui/react'
import { useState, type ChangeEvent } from 'react'
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl'
import { FormSubmit } from '../../../components/ui/form-submit'
import { TextField } from '../../../components/ui/text-field'
import { leadCreateSchema, visitorVcardSchema, type LeadResponse } from '../../../domain/lead'
import { problemText, type CheckIssue } from '../../../i18n/problem-text'
import type { Say } from '../../../i18n/say'
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

const words: Record<
  'name' | 'nameSubject' | 'email' | 'emailSubject' | 'phone' | 'phoneSubject' | 'message' | 'messageSubject' | 'offline' | 'fileProblem',
  MessageDescriptor
> = defineMessages({
  name: { id: 'cards.lead.name', defaultMessage: 'Your name' },
  nameSubject: { id: 'cards.lead.nameSubject', defaultMessage: 'Name' },
  email: { id: 'cards.lead.email', defaultMessage: 'Your e-mail' },
  emailSubject: { id: 'cards.lead.emailSubject', defaultMessage: 'E-mail' },
  phone: { id: 'cards.lead.phone', defaultMessage: 'Your phone (optional)' },
  phoneSubject: { id: 'cards.lead.phoneSubject', defaultMessage: 'Phone' },
  message: { id: 'cards.lead.message', defaultMessage: 'Message (optional)' },
  messageSubject: { id: 'cards.lead.messageSubject', defaultMessage: 'Message' },
  offline: { id: 'cards.lead.offline', defaultMessage: 'You are offline, so your details were not sent. They are still here: send them again when you are back online.' },
  fileProblem: { id: 'cards.lead.fileProblem', defaultMessage: 'The file {problem}' },
})

// Labels say what is asked; messages start with the shorter subject ("E-mail must be…").
const leadFields = [
  { name: 'name', label: words.name, errorSubject: words.nameSubject, required: true, autoComplete: 'name', maxLength: 120 },
  { name: 'email', label: words.email, errorSubject: words.emailSubject, required: true, type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: 254 },
  { name: 'phone', label: words.phone, errorSubject: words.phoneSubject, type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 32 },
  { name: 'message', label: words.message, errorSubject: words.messageSubject, rows: 4, maxLength: 2000 },
] as const

const emptyDraft = { name: '', email: '', phone: '', message: '' }
// The guest id is not typed in: it is added once the visitor's details pass their checks.
const leadDetailsSchema = leadCreateSchema.omit({ guest_id: true, vcard: true })

/**
 * "Exchange contact": a visitor leaves their details for the card's owner. What was typed stays
 * in the form until the server has it, whatever went wrong.
 */
export function LeadForm({ cardKey, recipient, ensureGuestId, onSent }: LeadFormProps) {
  const [createLead] = useCreateLeadMutation()
  const intl = useIntl()
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
    else setVcardProblem(sentence(intl.formatMessage(words.fileProblem, { problem: problemText(intl.formatMessage as Say, checked.error.issues[0] as CheckIssue) })))
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
    offlineMessage: intl.formatMessage(words.offline),
    showsField: (path) => path in emptyDraft,
  })

  return (
    <TitledSection title={<FormattedMessage id="cards.lead.title" defaultMessage="Exchange contact" />} titleSpace="1" marginTop="10" textAlign="start">
      <Text color="fg.muted" marginBottom="4">
        <FormattedMessage id="cards.lead.intro" defaultMessage="Leave your details for {recipient}." values={{ recipient }} />
      </Text>
      <form onSubmit={form.submit} noValidate>
        <Stack gap="4">
          {leadFields.map(({ name, label, errorSubject, ...field }) => (
            <TextField key={name} name={name} label={intl.formatMessage(label)} errorSubject={intl.formatMessage(errorSubject)} {...field} {...form.field(name)} />
          ))}
          <Field.Root invalid={vcardProblem !== null}>
            <Field.Label>
              <FormattedMessage id="cards.lead.vcard" defaultMessage="Your own contact card, a .vcf file (optional)" />
            </Field.Label>
            <Input key={vcardInput} type="file" accept=".vcf,text/vcard,text/x-vcard" padding="1" onChange={(event) => void chooseVcard(event)} />
            {vcardProblem ? <Field.ErrorText>{vcardProblem}</Field.ErrorText> : null}
          </Field.Root>
          {form.saved ? (
            <Text role="status" color="fg.success">
              <FormattedMessage id="cards.lead.thanks" defaultMessage="Thank you. {recipient} has your details." values={{ recipient }} />
            </Text>
          ) : null}
          <FormSubmit form={form} busyText={intl.formatMessage({ id: 'cards.lead.sending', defaultMessage: 'Sending…' })}>
            <FormattedMessage id="cards.lead.send" defaultMessage="Send my details" />
          </FormSubmit>
        </Stack>
      </form>
    </TitledSection>
  )
}
