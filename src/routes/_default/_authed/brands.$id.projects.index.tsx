import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../../../components/planned-screen'

export const Route = createFileRoute('/_default/_authed/brands/$id/projects/')({ component: BrandProjectsScreen })

function BrandProjectsScreen() {
  return <PlannedScreen title="Projects">The brand's projects will be listed here.</PlannedScreen>
}
