import { Badge, Box, Button, Flex, HStack, Image, Link, Spinner, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { cardDisplayName } from '../../../domain/card'
import { failureMessage, isOffline } from '../../../lib/api/api-failure'
import { useListCardsQuery } from '../api/list-cards'

/** Every card of the brand, drafts too, each opening its editor. */
export function CardList({ brandId }: { brandId: string }) {
  const cards = useListCardsQuery(brandId)
  if (cards.error) {
    return (
      <Stack role="alert" gap="3" align="flex-start">
        <Text>{isOffline(cards.error) ? 'You are offline, so the cards cannot be loaded.' : failureMessage(cards.error)}</Text>
        <Button variant="outline" onClick={() => void cards.refetch()}>
          Try again
        </Button>
      </Stack>
    )
  }
  if (!cards.data) {
    return (
      <HStack role="status" gap="3">
        <Spinner size="sm" />
        <Text>Loading the cards…</Text>
      </HStack>
    )
  }
  if (cards.data.cards.length === 0) return <Text color="fg.muted">The brand has no cards yet: create the first one below.</Text>
  return (
    <Stack as="ul" listStyleType="none" gap="2" aria-label="Cards">
      {cards.data.cards.map((card) => (
        <Flex as="li" key={card.id} gap="3" align="center" borderWidth="1px" borderColor="border" borderRadius="md" padding="3">
          {card.photo ? (
            <Image src={card.photo} alt="" width="10" height="10" borderRadius="full" objectFit="cover" flexShrink={0} />
          ) : (
            <Box width="10" height="10" borderRadius="full" bg="primary.subtle" flexShrink={0} />
          )}
          <Box flex="1" minWidth="0">
            <Link asChild color="link" fontWeight="semibold">
              <RouterLink to="/brands/$id/vcards/$vcardId" params={{ id: brandId, vcardId: card.id }}>
                {cardDisplayName(card) || card.key}
              </RouterLink>
            </Link>
            <Text fontSize="sm" color="fg.muted" truncate>
              /vcard/{card.key}
              {card.job_title ? ` · ${card.job_title}` : ''}
            </Text>
          </Box>
          <Badge colorPalette={card.published ? 'green' : 'gray'}>{card.published ? 'Published' : 'Draft'}</Badge>
        </Flex>
      ))}
    </Stack>
  )
}
