import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ListRow } from '../../../components/ui/item-list'
import { QueryList } from '../../../components/ui/query-list'
import { TextField } from '../../../components/ui/text-field'
import { TitledSection } from '../../../components/ui/titled-section'
import type { Client } from '../../../domain/client'
import { needs } from '../../../lib/features/brand-role'
import { useListClientsQuery } from '../api/list-clients'
import { ClientForm } from './client-form'

/** The brand's clients: looked for by name, contact or address; added and edited by those who may edit invoices. */
export function ClientList({ brandId, mayEdit }: { brandId: string; mayEdit: boolean }) {
  const intl = useIntl()
  const [search, setSearch] = useState('')
  const [editing, setEditing] = useState<string | null>(null)
  const [adding, setAdding] = useState(false)
  const q = search.trim()
  const clients = useListClientsQuery({ brandId, query: q ? { q } : undefined })
  return (
    <TitledSection
      title={<FormattedMessage id="invoices.clients.title" defaultMessage="Clients" />}
      gap="4"
      actions={
        mayEdit && !adding ? (
          <Button {...needs('edit-invoices')} size="sm" variant="outline" onClick={() => setAdding(true)}>
            <FormattedMessage id="invoices.clients.add" defaultMessage="Add a client" />
          </Button>
        ) : null
      }
    >
      {adding ? <ClientForm brandId={brandId} onDone={() => setAdding(false)} /> : null}
      <Box maxWidth="sm">
        <TextField label={intl.formatMessage({ id: 'invoices.clients.search', defaultMessage: 'Look for a client' })} value={search} onChange={setSearch} type="search" autoComplete="off" />
      </Box>
      <QueryList
        query={clients}
        items={(answer) => answer.clients}
        keyOf={(client) => client.id}
        label={intl.formatMessage({ id: 'invoices.clients.label', defaultMessage: 'Clients' })}
        gap="2"
        loading={<FormattedMessage id="invoices.clients.loading" defaultMessage="Loading the clients…" />}
        offline={<FormattedMessage id="invoices.clients.offline" defaultMessage="You are offline, so the clients cannot be loaded." />}
        empty={
          q ? (
            <FormattedMessage id="invoices.clients.noneFound" defaultMessage="No client matches “{search}”." values={{ search: q }} />
          ) : (
            <FormattedMessage id="invoices.clients.empty" defaultMessage="The brand has no clients yet." />
          )
        }
      >
        {(client) =>
          editing === client.id ? (
            <Box as="li" listStyleType="none">
              <ClientForm brandId={brandId} client={client} onDone={() => setEditing(null)} />
            </Box>
          ) : (
            <ClientRow client={client} onEdit={mayEdit ? () => setEditing(client.id) : undefined} />
          )
        }
      </QueryList>
    </TitledSection>
  )
}

function ClientRow({ client, onEdit }: { client: Client; onEdit?: () => void }) {
  const intl = useIntl()
  const place = [client.address.city, client.address.country].filter(Boolean).join(', ')
  return (
    <ListRow>
      <HStack gap="3" justifyContent="space-between" alignItems="start" flexWrap="wrap">
        <Stack gap="0" minWidth="0" flex="1">
          <Text fontWeight="semibold">{client.name}</Text>
          <Text fontSize="sm" color="fg.muted">
            {[client.contact_name, place].filter(Boolean).join(' · ')}
            {client.email ? (
              <>
                {client.contact_name || place ? ' · ' : null}
                <bdi dir="ltr">{client.email}</bdi>
              </>
            ) : null}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage
              id="invoices.clients.terms"
              defaultMessage="{currency} · due after {days, plural, one {# day} other {# days}}"
              values={{ currency: client.currency, days: client.payment_terms_days }}
            />
          </Text>
        </Stack>
        {onEdit ? (
          <Button {...needs('edit-invoices')} size="sm" variant="ghost" onClick={onEdit} aria-label={intl.formatMessage({ id: 'invoices.clients.editNamed', defaultMessage: 'Edit {name}' }, { name: client.name })}>
            <FormattedMessage id="invoices.clients.edit" defaultMessage="Edit" />
          </Button>
        ) : null}
      </HStack>
    </ListRow>
  )
}
