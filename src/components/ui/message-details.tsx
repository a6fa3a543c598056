import { Link, Stack, Text } from '@chakra-ui/react'
import type { Message } from '../../domain/message'
import { telUri } from '../../domain/vcard-file'

/** How to answer a message (its sender's e-mail and phone, as links) and what they wrote. */
export function MessageDetails({ message }: { message: Message }) {
  return (
    <>
      <Stack gap="0" marginTop="2">
        <Link href={`mailto:${message.from.email}`} color="link" dir="ltr" alignSelf="flex-start">
          {message.from.email}
        </Link>
        {message.from.phone ? (
          <Link href={telUri(message.from.phone)} color="link" dir="ltr" alignSelf="flex-start">
            {message.from.phone}
          </Link>
        ) : null}
      </Stack>
      {message.message ? (
        <Text marginTop="3" whiteSpace="pre-line">
          {message.message}
        </Text>
      ) : null}
    </>
  )
}
