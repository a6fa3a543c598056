import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../../../components/planned-screen'

export const Route = createFileRoute('/_default/_authed/brands/$id/invoices/')({ component: BrandInvoicesScreen })

function BrandInvoicesScreen() {
  return <PlannedScreen title="Invoices">The brand's invoices will be listed here.</PlannedScreen>
}
