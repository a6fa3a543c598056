import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../../../components/planned-screen'

export const Route = createFileRoute('/_default/_authed/brands/$id/vcards/$vcardId')({ component: BrandVcardScreen })

function BrandVcardScreen() {
  const { vcardId } = Route.useParams()
  return <PlannedScreen title="Business card">Business card {vcardId} will be shown here, with its QR code and a way to edit it.</PlannedScreen>
}
