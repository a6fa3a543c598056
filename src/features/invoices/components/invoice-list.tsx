import { Box, Button, Grid, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ListRow } from '../../../components/ui/item-list'
import { QueryList } from '../../../components/ui/query-list'
import { SelectField } from '../../../components/ui/select-field'
import { needs } from '../../../lib/features/brand-role'
import { documentKinds, documentStatuses, type DocumentKind, type DocumentQuery, type DocumentStatus, type InvoiceDocument } from '../../../domain/invoice'
import { useListClientsQuery } from '../api/list-clients'
import { useListInvoicesQuery } from '../api/list-invoices'
import { kindWords, statusWords } from '../document-words'
import { DayText } from './day-text'
import { MoneyText } from './money-text'
import { StatusBadge } from './status-badge'

type Filter = { kind: DocumentKind | ''; status: DocumentStatus | 'overdue' | ''; client_id: string; page: number }

/** The brand's quotes, invoices and credit notes, newest first, filtered by kind, status and client. */
export function InvoiceList({ brandId }: { brandId: string }) {
  const intl = useIntl()
  const [filter, setFilter] = useState<Filter>({ kind: '', status: '', client_id: '', page: 1 })
  const clients = useListClientsQuery({ brandId })
  const query: DocumentQuery = {
    ...(filter.kind && { kind: filter.kind }),
    ...(filter.status === 'overdue' ? { overdue: 'true' as const } : filter.status && { status: filter.status }),
    ...(filter.client_id && { client_id: filter.client_id }),
    ...(filter.page > 1 && { page: filter.page }),
  }
  const invoices = useListInvoicesQuery({ brandId, query })
  const change = (patch: Partial<Filter>) => setFilter((current) => ({ ...current, page: 1, ...patch }))
  const all = intl.formatMessage({ id: 'invoices.list.all', defaultMessage: 'All' })
  const pages = invoices.data ? Math.max(1, Math.ceil(invoices.data.total / invoices.data.page_size)) : 1
  return (
    <Stack gap="4">
      <Grid {...needs('view-invoices')} templateColumns={{ base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }} gap="3" role="search" aria-label={intl.formatMessage({ id: 'invoices.list.filters', defaultMessage: 'Filter the documents' })}>
        <SelectField
          label={intl.formatMessage({ id: 'invoices.list.kind', defaultMessage: 'Kind' })}
          value={filter.kind}
          options={[{ value: '', label: all }, ...documentKinds.map((kind) => ({ value: kind, label: intl.formatMessage(kindWords[kind]) }))]}
          onChange={(kind) => change({ kind })}
        />
        <SelectField
          label={intl.formatMessage({ id: 'invoices.list.status', defaultMessage: 'Status' })}
          value={filter.status}
          options={[
            { value: '', label: all },
            ...documentStatuses.map((status) => ({ value: status, label: intl.formatMessage(statusWords[status]) })),
            { value: 'overdue' as const, label: intl.formatMessage({ id: 'invoices.list.overdue', defaultMessage: 'Overdue' }) },
          ]}
          onChange={(status) => change({ status })}
        />
        <SelectField
          label={intl.formatMessage({ id: 'invoices.list.client', defaultMessage: 'Client' })}
          value={filter.client_id}
          options={[{ value: '', label: all }, ...(clients.data?.clients ?? []).map((client) => ({ value: client.id, label: client.name }))]}
          onChange={(client_id) => change({ client_id })}
        />
      </Grid>
      <QueryList
        query={invoices}
        items={(answer) => answer.invoices}
        keyOf={(document) => document.id}
        label={intl.formatMessage({ id: 'invoices.list.label', defaultMessage: 'Quotes, invoices and credit notes' })}
        gap="2"
        loading={<FormattedMessage id="invoices.list.loading" defaultMessage="Loading the documents…" />}
        offline={<FormattedMessage id="invoices.list.offline" defaultMessage="You are offline, so the documents cannot be loaded." />}
        empty={<FormattedMessage id="invoices.list.empty" defaultMessage="No quote, invoice or credit note matches." />}
      >
        {(document) => <DocumentRow brandId={brandId} document={document} />}
      </QueryList>
      {pages > 1 ? (
        <HStack gap="3" justifyContent="space-between" flexWrap="wrap">
          <Button size="sm" variant="outline" disabled={filter.page <= 1} onClick={() => setFilter((current) => ({ ...current, page: current.page - 1 }))}>
            <FormattedMessage id="invoices.list.previous" defaultMessage="Previous page" />
          </Button>
          <Text fontSize="sm">
            <FormattedMessage id="invoices.list.page" defaultMessage="Page {page} of {pages}" values={{ page: filter.page, pages }} />
          </Text>
          <Button size="sm" variant="outline" disabled={filter.page >= pages} onClick={() => setFilter((current) => ({ ...current, page: current.page + 1 }))}>
            <FormattedMessage id="invoices.list.next" defaultMessage="Next page" />
          </Button>
        </HStack>
      ) : null}
    </Stack>
  )
}

/** One document: its number (or "Draft"), kind, client, dates, total, balance and status. */
function DocumentRow({ brandId, document }: { brandId: string; document: InvoiceDocument }) {
  const intl = useIntl()
  const name = document.number ?? intl.formatMessage({ id: 'invoices.list.draftName', defaultMessage: 'Draft {kind, select, quote {quote} credit_note {credit note} other {invoice}}' }, { kind: document.kind })
  return (
    <ListRow borderColor={document.overdue ? 'border.warning' : 'border'} borderStartWidth={document.overdue ? '4px' : '1px'}>
      <Grid templateColumns={{ base: '1fr auto', md: 'minmax(0, 2fr) minmax(0, 3fr) 11rem 7rem' }} gap="2" alignItems="center">
        <Box minWidth="0">
          <Link asChild color="link" fontWeight="semibold">
            <RouterLink to="/brands/$id/invoices/$invoiceId" params={{ id: brandId, invoiceId: document.id }}>
              <bdi dir={document.number ? 'ltr' : undefined}>{name}</bdi>
            </RouterLink>
          </Link>
          <Text fontSize="sm" color="fg.muted">
            {intl.formatMessage(kindWords[document.kind])}
          </Text>
        </Box>
        <Box minWidth="0" gridColumn={{ base: '1 / -1', md: 'auto' }} order={{ base: 3, md: 0 }}>
          <Text truncate>
            <bdi>{document.client.name}</bdi>
          </Text>
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage
              id="invoices.list.dates"
              defaultMessage="{issued} · due {due}"
              values={{ issued: <DayText day={document.issue_date} />, due: <DayText day={document.due_date} /> }}
            />
          </Text>
        </Box>
        <Box textAlign="end" order={{ base: 2, md: 0 }}>
          <Text fontWeight="semibold">
            <MoneyText amount={document.totals.tax_inclusive_total} currency={document.currency} />
          </Text>
          {document.kind === 'invoice' && document.status !== 'draft' ? (
            <Text fontSize="sm" color={document.overdue ? 'fg.warning' : 'fg.muted'}>
              <FormattedMessage id="invoices.list.balance" defaultMessage="Balance {amount}" values={{ amount: <MoneyText amount={document.balance} currency={document.currency} /> }} />
            </Text>
          ) : null}
        </Box>
        <Box order={{ base: 4, md: 0 }} gridColumn={{ base: '1 / -1', md: 'auto' }}>
          <StatusBadge status={document.status} overdue={document.overdue} />
        </Box>
      </Grid>
    </ListRow>
  )
}
