import { Badge, Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl'
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

const statusWords = defineMessages<Message['status']>({
  new: { id: 'leads.status.new', defaultMessage: 'New' },
  contacted: { id: 'leads.status.contacted', defaultMessage: 'Contacted' },
  won: { id: 'leads.status.won', defaultMessage: 'Won' },
  lost: { id: 'leads.status.lost', defaultMessage: 'Lost' },
})
const statusOptions = (intl: IntlShape) => leadStatuses.map((status) => ({ value: status, label: intl.formatMessage(statusWords[status]) }))
/** Where a card is, as its address reads (the same in every language). */
const cardAddress = (key: string) => `/vcard/${key}`
const filterOptions = (intl: IntlShape) => [{ value: '', label: intl.formatMessage({ id: 'leads.inbox.everyStatus', defaultMessage: 'Every status' }) }, ...statusOptions(intl)]

/**
 * The brand's inbox: every lead and contact message, newest first, filtered by status; each with
 * its status, read or unread, and its notes and replies. Exports the filtered list as CSV.
 */
export function LeadInbox({ brandId }: { brandId: string }) {
  const intl = useIntl()
  const [status, setStatus] = useState<'' | Message['status']>('')
  const filter: InboxQuery = status ? { status } : {}
  const leads = useListLeadsQuery({ brandId, filter })
  const noLeads = status ? (
    <FormattedMessage
      id="leads.inbox.noneOfStatus"
      defaultMessage="{status, select, new {No new leads.} contacted {No contacted leads.} won {No won leads.} other {No lost leads.}}"
      values={{ status }}
    />
  ) : (
    <FormattedMessage id="leads.inbox.none" defaultMessage="No leads yet. What visitors leave on the brand’s cards and its contact page arrives here." />
  )
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
          <SelectField
            label={intl.formatMessage({ id: 'leads.inbox.show', defaultMessage: 'Show' })}
            value={status}
            options={filterOptions(intl)}
            onChange={(value) => setStatus(value as typeof status)}
          />
        </Box>
        <Button
          {...needs('read-leads')}
          variant="outline"
          onClick={() => void download()}
          loading={exported.isLoading}
          loadingText={intl.formatMessage({ id: 'leads.inbox.exporting', defaultMessage: 'Exporting…' })}
        >
          <FormattedMessage id="leads.inbox.export" defaultMessage="Export as CSV" />
        </Button>
        {exportProblem ? <Text color="fg.error">{exportProblem}</Text> : null}
      </HStack>
      <QueryList
        query={leads}
        items={(answer) => answer.messages}
        keyOf={(message) => message.id}
        label={intl.formatMessage({ id: 'leads.inbox.label', defaultMessage: 'Leads' })}
        gap="4"
        loading={<FormattedMessage id="leads.inbox.loading" defaultMessage="Loading the leads…" />}
        offline={<FormattedMessage id="leads.inbox.offline" defaultMessage="You are offline, so the leads cannot be loaded. They will load when you are back online." />}
        empty={noLeads}
      >
        {(message) => <LeadItem brandId={brandId} message={message} />}
      </QueryList>
    </Stack>
  )
}

function LeadItem({ brandId, message }: { brandId: string; message: Message }) {
  const intl = useIntl()
  const [update, updating] = useUpdateLeadMutation()
  const [open, setOpen] = useState(false)
  const change = (changes: Parameters<typeof update>[0]['changes']) => void update({ brandId, messageId: message.id, changes })
  const unread = message.read_at === null
  return (
    <ListRow padding="4">
      <Heading as="h2" size="md" display="flex" gap="2" alignItems="center" flexWrap="wrap">
        {message.from.name}
        {unread ? (
          <Badge colorPalette="primary">
            <FormattedMessage id="leads.inbox.unread" defaultMessage="Unread" />
          </Badge>
        ) : null}
        <Badge variant="outline">{intl.formatMessage(statusWords[message.status])}</Badge>
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {message.card ? (
          <FormattedMessage
            id="leads.inbox.receivedOnCard"
            defaultMessage="{when} · on the card {address}"
            values={{
              when: intl.formatDate(new Date(message.created_at), { dateStyle: 'medium', timeStyle: 'short' }),
              address: (
                <Text as="span" dir="ltr">
                  {cardAddress(message.card.key)}
                </Text>
              ),
            }}
          />
        ) : (
          <FormattedMessage
            id="leads.inbox.receivedByContactPage"
            defaultMessage="{when} · through the contact page"
            values={{ when: intl.formatDate(new Date(message.created_at), { dateStyle: 'medium', timeStyle: 'short' }) }}
          />
        )}
      </Text>
      <MessageDetails message={message} />
      <HStack marginTop="3" gap="3" alignItems="end" flexWrap="wrap">
        <Box minW="40" {...needs('read-leads')}>
          <SelectField
            label={intl.formatMessage({ id: 'leads.inbox.statusOf', defaultMessage: 'Status of {name}' }, { name: message.from.name })}
            value={message.status}
            options={statusOptions(intl)}
            onChange={(value) => change({ status: value as Message['status'] })}
          />
        </Box>
        <Button {...needs('read-leads')} variant="outline" size="sm" disabled={updating.isLoading} onClick={() => change({ read: unread })}>
          {unread ? <FormattedMessage id="leads.inbox.markRead" defaultMessage="Mark read" /> : <FormattedMessage id="leads.inbox.markUnread" defaultMessage="Mark unread" />}
        </Button>
        <SaveContact brandId={brandId} message={message} />
        <Button variant="ghost" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? (
            <FormattedMessage id="leads.inbox.hideNotes" defaultMessage="Hide notes and reply" />
          ) : (
            <FormattedMessage id="leads.inbox.showNotes" defaultMessage="Notes and reply" />
          )}
        </Button>
      </HStack>
      {open ? <LeadNotes brandId={brandId} message={message} /> : null}
    </ListRow>
  )
}

/** The writer's contact as a .vcf to save: the card they sent, or one made from their details. */
function SaveContact({ brandId, message }: { brandId: string; message: Message }) {
  const intl = useIntl()
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
      <Button
        {...needs('read-leads')}
        variant="outline"
        size="sm"
        onClick={() => void save()}
        loading={exporting.isLoading}
        loadingText={intl.formatMessage({ id: 'leads.inbox.preparing', defaultMessage: 'Preparing…' })}
      >
        {message.sent_own_card ? (
          <FormattedMessage id="leads.inbox.saveTheirCard" defaultMessage="Save the card they sent" />
        ) : (
          <FormattedMessage id="leads.inbox.saveAsContact" defaultMessage="Save as a contact" />
        )}
      </Button>
      {problem ? <Text color="fg.error">{problem}</Text> : null}
    </>
  )
}
