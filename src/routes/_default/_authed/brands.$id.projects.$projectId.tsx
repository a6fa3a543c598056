import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../../../components/planned-screen'

export const Route = createFileRoute('/_default/_authed/brands/$id/projects/$projectId')({ component: BrandProjectScreen })

function BrandProjectScreen() {
  const { projectId } = Route.useParams()
  return <PlannedScreen title="Project">Project {projectId} will be shown here with its pages and people.</PlannedScreen>
}
