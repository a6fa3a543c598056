import { Badge, Box, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { BrandScreenLink } from '../../../components/ui/brand-screen-link'
import { QueryState } from '../../../components/ui/query-state'
import type { PersonOverview as Overview } from '../../../domain/people'
import { failureStatus } from '../../../lib/api/api-failure'
import { useGetPersonOverviewQuery } from '../api/get-person-overview'
import { personName } from '../person-name'
import { PersonPhoto } from './person-photo'
import { TitledSection } from '../../../components/ui/titled-section'

const roleWords = { owner: 'Owner', admin: 'Admin', editor: 'Editor', member: 'Member' } as const

/** A person's page: who they are, their cards of this site's brand and the brands they belong to. */
export function PersonOverview({ id }: { id: string }) {
  const overview = useGetPersonOverviewQuery(id)
  return (
    <QueryState
      query={overview}
      loading="Loading the person…"
      offline="You are offline, so this page cannot be loaded. It will load when you are back online."
      canRetry={(error) => failureStatus(error) !== 404}
    >
      {(answer) => <OverviewContent overview={answer} />}
    </QueryState>
  )
}

function OverviewContent({ overview }: { overview: Overview }) {
  const { person, cards, brands } = overview
  return (
    <Stack gap="8">
      <Flex gap="4" align="center" wrap="wrap">
        <PersonPhoto person={person} size="2xl" />
        <Stack gap="1" minWidth="0">
          <Heading as="h1" size="2xl">
            {personName(person)}
          </Heading>
          {person.email ? <Text color="fg.muted">{person.email}</Text> : null}
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={person.listed ? 'green' : 'gray'}>{person.listed ? 'Listed in the directory' : 'Not listed'}</Badge>
            {person.role === 'admin' ? <Badge colorPalette="primary">Site administrator</Badge> : null}
            {person.suspended ? <Badge colorPalette="red">Suspended</Badge> : null}
          </HStack>
        </Stack>
      </Flex>
      {person.bio ? <Text whiteSpace="pre-line">{person.bio}</Text> : null}

      <TitledSection title="Cards" titleSpace="3">
        {cards.length === 0 ? (
          <Text color="fg.muted">No business card of this brand is made out to {personName(person)} yet.</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="2">
            {cards.map((card) => (
              <Flex as="li" key={card.id} gap="3" align="center" wrap="wrap" borderWidth="1px" borderColor="border" borderRadius="md" padding="3">
                <Box flex="1" minWidth="10rem">
                  <Text fontWeight="semibold">{card.name || card.key}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    /vcard/{card.key}
                  </Text>
                </Box>
                <Badge colorPalette={card.published ? 'green' : 'gray'}>{card.published ? 'Published' : 'Draft'}</Badge>
                <Link asChild color="link">
                  <RouterLink to="/brands/$id/vcards/$vcardId" params={{ id: card.brand_id, vcardId: card.id }} aria-label={`Edit the card ${card.name || card.key}`}>
                    Edit
                  </RouterLink>
                </Link>
                {card.published ? (
                  <Link asChild color="link">
                    <RouterLink to="/vcard/$key" params={{ key: card.key }} aria-label={`View the card ${card.name || card.key}`}>
                      View
                    </RouterLink>
                  </Link>
                ) : null}
              </Flex>
            ))}
          </Stack>
        )}
      </TitledSection>

      <TitledSection title="Brands" titleSpace="3">
        {brands.length === 0 ? (
          <Text color="fg.muted">{personName(person)} is not a member of any brand.</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="2">
            {brands.map((brand) => (
              <Flex as="li" key={brand.id} gap="3" align="center" borderWidth="1px" borderColor="border" borderRadius="md" padding="3">
                <BrandScreenLink brandId={brand.id} color="link" fontWeight="semibold" flex="1">
                  {brand.name}
                </BrandScreenLink>
                <Badge>{roleWords[brand.role]}</Badge>
              </Flex>
            ))}
          </Stack>
        )}
      </TitledSection>
    </Stack>
  )
}
