import { Badge, Heading, Link, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import type { Message } from '../../../domain/message'
import { useListMessagesQuery } from '../api/list-messages'
import { MessageDetails } from '../../../components/ui/message-details'
import { ListRow } from '../../../components/ui/item-list'
import { QueryList } from '../../../components/ui/query-list'
import { receivedFormat } from '../received-format'

/** The signed-in person's messages: the details visitors left on their cards and messages from the contact page, newest first. */
export function MessageList() {
  const messages = useListMessagesQuery(undefined, { refetchOnMountOrArgChange: true })
  return (
    <QueryList query={messages} items={(answer) => answer.messages} keyOf={(message) => message.id} label="Messages" gap="4" of="your messages" reloads="they" empty="No messages yet. When someone leaves their details on one of your cards, they appear here.">
      {(message) => <MessageRow message={message} />}
    </QueryList>
  )
}

function MessageRow({ message }: { message: Message }) {
  return (
    <ListRow padding="4">
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
    </ListRow>
  )
}
