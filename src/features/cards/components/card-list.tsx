import { Badge, Box, Image, Link, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { cardDisplayName } from '../../../domain/card'
import { ListRow } from '../../../components/ui/item-list'
import { QueryList } from '../../../components/ui/query-list'
import type { CardList } from '../../../domain/card'
import { useListCardsQuery } from '../api/list-cards'

/** Every card of the brand, drafts too, each opening its editor. */
export function CardList({ brandId }: { brandId: string }) {
  const cards = useListCardsQuery(brandId)
  return (
    <QueryList query={cards} items={(answer) => answer.cards} keyOf={(card) => card.id} label="Cards" gap="2" of="the cards" empty="The brand has no cards yet: create the first one below.">
      {(card) => <CardRow brandId={brandId} card={card} />}
    </QueryList>
  )
}

function CardRow({ brandId, card }: { brandId: string; card: CardList['cards'][number] }) {
  return (
    <ListRow display="flex" gap="3" alignItems="center">
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
    </ListRow>
  )
}
