import { Heading, Stack } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { MessageList } from '../../../features/messages/components/message-list'
import { OwnInbox } from '../../../features/messages/components/own-inbox'
import { useGetMeQuery } from '../../../features/session/api/get-me'

export const Route = createFileRoute('/_default/_authed/users/$id/messages')({ component: UserMessagesScreen })

function UserMessagesScreen() {
  const { id } = Route.useParams()
  const me = useGetMeQuery()
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        Messages
      </Heading>
      <OwnInbox pageUserId={id} myUserId={me.data?.user.id} section="messages">
        <MessageList />
      </OwnInbox>
    </Stack>
  )
}
