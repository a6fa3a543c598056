import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../../../components/planned-screen'

export const Route = createFileRoute('/_default/_authed/brands/$id/sites/$siteId')({ component: BrandSiteScreen })

function BrandSiteScreen() {
  const { siteId } = Route.useParams()
  return <PlannedScreen title="Site">Site {siteId} will be shown here: its host names, navigation and landing content.</PlannedScreen>
}
