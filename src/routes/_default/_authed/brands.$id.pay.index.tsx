import { Stack, Text } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { LoadingState } from '../../../components/ui/query-state'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { PaymentsSection } from '../../../features/payments/components/payments-section'
import { useGetWorkspaceQuery } from '../../../features/workspace/api/get-workspace'
import { useMayInBrand } from '../../../features/workspace/use-may-in-brand'

export const Route = createFileRoute('/_default/_authed/brands/$id/pay/')({ component: BrandPaymentsScreen })

/**
 * The brand's payments and payment links. The role decides before anything is asked of the
 * server: who may not see invoices is told so, and only those who record payments get the forms.
 */
function BrandPaymentsScreen() {
  const intl = useIntl()
  const { id } = Route.useParams()
  const workspace = useGetWorkspaceQuery()
  const may = useMayInBrand(id)
  return (
    <Stack gap="8">
      <ScreenTitle title={intl.formatMessage({ id: 'payments.screen.title', defaultMessage: 'Payments' })}>
        <FormattedMessage id="payments.screen.intro" defaultMessage="What the brand’s clients paid, what it settled, and links to pay without an invoice." />
      </ScreenTitle>
      {!workspace.data ? (
        <LoadingState label={<FormattedMessage id="payments.screen.loading" defaultMessage="Loading the payments…" />} />
      ) : !may('view-invoices') ? (
        <Text role="alert">
          <FormattedMessage id="payments.screen.notAllowed" defaultMessage="Your role in this brand does not include its payments. Ask one of its owners or admins if you need them." />
        </Text>
      ) : (
        <PaymentsSection brandId={id} mayRecord={may('record-payments')} />
      )}
    </Stack>
  )
}
