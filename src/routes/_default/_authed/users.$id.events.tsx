import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../../../components/planned-screen'

export const Route = createFileRoute('/_default/_authed/users/$id/events')({ component: UserEventsScreen })

function UserEventsScreen() {
  return <PlannedScreen title="Events">This person's events will be listed here.</PlannedScreen>
}
