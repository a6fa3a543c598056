import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../../../components/planned-screen'

export const Route = createFileRoute('/_default/_authed/brands/$id/pay/$payId')({ component: BrandPaymentScreen })

function BrandPaymentScreen() {
  const { payId } = Route.useParams()
  return <PlannedScreen title="Payment">Payment {payId} will be shown here: amount, status and who paid.</PlannedScreen>
}
