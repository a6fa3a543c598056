import { Stack } from '@chakra-ui/react'
import { defineMessages, useIntl } from 'react-intl'
import { MessageList } from '../../features/messages/components/message-list'
import { NotificationList } from '../../features/messages/components/notification-list'
import { OwnInbox } from '../../features/messages/components/own-inbox'
import { DeliverySettings } from '../../features/notifications/components/delivery-settings'
import { useGetMeQuery } from '../../features/session/api/get-me'
import { ScreenTitle } from '../../components/ui/screen-title'

const titles = defineMessages({
  messages: { id: 'shell.inbox.messages', defaultMessage: 'Messages' },
  notifications: { id: 'shell.inbox.notifications', defaultMessage: 'Notifications' },
})

const sections = {
  messages: { title: titles.messages, list: MessageList },
  notifications: { title: titles.notifications, list: NotificationList },
}

/** /users/{id}/messages and /users/{id}/notifications: the signed-in person's own inbox, by section. */
export function InboxScreen({ pageUserId, section }: { pageUserId: string; section: keyof typeof sections }) {
  const intl = useIntl()
  const me = useGetMeQuery()
  const { title, list: List } = sections[section]
  return (
    <Stack gap="4">
      <ScreenTitle title={intl.formatMessage(title)} />
      <OwnInbox pageUserId={pageUserId} myUserId={me.data?.user.id} section={section}>
        <List />
        {section === 'notifications' ? <DeliverySettings /> : null}
      </OwnInbox>
    </Stack>
  )
}
