import { Stack } from '@chakra-ui/react'
import { MessageList } from '../../features/messages/components/message-list'
import { NotificationList } from '../../features/messages/components/notification-list'
import { OwnInbox } from '../../features/messages/components/own-inbox'
import { DeliverySettings } from '../../features/notifications/components/delivery-settings'
import { useGetMeQuery } from '../../features/session/api/get-me'
import { ScreenTitle } from '../../components/ui/screen-title'

const sections = {
  messages: { title: 'Messages', list: MessageList },
  notifications: { title: 'Notifications', list: NotificationList },
}

/** /users/{id}/messages and /users/{id}/notifications: the signed-in person's own inbox, by section. */
export function InboxScreen({ pageUserId, section }: { pageUserId: string; section: keyof typeof sections }) {
  const me = useGetMeQuery()
  const { title, list: List } = sections[section]
  return (
    <Stack gap="4">
      <ScreenTitle title={title} />
      <OwnInbox pageUserId={pageUserId} myUserId={me.data?.user.id} section={section}>
        <List />
        {section === 'notifications' ? <DeliverySettings /> : null}
      </OwnInbox>
    </Stack>
  )
}
