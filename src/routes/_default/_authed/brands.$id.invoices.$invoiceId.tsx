import { createFileRoute } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { PlannedScreen } from '../../../components/planned-screen'

export const Route = createFileRoute('/_default/_authed/brands/$id/invoices/$invoiceId')({ component: BrandInvoiceScreen })

function BrandInvoiceScreen() {
  const { invoiceId } = Route.useParams()
  const intl = useIntl()
  return (
    <PlannedScreen title={intl.formatMessage({ id: 'workspace.planned.invoice.title', defaultMessage: 'Invoice' })}>
      <FormattedMessage id="workspace.planned.invoice.text" defaultMessage="Invoice {id} will be shown here: its lines, total and payment status." values={{ id: invoiceId }} />
    </PlannedScreen>
  )
}
