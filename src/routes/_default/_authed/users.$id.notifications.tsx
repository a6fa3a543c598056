import { createFileRoute } from '@tanstack/react-router'
import { InboxScreen } from '../../-components/inbox-screen'

export const Route = createFileRoute('/_default/_authed/users/$id/notifications')({ component: UserNotificationsScreen })

function UserNotificationsScreen() {
  return <InboxScreen pageUserId={Route.useParams().id} section="notifications" />
}
