import { Heading, Stack } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { NotificationList } from '../../../features/messages/components/notification-list'
import { OwnInbox } from '../../../features/messages/components/own-inbox'
import { useGetMeQuery } from '../../../features/session/api/get-me'

export const Route = createFileRoute('/_default/_authed/users/$id/notifications')({ component: UserNotificationsScreen })

function UserNotificationsScreen() {
  const { id } = Route.useParams()
  const me = useGetMeQuery()
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        Notifications
      </Heading>
      <OwnInbox pageUserId={id} myUserId={me.data?.user.id} section="notifications">
        <NotificationList />
      </OwnInbox>
    </Stack>
  )
}
