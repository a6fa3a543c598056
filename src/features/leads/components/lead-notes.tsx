import { Button, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { Message } from '../../../domain/message'
import { QueryState } from '../../../components/ui/query-state'
import { TextField } from '../../../components/ui/text-field'
import { failureMessage } from '../../../lib/api/api-failure'
import { needs } from '../../../lib/features/brand-role'
import { useAddLeadNoteMutation, useListLeadNotesQuery } from '../api/lead-notes'

/** A message's notes (kept inside the brand) and replies (mailed to the person), and writing either. */
export function LeadNotes({ brandId, message }: { brandId: string; message: Message }) {
  const intl = useIntl()
  const notes = useListLeadNotesQuery({ brandId, messageId: message.id })
  return (
    <Stack gap="4" marginTop="4" borderTopWidth="1px" borderColor="border" paddingTop="4">
      <QueryState
        query={notes}
        loading={<FormattedMessage id="leads.notes.loading" defaultMessage="Loading the notes…" />}
        offline={<FormattedMessage id="leads.notes.offline" defaultMessage="You are offline, so the notes cannot be loaded." />}
        empty={{ when: (answer) => answer.notes.length === 0, message: <FormattedMessage id="leads.notes.none" defaultMessage="No notes or replies yet." /> }}
      >
        {(answer) => (
          <Stack
            as="ol"
            listStyleType="none"
            gap="2"
            aria-label={intl.formatMessage({ id: 'leads.notes.listLabel', defaultMessage: 'Notes and replies about {name}' }, { name: message.from.name })}
          >
            {answer.notes.map((note) => (
              <Stack as="li" key={note.id} gap="0">
                <Text fontSize="sm" color="fg.muted">
                  <FormattedMessage
                    id="leads.notes.byline"
                    defaultMessage="{kind, select, reply {Reply sent} other {Note}} by {author} · {when}"
                    values={{
                      kind: note.kind === 'reply' ? 'reply' : 'note',
                      author: note.author?.name ?? intl.formatMessage({ id: 'leads.notes.goneAuthor', defaultMessage: 'someone no longer here' }),
                      when: intl.formatDate(new Date(note.created_at), { dateStyle: 'medium', timeStyle: 'short' }),
                    }}
                  />
                </Text>
                <Text whiteSpace="pre-line">{note.body}</Text>
              </Stack>
            ))}
          </Stack>
        )}
      </QueryState>
      <NoteForm
        brandId={brandId}
        messageId={message.id}
        kind="notes"
        label={intl.formatMessage({ id: 'leads.notes.noteLabel', defaultMessage: 'Note for your team' })}
        action={<FormattedMessage id="leads.notes.addNote" defaultMessage="Add note" />}
        done={<FormattedMessage id="leads.notes.noteAdded" defaultMessage="Note added." />}
      />
      <NoteForm
        brandId={brandId}
        messageId={message.id}
        kind="replies"
        label={intl.formatMessage({ id: 'leads.notes.replyLabel', defaultMessage: 'Reply to {name} by e-mail' }, { name: message.from.name })}
        action={<FormattedMessage id="leads.notes.sendReply" defaultMessage="Send reply" />}
        done={
          <FormattedMessage
            id="leads.notes.replySent"
            defaultMessage="Reply sent to {email}."
            values={{
              email: (
                <Text as="span" dir="ltr">
                  {message.from.email}
                </Text>
              ),
            }}
          />
        }
      />
    </Stack>
  )
}

function NoteForm(props: { brandId: string; messageId: string; kind: 'notes' | 'replies'; label: string; action: ReactNode; done: ReactNode }) {
  const intl = useIntl()
  const [add, adding] = useAddLeadNoteMutation()
  const [body, setBody] = useState('')
  const [empty, setEmpty] = useState(false)
  const [failed, setFailed] = useState<string | null>(null)
  const [saved, setSaved] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSaved(false)
    setFailed(null)
    if (!body.trim()) return setEmpty(true)
    const answer = await add({ brandId: props.brandId, messageId: props.messageId, kind: props.kind, body })
    if ('error' in answer) return setFailed(failureMessage(answer.error))
    setBody('')
    setSaved(true)
  }
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="2">
        <TextField
          label={props.label}
          rows={3}
          maxLength={5000}
          value={body}
          onChange={(value) => {
            setBody(value)
            if (value.trim()) setEmpty(false)
          }}
          error={
            !empty
              ? undefined
              : props.kind === 'notes'
                ? intl.formatMessage({ id: 'leads.notes.noteEmpty', defaultMessage: 'The note must not be empty.' })
                : intl.formatMessage({ id: 'leads.notes.replyEmpty', defaultMessage: 'The reply must not be empty.' })
          }
          errorSubject={null}
        />
        {failed ? (
          <Text role="alert" color="fg.error">
            {failed}
          </Text>
        ) : null}
        {saved ? (
          <Text role="status" color="fg.success">
            {props.done}
          </Text>
        ) : null}
        <Button {...needs('read-leads')} type="submit" alignSelf="start" size="sm" loading={adding.isLoading}>
          {props.action}
        </Button>
      </Stack>
    </form>
  )
}
