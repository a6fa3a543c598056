import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { LoadingState } from '../../../components/ui/query-state'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { TitledSection } from '../../../components/ui/titled-section'
import { ClientList } from '../../../features/invoices/components/client-list'
import { InvoiceList } from '../../../features/invoices/components/invoice-list'
import { useGetWorkspaceQuery } from '../../../features/workspace/api/get-workspace'
import { needs, useMayInBrand } from '../../../features/workspace/use-may-in-brand'

export const Route = createFileRoute('/_default/_authed/brands/$id/invoices/')({ component: BrandInvoicesScreen })

/**
 * The brand's quotes, invoices and credit notes, and its clients. The role decides before anything
 * is asked of the server: who may not see the invoices is told so, and only editors are offered
 * new documents and client forms.
 */
function BrandInvoicesScreen() {
  const intl = useIntl()
  const { id } = Route.useParams()
  const navigate = useNavigate()
  const workspace = useGetWorkspaceQuery()
  const may = useMayInBrand(id)
  const start = (kind: 'invoice' | 'quote') => void navigate({ to: '/brands/$id/invoices/$invoiceId', params: { id, invoiceId: 'new' }, search: { kind } })
  return (
    <Stack gap="8">
      <ScreenTitle title={intl.formatMessage({ id: 'invoices.screen.title', defaultMessage: 'Invoices' })}>
        <FormattedMessage id="invoices.screen.intro" defaultMessage="Quotes, invoices and credit notes to the brand’s clients." />
      </ScreenTitle>
      {!workspace.data ? (
        <LoadingState label={<FormattedMessage id="invoices.screen.loading" defaultMessage="Loading the invoices…" />} />
      ) : !may('view-invoices') ? (
        <Text role="alert">
          <FormattedMessage id="invoices.screen.notAllowed" defaultMessage="Your role in this brand does not include its invoices. Ask one of its owners or admins if you need them." />
        </Text>
      ) : (
        <>
          <TitledSection
            title={<FormattedMessage id="invoices.screen.documents" defaultMessage="Documents" />}
            gap="4"
            actions={
              may('edit-invoices') ? (
                <HStack gap="2" flexWrap="wrap">
                  <Button {...needs('edit-invoices')} size="sm" colorPalette="primary" onClick={() => start('invoice')}>
                    <FormattedMessage id="invoices.screen.newInvoice" defaultMessage="New invoice" />
                  </Button>
                  <Button {...needs('edit-invoices')} size="sm" variant="outline" onClick={() => start('quote')}>
                    <FormattedMessage id="invoices.screen.newQuote" defaultMessage="New quote" />
                  </Button>
                </HStack>
              ) : null
            }
          >
            <InvoiceList brandId={id} />
          </TitledSection>
          <ClientList brandId={id} mayEdit={may('edit-invoices')} />
        </>
      )}
    </Stack>
  )
}
