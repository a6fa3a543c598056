import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../../../components/planned-screen'

export const Route = createFileRoute('/_default/_authed/brands/$id/')({ component: BrandOverviewScreen })

function BrandOverviewScreen() {
  return <PlannedScreen title="Overview">The brand's profile, its people and its latest activity will be shown here.</PlannedScreen>
}
