import { Badge, Box, Flex, Image, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { cardDisplayName } from '../../../domain/card'
import { QueryState } from '../../../components/ui/query-state'
import type { CardList } from '../../../domain/card'
import { useListCardsQuery } from '../api/list-cards'

/** Every card of the brand, drafts too, each opening its editor. */
export function CardList({ brandId }: { brandId: string }) {
  const cards = useListCardsQuery(brandId)
  return (
    <QueryState
      query={cards}
      loading="Loading the cards…"
      offline="You are offline, so the cards cannot be loaded."
      empty={{ when: (answer) => answer.cards.length === 0, message: 'The brand has no cards yet: create the first one below.' }}
    >
      {(answer) => <Cards brandId={brandId} cards={answer.cards} />}
    </QueryState>
  )
}

function Cards({ brandId, cards }: { brandId: string; cards: CardList['cards'] }) {
  return (
    <Stack as="ul" listStyleType="none" gap="2" aria-label="Cards">
      {cards.map((card) => (
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
