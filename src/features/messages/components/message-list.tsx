import { Badge, Box, Heading, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import type { Message } from '../../../domain/message'
import { useListMessagesQuery } from '../api/list-messages'
import { MessageDetails } from '../../../components/ui/message-details'
import { QueryState } from '../../../components/ui/query-state'
import { receivedFormat } from '../received-format'

/** The signed-in person's messages: the details visitors left on their cards and messages from the contact page, newest first. */
export function MessageList() {
  const messages = useListMessagesQuery(undefined, { refetchOnMountOrArgChange: true })
  return (
    <QueryState
      query={messages}
      loading="Loading your messages…"
      offline="You are offline, so your messages cannot be loaded. They will load when you are back online."
      empty={{
        when: (answer) => answer.messages.length === 0,
        message: 'No messages yet. When someone leaves their details on one of your cards, they appear here.',
      }}
    >
      {(answer) => <Messages messages={answer.messages} />}
    </QueryState>
  )
}

function Messages({ messages }: { messages: Message[] }) {
  return (
    <Stack as="ul" listStyleType="none" gap="4" aria-label="Messages">
      {messages.map((message) => (
        <Box as="li" key={message.id} borderWidth="1px" borderColor="border" borderRadius="md" padding="4">
          <Heading as="h2" size="md" display="flex" gap="2" alignItems="center" flexWrap="wrap">
            {message.from.name}
            {message.read_at ? null : <Badge colorPalette="primary">New</Badge>}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {receivedFormat.format(new Date(message.created_at))}
            {message.card ? (
              <>
                {' · on the card '}
                <Link asChild color="link">
                  <RouterLink to="/vcard/$key" params={{ key: message.card.key }}>
                    {message.card.key}
                  </RouterLink>
                </Link>
              </>
            ) : message.kind === 'contact' ? (
              ' · through the contact page'
            ) : null}
          </Text>
          <MessageDetails message={message} />
        </Box>
      ))}
    </Stack>
  )
}
