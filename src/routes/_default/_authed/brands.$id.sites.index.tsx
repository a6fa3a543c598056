import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../../../components/planned-screen'

export const Route = createFileRoute('/_default/_authed/brands/$id/sites/')({ component: BrandSitesScreen })

function BrandSitesScreen() {
  return <PlannedScreen title="Sites">The brand's sites and the host names they answer on will be listed here.</PlannedScreen>
}
