import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../../../components/planned-screen'

export const Route = createFileRoute('/_default/_authed/users/$id/messages')({ component: UserMessagesScreen })

function UserMessagesScreen() {
  return <PlannedScreen title="Messages">Messages sent to and from this person will be listed here.</PlannedScreen>
}
