import { Badge, Heading, Link, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import type { Message } from '../../../domain/message'
import { useListMessagesQuery } from '../api/list-messages'
import { MessageDetails } from '../../../components/ui/message-details'
import { ListRow } from '../../../components/ui/item-list'
import { QueryList } from '../../../components/ui/query-list'
import { receivedOptions } from '../received-format'

/** The signed-in person's messages: the details visitors left on their cards and messages from the contact page, newest first. */
export function MessageList() {
  const intl = useIntl()
  const messages = useListMessagesQuery(undefined, { refetchOnMountOrArgChange: true })
  return (
    <QueryList
      query={messages}
      items={(answer) => answer.messages}
      keyOf={(message) => message.id}
      label={intl.formatMessage({ id: 'messages.list.label', defaultMessage: 'Messages' })}
      gap="4"
      loading={<FormattedMessage id="messages.list.loading" defaultMessage="Loading your messages…" />}
      offline={<FormattedMessage id="messages.list.offline" defaultMessage="You are offline, so your messages cannot be loaded. They will load when you are back online." />}
      empty={<FormattedMessage id="messages.list.empty" defaultMessage="No messages yet. When someone leaves their details on one of your cards, they appear here." />}
    >
      {(message) => <MessageRow message={message} />}
    </QueryList>
  )
}

function MessageRow({ message }: { message: Message }) {
  const intl = useIntl()
  const when = intl.formatDate(new Date(message.created_at), receivedOptions)
  return (
    <ListRow padding="4">
      <Heading as="h2" size="md" display="flex" gap="2" alignItems="center" flexWrap="wrap">
        {message.from.name}
        {message.read_at ? null : (
          <Badge colorPalette="primary">
            <FormattedMessage id="messages.list.new" defaultMessage="New" />
          </Badge>
        )}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {message.card ? (
          <FormattedMessage
            id="messages.list.onCard"
            defaultMessage="{when} · on the card {card}"
            values={{
              when,
              card: (
                <Link asChild color="link">
                  <RouterLink to="/vcard/$key" params={{ key: message.card.key }}>
                    {message.card.key}
                  </RouterLink>
                </Link>
              ),
            }}
          />
        ) : message.kind === 'contact' ? (
          <FormattedMessage id="messages.list.byContactPage" defaultMessage="{when} · through the contact page" values={{ when }} />
        ) : (
          when
        )}
      </Text>
      <MessageDetails message={message} />
    </ListRow>
  )
}
