import { Badge, Box, Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useListNotificationsQuery } from '../api/list-notifications'
import { useMarkNotificationMutation } from '../api/mark-notification'
import { InboxLoading, InboxUnavailable, receivedFormat } from './inbox-state'

/** The signed-in person's notifications, newest first, each with a way to mark it read or unread. */
export function NotificationList() {
  const notifications = useListNotificationsQuery(undefined, { refetchOnMountOrArgChange: true })
  const [markNotification, marking] = useMarkNotificationMutation()
  if (notifications.error) {
    return <InboxUnavailable what="notifications" error={notifications.error} onRetry={() => void notifications.refetch()} />
  }
  if (!notifications.data) return <InboxLoading what="notifications" />
  const { notifications: list, unread } = notifications.data
  if (list.length === 0) return <Text color="fg.muted">No notifications yet.</Text>
  return (
    <Stack gap="4">
      <Text color="fg.muted">{unread === 0 ? 'All read.' : unread === 1 ? '1 unread.' : `${unread} unread.`}</Text>
      <Stack as="ul" listStyleType="none" gap="3" aria-label="Notifications">
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
                  {notification.read_at ? null : <Badge colorPalette="primary">New</Badge>}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {receivedFormat.format(new Date(notification.created_at))}
                </Text>
                {notification.body ? <Text marginTop="2">{notification.body}</Text> : null}
              </Box>
              <Button
                size="sm"
                variant="outline"
                disabled={marking.isLoading}
                onClick={() => void markNotification({ id: notification.id, read: notification.read_at === null })}
              >
                {notification.read_at === null ? 'Mark as read' : 'Mark as unread'}
              </Button>
            </Flex>
          </Box>
        ))}
      </Stack>
    </Stack>
  )
}
