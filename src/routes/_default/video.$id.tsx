import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../../components/planned-screen'

export const Route = createFileRoute('/_default/video/$id')({ component: VideoScreen })

function VideoScreen() {
  const { id } = Route.useParams()
  return <PlannedScreen title="Video">Video {id} will play here.</PlannedScreen>
}
