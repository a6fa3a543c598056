import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../../../components/planned-screen'

export const Route = createFileRoute('/_default/_authed/brands/$id/merch/')({ component: BrandMerchScreen })

function BrandMerchScreen() {
  return <PlannedScreen title="Merchandise">The brand's merchandise for sale will be listed here.</PlannedScreen>
}
