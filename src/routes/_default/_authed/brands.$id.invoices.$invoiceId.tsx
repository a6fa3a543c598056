import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../../../components/planned-screen'

export const Route = createFileRoute('/_default/_authed/brands/$id/invoices/$invoiceId')({ component: BrandInvoiceScreen })

function BrandInvoiceScreen() {
  const { invoiceId } = Route.useParams()
  return <PlannedScreen title="Invoice">Invoice {invoiceId} will be shown here: its lines, total and payment status.</PlannedScreen>
}
