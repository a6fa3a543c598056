import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../../../components/planned-screen'

export const Route = createFileRoute('/_default/_authed/brands/$id/pay/')({ component: BrandPayScreen })

function BrandPayScreen() {
  return <PlannedScreen title="Payments">The brand's payments will be listed here.</PlannedScreen>
}
