import { Badge, Box, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { BrandScreenLink } from '../../../components/ui/brand-screen-link'
import { QueryState } from '../../../components/ui/query-state'
import type { PersonOverview as Overview } from '../../../domain/people'
import { failureStatus } from '../../../lib/api/api-failure'
import { roleNames } from '../../../lib/features/brand-role'
import { useGetPersonOverviewQuery } from '../api/get-person-overview'
import { personName } from '../person-name'
import { PersonPhoto } from './person-photo'
import { TitledSection } from '../../../components/ui/titled-section'

/** A person's page: who they are, their cards of this site's brand and the brands they belong to. */
export function PersonOverview({ id }: { id: string }) {
  const overview = useGetPersonOverviewQuery(id)
  return (
    <QueryState
      query={overview}
      loading={<FormattedMessage id="people.overview.loading" defaultMessage="Loading the person…" />}
      offline={<FormattedMessage id="people.overview.offline" defaultMessage="You are offline, so this page cannot be loaded. It will load when you are back online." />}
      canRetry={(error) => failureStatus(error) !== 404}
    >
      {(answer) => <OverviewContent overview={answer} />}
    </QueryState>
  )
}

function OverviewContent({ overview }: { overview: Overview }) {
  const { person, cards, brands } = overview
  const intl = useIntl()
  const name = personName(person, intl.formatMessage)
  return (
    <Stack gap="8">
      <Flex gap="4" align="center" wrap="wrap">
        <PersonPhoto person={person} size="2xl" />
        <Stack gap="1" minWidth="0">
          <Heading as="h1" size="2xl">
            {name}
          </Heading>
          {person.email ? (
            <Text color="fg.muted">
              <Text as="span" dir="ltr">
                {person.email}
              </Text>
            </Text>
          ) : null}
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={person.listed ? 'green' : 'gray'}>
              {person.listed ? (
                <FormattedMessage id="people.overview.listed" defaultMessage="Listed in the directory" />
              ) : (
                <FormattedMessage id="people.notListed" defaultMessage="Not listed" />
              )}
            </Badge>
            {person.role === 'admin' ? (
              <Badge colorPalette="primary">
                <FormattedMessage id="people.overview.siteAdmin" defaultMessage="Site administrator" />
              </Badge>
            ) : null}
            {person.suspended ? (
              <Badge colorPalette="red">
                <FormattedMessage id="people.suspended" defaultMessage="Suspended" />
              </Badge>
            ) : null}
          </HStack>
        </Stack>
      </Flex>
      {person.bio ? <Text whiteSpace="pre-line">{person.bio}</Text> : null}

      <TitledSection title={intl.formatMessage({ id: 'people.overview.cards', defaultMessage: 'Cards' })} titleSpace="3">
        {cards.length === 0 ? (
          <Text color="fg.muted">
            <FormattedMessage id="people.overview.noCards" defaultMessage="No business card of this brand is made out to {name} yet." values={{ name }} />
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="2">
            {cards.map((card) => (
              <Flex as="li" key={card.id} gap="3" align="center" wrap="wrap" borderWidth="1px" borderColor="border" borderRadius="md" padding="3">
                <Box flex="1" minWidth="10rem">
                  <Text fontWeight="semibold">{card.name || card.key}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    <FormattedMessage
                      id="people.overview.cardAddress"
                      defaultMessage="<ltr>/vcard/{key}</ltr>"
                      values={{
                        key: card.key,
                        ltr: (chunks) => (
                          <Text as="span" dir="ltr">
                            {chunks}
                          </Text>
                        ),
                      }}
                    />
                  </Text>
                </Box>
                <Badge colorPalette={card.published ? 'green' : 'gray'}>
                  {card.published ? (
                    <FormattedMessage id="people.overview.published" defaultMessage="Published" />
                  ) : (
                    <FormattedMessage id="people.overview.draft" defaultMessage="Draft" />
                  )}
                </Badge>
                <Link asChild color="link">
                  <RouterLink to="/brands/$id/vcards/$vcardId" params={{ id: card.brand_id, vcardId: card.id }} aria-label={intl.formatMessage({ id: 'people.overview.editCard', defaultMessage: 'Edit the card {card}' }, { card: card.name || card.key })}
                  >
                    <FormattedMessage id="people.overview.edit" defaultMessage="Edit" />
                  </RouterLink>
                </Link>
                {card.published ? (
                  <Link asChild color="link">
                    <RouterLink to="/vcard/$key" params={{ key: card.key }} aria-label={intl.formatMessage({ id: 'people.overview.viewCard', defaultMessage: 'View the card {card}' }, { card: card.name || card.key })}
                    >
                      <FormattedMessage id="people.overview.view" defaultMessage="View" />
                    </RouterLink>
                  </Link>
                ) : null}
              </Flex>
            ))}
          </Stack>
        )}
      </TitledSection>

      <TitledSection title={intl.formatMessage({ id: 'people.overview.brands', defaultMessage: 'Brands' })} titleSpace="3">
        {brands.length === 0 ? (
          <Text color="fg.muted">
            <FormattedMessage id="people.overview.noBrands" defaultMessage="{name} is not a member of any brand." values={{ name }} />
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="2">
            {brands.map((brand) => (
              <Flex as="li" key={brand.id} gap="3" align="center" borderWidth="1px" borderColor="border" borderRadius="md" padding="3">
                <BrandScreenLink brandId={brand.id} color="link" fontWeight="semibold" flex="1">
                  {brand.name}
                </BrandScreenLink>
                <Badge>{intl.formatMessage(roleNames[brand.role])}</Badge>
              </Flex>
            ))}
          </Stack>
        )}
      </TitledSection>
    </Stack>
  )
}
