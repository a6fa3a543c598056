import { Button, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import type { Message } from '../../../domain/message'
import { QueryState } from '../../../components/ui/query-state'
import { TextField } from '../../../components/ui/text-field'
import { failureMessage } from '../../../lib/api/api-failure'
import { needs } from '../../../lib/features/brand-role'
import { useAddLeadNoteMutation, useListLeadNotesQuery } from '../api/lead-notes'

const whenFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** A message's notes (kept inside the brand) and replies (mailed to the person), and writing either. */
export function LeadNotes({ brandId, message }: { brandId: string; message: Message }) {
  const notes = useListLeadNotesQuery({ brandId, messageId: message.id })
  return (
    <Stack gap="4" marginTop="4" borderTopWidth="1px" borderColor="border" paddingTop="4">
      <QueryState query={notes} of="the notes" empty={{ when: (answer) => answer.notes.length === 0, message: 'No notes or replies yet.' }}>
        {(answer) => (
          <Stack as="ol" listStyleType="none" gap="2" aria-label={`Notes and replies about ${message.from.name}`}>
            {answer.notes.map((note) => (
              <Stack as="li" key={note.id} gap="0">
                <Text fontSize="sm" color="fg.muted">
                  {note.kind === 'reply' ? 'Reply sent' : 'Note'} by {note.author?.name ?? 'someone no longer here'} · {whenFormat.format(new Date(note.created_at))}
                </Text>
                <Text whiteSpace="pre-line">{note.body}</Text>
              </Stack>
            ))}
          </Stack>
        )}
      </QueryState>
      <NoteForm brandId={brandId} messageId={message.id} kind="notes" label="Note for your team" action="Add note" done="Note added." />
      <NoteForm brandId={brandId} messageId={message.id} kind="replies" label={`Reply to ${message.from.name} by e-mail`} action="Send reply" done={`Reply sent to ${message.from.email}.`} />
    </Stack>
  )
}

function NoteForm(props: { brandId: string; messageId: string; kind: 'notes' | 'replies'; label: string; action: string; done: string }) {
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
          error={empty ? 'must not be empty' : undefined}
          errorSubject={props.kind === 'notes' ? 'The note' : 'The reply'}
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
