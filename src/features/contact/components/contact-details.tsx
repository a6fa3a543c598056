import { Heading, Link, Stack, Text } from '@chakra-ui/react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { SiteContact } from '../../../domain/contact'
import { telUri } from '../../../domain/vcard-file'

/** How to reach the brand, from its business page profile: only what it filled in. */
export function ContactDetails({ contact }: { contact: SiteContact }) {
  const intl = useIntl()
  const address = contact.address ? [contact.address.street, [contact.address.postal_code, contact.address.locality].filter(Boolean).join(' '), contact.address.region, contact.address.country].filter(Boolean) : []
  const any = contact.email || contact.phone || contact.website || address.length > 0
  if (!any) return null
  return (
    <Stack as="section" aria-label={intl.formatMessage({ id: 'contact.details.label', defaultMessage: 'How to reach {name}' }, { name: contact.name })} gap="2">
      <Heading as="h2" size="lg">
        <FormattedMessage id="contact.details.title" defaultMessage="Reach us" />
      </Heading>
      {contact.email ? (
        <Link href={`mailto:${contact.email}`} color="link" dir="ltr" alignSelf="flex-start">
          {contact.email}
        </Link>
      ) : null}
      {contact.phone ? (
        <Link href={telUri(contact.phone)} color="link" dir="ltr" alignSelf="flex-start">
          {contact.phone}
        </Link>
      ) : null}
      {contact.website ? (
        <Link href={contact.website} color="link" target="_blank" rel="noopener noreferrer" dir="ltr" alignSelf="flex-start">
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
