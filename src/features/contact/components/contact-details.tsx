import { Heading, Link, Stack, Text } from '@chakra-ui/react'
import type { SiteContact } from '../../../domain/contact'
import { telUri } from '../../../domain/vcard-file'

/** How to reach the brand, from its business page profile: only what it filled in. */
export function ContactDetails({ contact }: { contact: SiteContact }) {
  const address = contact.address ? [contact.address.street, [contact.address.postal_code, contact.address.locality].filter(Boolean).join(' '), contact.address.region, contact.address.country].filter(Boolean) : []
  const any = contact.email || contact.phone || contact.website || address.length > 0
  if (!any) return null
  return (
    <Stack as="section" aria-label={`How to reach ${contact.name}`} gap="2">
      <Heading as="h2" size="lg">
        Reach us
      </Heading>
      {contact.email ? (
        <Link href={`mailto:${contact.email}`} color="link">
          {contact.email}
        </Link>
      ) : null}
      {contact.phone ? (
        <Link href={telUri(contact.phone)} color="link">
          {contact.phone}
        </Link>
      ) : null}
      {contact.website ? (
        <Link href={contact.website} color="link" target="_blank" rel="noopener noreferrer">
          {contact.website}
        </Link>
      ) : null}
      {address.length > 0 ? (
        <Text as="address" fontStyle="normal" whiteSpace="pre-line">
          {address.join('\n')}
        </Text>
      ) : null}
    </Stack>
  )
}
