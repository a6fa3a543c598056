import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../../../components/planned-screen'

export const Route = createFileRoute('/_default/_authed/users/$id/notifications')({ component: UserNotificationsScreen })

function UserNotificationsScreen() {
  return <PlannedScreen title="Notifications">This person's notifications will be listed here.</PlannedScreen>
}
