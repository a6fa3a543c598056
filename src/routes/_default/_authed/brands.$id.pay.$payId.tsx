import { createFileRoute } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { PlannedScreen } from '../../../components/planned-screen'

export const Route = createFileRoute('/_default/_authed/brands/$id/pay/$payId')({ component: BrandPaymentScreen })

function BrandPaymentScreen() {
  const { payId } = Route.useParams()
  const intl = useIntl()
  return (
    <PlannedScreen title={intl.formatMessage({ id: 'workspace.planned.payment.title', defaultMessage: 'Payment' })}>
      <FormattedMessage id="workspace.planned.payment.text" defaultMessage="Payment {id} will be shown here: amount, status and who paid." values={{ id: payId }} />
    </PlannedScreen>
  )
}
