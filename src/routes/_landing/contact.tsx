import { Heading, Text } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { useBrand } from '../../lib/site/use-brand'
import { requireSignedOut } from '../-guards'

export const Route = createFileRoute('/_landing/contact')({
  beforeLoad: requireSignedOut,
  component: ContactScreen,
})

function ContactScreen() {
  const { name } = useBrand().site.meta
  return (
    <>
      <Heading as="h1" size="2xl" marginBottom="4">
        Contact {name}
      </Heading>
      <Text fontSize="lg">
        A form to send {name} a message will be here: your name, your e-mail address and your message, delivered to the
        people who run this site.
      </Text>
      <Text marginTop="4" color="fg.muted">
        This page is not available yet.
      </Text>
    </>
  )
}
