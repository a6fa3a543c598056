import { Box, Button, chakra, Field, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { auditActions, changeWords, type AuditEvent, type AuditEventFilter } from '../../../domain/audit-event'
import { failureMessage } from '../../../lib/api/api-failure'
import { QueryState } from '../../../components/ui/query-state'
import { saveTextFile } from '../../../lib/files/save-text-file'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { needs } from '../../../lib/features/brand-role'
import type { EventScope } from '../api/events-api'
import { useExportEventsMutation } from '../api/export-events'
import { useListEventsQuery } from '../api/list-events'


// On a phone each event is a block of lines rather than a row too wide for the screen.
const Row = chakra('tr', { base: { display: { base: 'block', md: 'table-row' }, paddingY: { base: '2', md: '0' }, borderBottomWidth: { base: '1px', md: '0' }, borderColor: 'border' } })
const Cell = chakra('td', {
  base: { display: { base: 'block', md: 'table-cell' }, paddingX: '2', paddingY: { base: '0.5', md: '2' }, borderBottomWidth: { base: '0', md: '1px' }, borderColor: 'border', verticalAlign: 'top', fontSize: 'sm' },
})
const HeaderCell = chakra('th', { base: { paddingX: '2', paddingY: '2', borderBottomWidth: '2px', borderColor: 'border', textAlign: 'start', fontSize: 'sm', whiteSpace: 'nowrap' } })

type Filters = { action: string; q: string; from: string; to: string }
const noFilters: Filters = { action: '', q: '', from: '', to: '' }

/** The filter the API reads: days from the date fields are whole days in the reader's time zone. */
function filterOf(filters: Filters, limit: number): AuditEventFilter {
  return {
    limit,
    action: (filters.action || undefined) as AuditEventFilter['action'],
    q: filters.q.trim() || undefined,
    from: filters.from ? new Date(`${filters.from}T00:00:00`).toISOString() : undefined,
    to: filters.to ? new Date(`${filters.to}T23:59:59.999`).toISOString() : undefined,
  }
}


/**
 * An audit log, a brand's or a person's: newest first, narrowed by action, words and dates,
 * "Load older" for more, and the same filter exported as CSV.
 */
export function EventLog({ scope, limit = 50 }: { scope: EventScope; limit?: number }) {
  const [filters, setFilters] = useState<Filters>(noFilters)
  // The cursors of the pages shown: the newest first, then each "Load older".
  const [pages, setPages] = useState<(string | undefined)[]>([undefined])
  const applyFilters = (next: Filters) => {
    setFilters(next)
    setPages([undefined])
  }
  // The words apply once typing pauses, so each key press is not a request.
  const [words, setWords] = useState('')
  useEffect(() => {
    if (words === filters.q) return
    const timer = setTimeout(() => {
      setFilters({ ...filters, q: words })
      setPages([undefined])
    }, 300)
    return () => clearTimeout(timer)
  }, [words, filters])
  const [exportEvents, exported] = useExportEventsMutation()
  const intl = useIntl()
  const actionOptions = [
    { value: '', label: intl.formatMessage({ id: 'events.log.allActions', defaultMessage: 'All actions' }) },
    ...auditActions.map((action) => ({ value: action, label: action })),
  ]

  const rangeProblem =
    filters.from && filters.to && filters.from > filters.to
      ? intl.formatMessage({ id: 'events.log.rangeProblem', defaultMessage: 'To must be on or after the From date.' })
      : undefined
  const filter = filterOf(filters, limit)

  async function exportCsv() {
    const csv = await exportEvents({ scope, filter: { ...filter, limit: undefined } }).unwrap()
    saveTextFile(`events-${new Date().toISOString().slice(0, 10)}.csv`, csv)
  }

  return (
    <Stack gap="4">
      <Box as="form" role="search" aria-label={intl.formatMessage({ id: 'events.log.filter', defaultMessage: 'Filter events' })} onSubmit={(event) => event.preventDefault()}>
        <Stack direction={{ base: 'column', md: 'row' }} gap="3" alignItems={{ md: 'flex-end' }}>
          <SelectField
            label={intl.formatMessage({ id: 'events.log.action', defaultMessage: 'Action' })}
            value={filters.action}
            options={actionOptions}
            onChange={(action) => applyFilters({ ...filters, action })}
          />
          <TextField
            label={intl.formatMessage({ id: 'events.log.search', defaultMessage: 'Search' })}
            type="search"
            value={words}
            onChange={setWords}
            placeholder={intl.formatMessage({ id: 'events.log.searchPlaceholder', defaultMessage: 'Words in the description' })}
          />
          <DateField label={intl.formatMessage({ id: 'events.log.from', defaultMessage: 'From' })} value={filters.from} onChange={(from) => applyFilters({ ...filters, from })} />
          <DateField label={intl.formatMessage({ id: 'events.log.to', defaultMessage: 'To' })} value={filters.to} onChange={(to) => applyFilters({ ...filters, to })} error={rangeProblem} />
        </Stack>
      </Box>
      <HStack gap="3" flexWrap="wrap">
        <Button {...('brandId' in scope ? needs('read-events') : {})} variant="outline" size="sm" onClick={() => void exportCsv()} loading={exported.isLoading} disabled={Boolean(rangeProblem)}>
          <FormattedMessage id="events.log.export" defaultMessage="Export CSV" />
        </Button>
        {exported.error ? (
          <Text role="alert" fontSize="sm" color="fg.error">
            {failureMessage(exported.error)}
          </Text>
        ) : null}
      </HStack>
      {rangeProblem ? null : (
        <Box overflowX="auto" tabIndex={0} role="region" aria-label={intl.formatMessage({ id: 'events.log.label', defaultMessage: 'Events' })}>
          <chakra.table width="full" borderCollapse="collapse" display={{ base: 'block', md: 'table' }}>
            <chakra.thead display={{ base: 'none', md: 'table-header-group' }}>
              <tr>
                <HeaderCell scope="col">
                  <FormattedMessage id="events.log.when" defaultMessage="When" />
                </HeaderCell>
                <HeaderCell scope="col">
                  <FormattedMessage id="events.log.who" defaultMessage="Who" />
                </HeaderCell>
                <HeaderCell scope="col">
                  <FormattedMessage id="events.log.what" defaultMessage="What" />
                </HeaderCell>
                <HeaderCell scope="col">
                  <FormattedMessage id="events.log.object" defaultMessage="Object" />
                </HeaderCell>
                <HeaderCell scope="col">
                  <FormattedMessage id="events.log.address" defaultMessage="Address" />
                </HeaderCell>
              </tr>
            </chakra.thead>
            {pages.map((before, index) => (
              <EventPage
                key={before ?? 'newest'}
                scope={scope}
                filter={{ ...filter, before }}
                first={index === 0}
                onOlder={index === pages.length - 1 ? (cursor) => setPages([...pages, cursor]) : undefined}
              />
            ))}
          </chakra.table>
        </Box>
      )}
    </Stack>
  )
}

function DateField({ label, value, onChange, error }: { label: string; value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <Field.Root invalid={Boolean(error)} width={{ md: '44' }}>
      <Field.Label>{label}</Field.Label>
      <Input type="date" value={value} onChange={(event) => onChange(event.target.value)} />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  )
}

/** One page of events; the last one offers the next, older page. */
function EventPage({ scope, filter, first, onOlder }: { scope: EventScope; filter: AuditEventFilter; first: boolean; onOlder?: (cursor: string) => void }) {
  const page = useListEventsQuery({ scope, filter }, { refetchOnMountOrArgChange: true })
  const answer = page.data
  if (!answer || (first && answer.events.length === 0)) {
    return (
      <tbody>
        <tr>
          <Cell colSpan={5}>
            <QueryState
              query={page}
              loading={<FormattedMessage id="events.log.loading" defaultMessage="Loading events…" />}
              offline={<FormattedMessage id="events.log.offline" defaultMessage="You are offline, so the events cannot be loaded. They will load when you are back online." />}
              empty={{ when: (loaded) => loaded.events.length === 0, message: <FormattedMessage id="events.log.empty" defaultMessage="No events match." /> }}
            >
              {() => null}
            </QueryState>
          </Cell>
        </tr>
      </tbody>
    )
  }
  return (
    <chakra.tbody display={{ base: 'block', md: 'table-row-group' }}>
      {answer.events.map((event) => (
        <EventRow key={event.id} event={event} />
      ))}
      {onOlder && answer.next_before ? (
        <tr>
          <Cell colSpan={5} borderBottomWidth="0">
            <Button variant="outline" size="sm" onClick={() => onOlder(answer.next_before!)}>
              <FormattedMessage id="events.log.older" defaultMessage="Load older" />
            </Button>
          </Cell>
        </tr>
      ) : null}
    </chakra.tbody>
  )
}

function EventRow({ event }: { event: AuditEvent }) {
  const intl = useIntl()
  return (
    <Row>
      <Cell whiteSpace="nowrap">
        <time dateTime={event.at}>{intl.formatDate(event.at, { dateStyle: 'medium', timeStyle: 'medium' })}</time>
      </Cell>
      <Cell>
        {event.actor.email ? (
          <Text as="span" dir="ltr">
            {event.actor.email}
          </Text>
        ) : event.actor.id ? (
          <FormattedMessage id="events.log.noAddress" defaultMessage="A person with no address" />
        ) : (
          <FormattedMessage id="events.log.anonymous" defaultMessage="Someone not signed in" />
        )}
      </Cell>
      <Cell minWidth={{ md: '56' }}>
        <Text>{event.summary}</Text>
        {event.changes.length > 0 ? (
          <chakra.ul aria-label={intl.formatMessage({ id: 'events.log.changes', defaultMessage: 'Changes' })} listStyleType="none" fontSize="xs" wordBreak="break-word">
            {event.changes.map((change) => (
              <li key={change.field}>{changeWords(change)}</li>
            ))}
          </chakra.ul>
        ) : null}
        <Text color="fg.muted" fontSize="xs">
          {event.action}
        </Text>
      </Cell>
      <Cell>
        <Text>{event.object_type}</Text>
        {event.object_id ? (
          <Text color="fg.muted" fontSize="xs" wordBreak="break-all">
            {event.object_id}
          </Text>
        ) : null}
      </Cell>
      <Cell whiteSpace="nowrap">
        <Text as="span" dir="ltr">
          {event.ip ?? ''}
        </Text>
      </Cell>
    </Row>
  )
}
