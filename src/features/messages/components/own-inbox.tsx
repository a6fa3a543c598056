import { Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

/**
 * The inbox shown under /users/{id}/… is always the signed-in person's own (the API knows no
 * other), so under another person's address it says so rather than show it as theirs.
 */
export function OwnInbox({
  pageUserId,
  myUserId,
  section,
  children,
}: {
  pageUserId: string
  myUserId: string | undefined
  section: 'messages' | 'notifications'
  children: ReactNode
}) {
  if (myUserId !== undefined && myUserId !== pageUserId) {
    return (
      <Text>
        <FormattedMessage
          id="messages.ownInbox.onlyYours"
          defaultMessage="You can see only your own {section, select, messages {messages} other {notifications}}: <link>open yours</link>."
          values={{
            section,
            link: (words) => (
              <Link to={section === 'messages' ? '/users/$id/messages' : '/users/$id/notifications'} params={{ id: myUserId }}>
                {words}
              </Link>
            ),
          }}
        />
      </Text>
    )
  }
  return <>{children}</>
}
