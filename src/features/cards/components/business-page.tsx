import { Box, Flex, Heading, Image, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import type { BrandPage } from '../../../domain/brand-profile'
import { businessContactLinks } from '../../../domain/card-links'
import { LinkList } from './card-view'
import { TitledSection } from '../../../components/ui/titled-section'

/** The fixed page of one business (/vcard/{name}): who they are, how to reach them, and their people's cards. */
export function BusinessPage({ page }: { page: BrandPage }) {
  const { brand, profile, cards } = page
  const intl = useIntl()
  const contact = businessContactLinks(profile, (descriptor, values) => intl.formatMessage(descriptor, values))
  return (
    <Box as="article" aria-labelledby="business-name">
      <Box textAlign="center">
        {brand.logo ? (
          <Image src={brand.logo} alt={intl.formatMessage({ id: 'cards.business.logoAlt', defaultMessage: '{brand} logo' }, { brand: brand.name })} maxHeight="24" maxWidth="60%" marginX="auto" marginBottom="4" objectFit="contain" />
        ) : null}
        <Heading as="h1" id="business-name" fontSize="1.75rem" lineHeight="1.2" fontWeight="bold">
          {brand.name}
        </Heading>
      </Box>
      {profile.about ? (
        <Text marginTop="4" whiteSpace="pre-line">
          {profile.about}
        </Text>
      ) : null}
      {contact.length > 0 ? (
        <TitledSection title={<FormattedMessage id="cards.business.contact" defaultMessage="Contact" />} size="md" titleSpace="1" marginTop="6">
          <LinkList links={contact} label={intl.formatMessage({ id: 'cards.business.howToReach', defaultMessage: 'How to reach {brand}' }, { brand: brand.name })} />
        </TitledSection>
      ) : null}
      <TitledSection title={<FormattedMessage id="cards.business.people" defaultMessage="Our people" />} size="md" titleSpace="3" marginTop="8">
        {cards.length === 0 ? (
          <Text color="fg.muted">
            <FormattedMessage id="cards.business.noCards" defaultMessage="{brand} has not published any cards yet." values={{ brand: brand.name }} />
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="3">
            {cards.map((card) => (
              <Flex as="li" key={card.key} gap="3" align="center">
                {card.photo ? (
                  <Image src={card.photo} alt="" width="14" height="14" borderRadius="full" objectFit="cover" flexShrink={0} />
                ) : (
                  <Box width="14" height="14" borderRadius="full" bg="primary.subtle" flexShrink={0} />
                )}
                <Box minWidth="0">
                  <Link to="/vcard/$key" params={{ key: card.key }}>
                    <Text as="span" fontWeight="semibold" color="link">
                      {card.display_name}
                    </Text>
                  </Link>
                  {card.job_title ? (
                    <Text fontSize="sm" color="fg.muted">
                      {card.job_title}
                    </Text>
                  ) : null}
                </Box>
              </Flex>
            ))}
          </Stack>
        )}
      </TitledSection>
    </Box>
  )
}
