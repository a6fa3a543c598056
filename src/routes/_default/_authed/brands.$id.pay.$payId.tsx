import { Link, Stack, Text } from '@chakra-ui/react'
import { createFileRoute, Link as RouterLink } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { LoadingState, QueryState } from '../../../components/ui/query-state'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { useGetPaymentQuery } from '../../../features/payments/api/get-payment'
import { PaymentDetails } from '../../../features/payments/components/payment-details'
import { useGetWorkspaceQuery } from '../../../features/workspace/api/get-workspace'
import { useMayInBrand } from '../../../features/workspace/use-may-in-brand'

export const Route = createFileRoute('/_default/_authed/brands/$id/pay/$payId')({ component: BrandPaymentScreen })

/** One payment of the brand with its invoices and refunds, for those who see its invoices. */
function BrandPaymentScreen() {
  const { id, payId } = Route.useParams()
  const intl = useIntl()
  const workspace = useGetWorkspaceQuery()
  const may = useMayInBrand(id)
  const allowed = Boolean(workspace.data) && may('view-invoices')
  const payment = useGetPaymentQuery({ brandId: id, paymentId: payId }, { skip: !allowed })
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Link asChild color="link" alignSelf="start">
          <RouterLink to="/brands/$id/pay" params={{ id }}>
            <FormattedMessage id="payments.paymentScreen.all" defaultMessage="All payments" />
          </RouterLink>
        </Link>
        <ScreenTitle title={intl.formatMessage({ id: 'payments.paymentScreen.title', defaultMessage: 'Payment' })} />
      </Stack>
      {!workspace.data ? (
        <LoadingState label={<FormattedMessage id="payments.paymentScreen.loading" defaultMessage="Loading the payment…" />} />
      ) : !allowed ? (
        <Text role="alert">
          <FormattedMessage id="payments.paymentScreen.notAllowed" defaultMessage="Your role in this brand does not include its payments. Ask one of its owners or admins if you need them." />
        </Text>
      ) : (
        <QueryState
          query={payment}
          loading={<FormattedMessage id="payments.paymentScreen.loading" defaultMessage="Loading the payment…" />}
          offline={<FormattedMessage id="payments.paymentScreen.offline" defaultMessage="You are offline, so the payment cannot be loaded." />}
        >
          {(found) => <PaymentDetails brandId={id} payment={found} mayRecord={may('record-payments')} />}
        </QueryState>
      )}
    </Stack>
  )
}
