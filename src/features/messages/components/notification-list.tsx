import { Badge, Box, Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { useListNotificationsQuery, type NotificationList as Answer } from '../api/list-notifications'
import { useMarkNotificationMutation } from '../api/mark-notification'
import { QueryState } from '../../../components/ui/query-state'
import { receivedOptions } from '../received-format'

/** The signed-in person's notifications, newest first, each with a way to mark it read or unread. */
export function NotificationList() {
  const notifications = useListNotificationsQuery(undefined, { refetchOnMountOrArgChange: true })
  return (
    <QueryState
      query={notifications}
      loading={<FormattedMessage id="messages.notifications.loading" defaultMessage="Loading your notifications…" />}
      offline={
        <FormattedMessage id="messages.notifications.offline" defaultMessage="You are offline, so your notifications cannot be loaded. They will load when you are back online." />
      }
      empty={{ when: (answer) => answer.notifications.length === 0, message: <FormattedMessage id="messages.notifications.empty" defaultMessage="No notifications yet." /> }}
    >
      {(answer) => <Notifications answer={answer} />}
    </QueryState>
  )
}

function Notifications({ answer: { notifications: list, unread } }: { answer: Answer }) {
  const intl = useIntl()
  const [markNotification, marking] = useMarkNotificationMutation()
  return (
    <Stack gap="4">
      <Text color="fg.muted">
        <FormattedMessage id="messages.notifications.unread" defaultMessage="{count, plural, =0 {All read.} other {# unread.}}" values={{ count: unread }} />
      </Text>
      <Stack as="ul" listStyleType="none" gap="3" aria-label={intl.formatMessage({ id: 'messages.notifications.label', defaultMessage: 'Notifications' })}>
        {list.map((notification) => (
          <Box as="li" key={notification.id} borderWidth="1px" borderColor="border" borderRadius="md" padding="4">
            <Flex gap="3" justify="space-between" align="flex-start" wrap="wrap">
              <Box minWidth="0">
                <Heading as="h2" size="sm" display="flex" gap="2" alignItems="center" flexWrap="wrap">
                  {notification.link.startsWith('/') ? (
                    <Link asChild color="link">
                      <RouterLink to={notification.link}>{notification.title}</RouterLink>
                    </Link>
                  ) : (
                    notification.title
                  )}
                  {notification.read_at ? null : (
                    <Badge colorPalette="primary">
                      <FormattedMessage id="messages.notifications.new" defaultMessage="New" />
                    </Badge>
                  )}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {intl.formatDate(new Date(notification.created_at), receivedOptions)}
                </Text>
                {notification.body ? <Text marginTop="2">{notification.body}</Text> : null}
              </Box>
              <Button size="sm" variant="outline" disabled={marking.isLoading} onClick={() => void markNotification({ id: notification.id, read: notification.read_at === null })}>
                {notification.read_at === null ? (
                  <FormattedMessage id="messages.notifications.markRead" defaultMessage="Mark as read" />
                ) : (
                  <FormattedMessage id="messages.notifications.markUnread" defaultMessage="Mark as unread" />
                )}
              </Button>
            </Flex>
          </Box>
        ))}
      </Stack>
    </Stack>
  )
}
