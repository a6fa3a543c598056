import { Badge, Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { leadStatuses, type InboxQuery, type Message } from '../../../domain/message'
import { contactFileName } from '../../../domain/vcard-file'
import { MessageDetails } from '../../../components/ui/message-details'
import { ListRow } from '../../../components/ui/item-list'
import { QueryList } from '../../../components/ui/query-list'
import { saveTextFile } from '../../../lib/files/save-text-file'
import { SelectField } from '../../../components/ui/select-field'
import { failureMessage } from '../../../lib/api/api-failure'
import { needs } from '../../../lib/features/brand-role'
import { useExportLeadContactMutation, useExportLeadsMutation } from '../api/export-leads'
import { useListLeadsQuery } from '../api/list-leads'
import { useUpdateLeadMutation } from '../api/update-lead'
import { LeadNotes } from './lead-notes'

const statusWords: Record<Message['status'], string> = { new: 'New', contacted: 'Contacted', won: 'Won', lost: 'Lost' }
const statusOptions = leadStatuses.map((status) => ({ value: status, label: statusWords[status] }))
const filterOptions = [{ value: '', label: 'Every status' }, ...statusOptions]
const receivedFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })


/**
 * The brand's inbox: every lead and contact message, newest first, filtered by status; each with
 * its status, read or unread, and its notes and replies. Exports the filtered list as CSV.
 */
export function LeadInbox({ brandId }: { brandId: string }) {
  const [status, setStatus] = useState<'' | Message['status']>('')
  const filter: InboxQuery = status ? { status } : {}
  const leads = useListLeadsQuery({ brandId, filter })
  const noLeads = status ? `No ${statusWords[status].toLowerCase()} leads.` : 'No leads yet. What visitors leave on the brand’s cards and its contact page arrives here.'
  const [exportLeads, exported] = useExportLeadsMutation()
  const [exportProblem, setExportProblem] = useState<string | null>(null)
  const download = async () => {
    setExportProblem(null)
    const answer = await exportLeads({ brandId, filter })
    if ('data' in answer && answer.data !== undefined) saveTextFile(`leads-${new Date().toISOString().slice(0, 10)}.csv`, answer.data)
    else setExportProblem(failureMessage(answer.error))
  }
  return (
    <Stack gap="5">
      <HStack gap="4" alignItems="end" flexWrap="wrap">
        <Box minW="48">
          <SelectField label="Show" value={status} options={filterOptions} onChange={(value) => setStatus(value as typeof status)} />
        </Box>
        <Button {...needs('read-leads')} variant="outline" onClick={() => void download()} loading={exported.isLoading} loadingText="Exporting…">
          Export as CSV
        </Button>
        {exportProblem ? <Text color="fg.error">{exportProblem}</Text> : null}
      </HStack>
      <QueryList query={leads} items={(answer) => answer.messages} keyOf={(message) => message.id} label="Leads" gap="4" of="the leads" reloads="they" empty={noLeads}>
        {(message) => <LeadItem brandId={brandId} message={message} />}
      </QueryList>
    </Stack>
  )
}

function LeadItem({ brandId, message }: { brandId: string; message: Message }) {
  const [update, updating] = useUpdateLeadMutation()
  const [open, setOpen] = useState(false)
  const change = (changes: Parameters<typeof update>[0]['changes']) => void update({ brandId, messageId: message.id, changes })
  const unread = message.read_at === null
  return (
    <ListRow padding="4">
      <Heading as="h2" size="md" display="flex" gap="2" alignItems="center" flexWrap="wrap">
        {message.from.name}
        {unread ? <Badge colorPalette="primary">Unread</Badge> : null}
        <Badge variant="outline">{statusWords[message.status]}</Badge>
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {receivedFormat.format(new Date(message.created_at))}
        {message.card ? ` · on the card /vcard/${message.card.key}` : ' · through the contact page'}
      </Text>
      <MessageDetails message={message} />
      <HStack marginTop="3" gap="3" alignItems="end" flexWrap="wrap">
        <Box minW="40" {...needs('read-leads')}>
          <SelectField label={`Status of ${message.from.name}`} value={message.status} options={statusOptions} onChange={(value) => change({ status: value as Message['status'] })} />
        </Box>
        <Button {...needs('read-leads')} variant="outline" size="sm" disabled={updating.isLoading} onClick={() => change({ read: unread })}>
          {unread ? 'Mark read' : 'Mark unread'}
        </Button>
        <SaveContact brandId={brandId} message={message} />
        <Button variant="ghost" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide notes and reply' : 'Notes and reply'}
        </Button>
      </HStack>
      {open ? <LeadNotes brandId={brandId} message={message} /> : null}
    </ListRow>
  )
}

/** The writer's contact as a .vcf to save: the card they sent, or one made from their details. */
function SaveContact({ brandId, message }: { brandId: string; message: Message }) {
  const [exportContact, exporting] = useExportLeadContactMutation()
  const [problem, setProblem] = useState<string | null>(null)
  const save = async () => {
    setProblem(null)
    const answer = await exportContact({ brandId, messageId: message.id })
    if ('data' in answer && answer.data !== undefined) saveTextFile(contactFileName(message.from.name), answer.data, 'text/vcard;charset=utf-8')
    else setProblem(failureMessage(answer.error))
  }
  return (
    <>
      <Button {...needs('read-leads')} variant="outline" size="sm" onClick={() => void save()} loading={exporting.isLoading} loadingText="Preparing…">
        {message.sent_own_card ? 'Save the card they sent' : 'Save as a contact'}
      </Button>
      {problem ? <Text color="fg.error">{problem}</Text> : null}
    </>
  )
}
