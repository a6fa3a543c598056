import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../../../components/planned-screen'

export const Route = createFileRoute('/_default/_authed/brands/$id/merch/$merchId')({ component: BrandMerchItemScreen })

function BrandMerchItemScreen() {
  const { merchId } = Route.useParams()
  return <PlannedScreen title="Merchandise item">Item {merchId} will be shown here: its pictures, price and stock.</PlannedScreen>
}
