import { Link, Stack } from '@chakra-ui/react'
import { createFileRoute, Link as RouterLink, useNavigate } from '@tanstack/react-router'
import { useEffect, useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { z } from 'zod'
import { LoadingState, QueryState } from '../../../components/ui/query-state'
import { ScreenTitle } from '../../../components/ui/screen-title'
import type { Client } from '../../../domain/client'
import type { InvoiceDocument } from '../../../domain/invoice'
import { useGetInvoiceQuery } from '../../../features/invoices/api/get-invoice'
import { useListClientsQuery } from '../../../features/invoices/api/list-clients'
import { DocumentActions } from '../../../features/invoices/components/document-actions'
import { DocumentEditor } from '../../../features/invoices/components/document-editor'
import { DocumentSheet } from '../../../features/invoices/components/document-sheet'
import { newDraft } from '../../../features/invoices/document-draft'
import { kindWords } from '../../../features/invoices/document-words'
import { useGetWorkspaceQuery } from '../../../features/workspace/api/get-workspace'
import { useMayInBrand } from '../../../features/workspace/use-may-in-brand'
import type { Say } from '../../../i18n/say'
import { failureStatus } from '../../../lib/api/api-failure'

// `?kind=quote` starts a new quote; anything else a new invoice.
const searchSchema = z.object({ kind: z.enum(['invoice', 'quote']).optional().catch(undefined) })

export const Route = createFileRoute('/_default/_authed/brands/$id/invoices/$invoiceId')({ validateSearch: searchSchema, component: BrandInvoiceScreen })

/** A quote, invoice or credit note: a draft in its editor, an issued one as it reads with what can be done with it. `new` starts a draft. */
function BrandInvoiceScreen() {
  const { id, invoiceId } = Route.useParams()
  const kind = Route.useSearch().kind ?? 'invoice'
  const intl = useIntl()
  const clients = useListClientsQuery({ brandId: id })
  const workspace = useGetWorkspaceQuery()
  if (invoiceId === 'new') {
    return (
      <Frame
        brandId={id}
        title={
          kind === 'quote'
            ? intl.formatMessage({ id: 'invoices.documentScreen.newQuote', defaultMessage: 'New quote' })
            : intl.formatMessage({ id: 'invoices.documentScreen.newInvoice', defaultMessage: 'New invoice' })
        }
      >
        {clients.data && workspace.data ? (
          <NewDocument brandId={id} kind={kind} clients={clients.data.clients} />
        ) : (
          <LoadingState label={<FormattedMessage id="invoices.documentScreen.loadingClients" defaultMessage="Loading the clients…" />} />
        )}
      </Frame>
    )
  }
  return <DocumentScreen brandId={id} invoiceId={invoiceId} clients={clients.data?.clients} />
}

function Frame({ brandId, title, children }: { brandId: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Link asChild color="link" alignSelf="start">
          <RouterLink to="/brands/$id/invoices" params={{ id: brandId }}>
            <FormattedMessage id="invoices.documentScreen.all" defaultMessage="All invoices" />
          </RouterLink>
        </Link>
        <ScreenTitle title={title} />
      </Stack>
      {children}
    </Stack>
  )
}

function NewDocument({ brandId, kind, clients }: { brandId: string; kind: 'invoice' | 'quote'; clients: readonly Client[] }) {
  const intl = useIntl()
  const navigate = useNavigate()
  const may = useMayInBrand(brandId)
  const [created, setCreated] = useState<string | null>(null)
  const [initialDraft] = useState(() => newDraft(intl.formatMessage as Say, undefined, new Date().toISOString().slice(0, 10)))
  // Opened once the editor knows it is saved, so leaving asks nothing.
  useEffect(() => {
    if (created) void navigate({ to: '/brands/$id/invoices/$invoiceId', params: { id: brandId, invoiceId: created }, replace: true })
  }, [created, brandId, navigate])
  return <DocumentEditor brandId={brandId} kind={kind} document={null} initialDraft={initialDraft} clients={clients} onCreated={(document) => setCreated(document.id)} mayFinalize={may('send-invoices')} />
}

function DocumentScreen({ brandId, invoiceId, clients }: { brandId: string; invoiceId: string; clients: readonly Client[] | undefined }) {
  const intl = useIntl()
  const navigate = useNavigate()
  const may = useMayInBrand(brandId)
  const document = useGetInvoiceQuery({ brandId, invoiceId })
  const title = (current: InvoiceDocument) =>
    current.number
      ? intl.formatMessage({ id: 'invoices.documentScreen.numbered', defaultMessage: '{kind} {number}' }, { kind: intl.formatMessage(kindWords[current.kind]), number: current.number })
      : intl.formatMessage({ id: 'invoices.documentScreen.draft', defaultMessage: 'Draft {kind, select, quote {quote} credit_note {credit note} other {invoice}}' }, { kind: current.kind })
  if (!document.data) {
    return (
      <Frame brandId={brandId} title={intl.formatMessage({ id: 'invoices.documentScreen.title', defaultMessage: 'Invoice' })}>
        <QueryState
          query={document}
          loading={<FormattedMessage id="invoices.documentScreen.loading" defaultMessage="Loading the document…" />}
          offline={<FormattedMessage id="invoices.documentScreen.offline" defaultMessage="You are offline, so the document cannot be loaded." />}
          // A document that is not there, or not this person's to see, will not appear by asking again.
          canRetry={(error) => failureStatus(error) !== 404 && failureStatus(error) !== 403}
        >
          {() => null}
        </QueryState>
      </Frame>
    )
  }
  const current = document.data
  const corrects = current.invoice_id
  return (
    <Frame brandId={brandId} title={title(current)}>
      {corrects ? (
        <Link asChild color="link" alignSelf="start">
          <RouterLink to="/brands/$id/invoices/$invoiceId" params={{ id: brandId, invoiceId: corrects }}>
            <FormattedMessage id="invoices.documentScreen.corrects" defaultMessage="The invoice it corrects" />
          </RouterLink>
        </Link>
      ) : null}
      {current.status === 'draft' && may('edit-invoices') ? (
        clients ? (
          <DocumentEditor key={current.id} brandId={brandId} kind={current.kind} document={current} clients={clients} mayFinalize={may('send-invoices')} />
        ) : (
          <LoadingState label={<FormattedMessage id="invoices.documentScreen.loadingClients" defaultMessage="Loading the clients…" />} />
        )
      ) : (
        <>
          {current.status !== 'draft' ? (
            <DocumentActions
              brandId={brandId}
              document={current}
              may={{ send: may('send-invoices'), edit: may('edit-invoices') }}
              onCreditNote={(creditNote) => void navigate({ to: '/brands/$id/invoices/$invoiceId', params: { id: brandId, invoiceId: creditNote.id } })}
            />
          ) : null}
          <DocumentSheet document={current} />
        </>
      )}
    </Frame>
  )
}
