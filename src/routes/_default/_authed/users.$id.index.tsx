import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../../../components/planned-screen'

export const Route = createFileRoute('/_default/_authed/users/$id/')({ component: UserOverviewScreen })

function UserOverviewScreen() {
  return <PlannedScreen title="Overview">This person's profile, cards and recent activity will be shown here.</PlannedScreen>
}
