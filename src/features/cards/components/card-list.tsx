import { Badge, Box, Image, Link, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { cardDisplayName } from '../../../domain/card'
import { ListRow } from '../../../components/ui/item-list'
import { QueryList } from '../../../components/ui/query-list'
import type { CardList } from '../../../domain/card'
import { useListCardPeopleQuery } from '../api/list-card-people'
import { useListCardsQuery } from '../api/list-cards'
import { useListOwnCardsQuery } from '../api/list-own-cards'
import { personWords } from '../card-people'

type Card = CardList['cards'][number]

/** Every card of the brand, drafts too, each opening its editor and naming its owner. */
export function CardList({ brandId }: { brandId: string }) {
  const cards = useListCardsQuery(brandId)
  const people = useListCardPeopleQuery(brandId)
  const intl = useIntl()
  const ownerOf = (card: Card) => {
    const owner = people.data?.members.find((member) => member.user_id === card.owner_user_id)
    if (card.owner_user_id === null) return intl.formatMessage({ id: 'cards.list.noOwner', defaultMessage: 'no owner' })
    return owner ? intl.formatMessage({ id: 'cards.list.ownedBy', defaultMessage: 'owned by {person}' }, { person: personWords(intl, owner) }) : null
  }
  return (
    <QueryList
      query={cards}
      items={(answer) => answer.cards}
      keyOf={(card) => card.id}
      label={intl.formatMessage({ id: 'cards.list.label', defaultMessage: 'Cards' })}
      gap="2"
      loading={<FormattedMessage id="cards.list.loading" defaultMessage="Loading the cards…" />}
      offline={<FormattedMessage id="cards.list.offline" defaultMessage="You are offline, so the cards cannot be loaded." />}
      empty={<FormattedMessage id="cards.list.empty" defaultMessage="The brand has no cards yet: create the first one below." />}
    >
      {(card) => <CardRow brandId={brandId} card={card} owner={ownerOf(card)} />}
    </QueryList>
  )
}

/** The person's own cards of the brand: what a member, who may not see the others', is shown. */
export function OwnCardList({ brandId }: { brandId: string }) {
  const cards = useListOwnCardsQuery(brandId)
  const intl = useIntl()
  return (
    <QueryList
      query={cards}
      items={(answer) => answer.cards}
      keyOf={(card) => card.id}
      label={intl.formatMessage({ id: 'cards.ownList.label', defaultMessage: 'Your cards' })}
      gap="2"
      loading={<FormattedMessage id="cards.ownList.loading" defaultMessage="Loading your cards…" />}
      offline={<FormattedMessage id="cards.ownList.offline" defaultMessage="You are offline, so your cards cannot be loaded." />}
      empty={<FormattedMessage id="cards.ownList.empty" defaultMessage="You have no card of this brand yet." />}
    >
      {(card) => <CardRow brandId={brandId} card={card} owner={null} />}
    </QueryList>
  )
}

/** A card's row; `owner` says whose it is ("owned by Ana Ruiz", "no owner"), when known. */
function CardRow({ brandId, card, owner }: { brandId: string; card: Card; owner: string | null }) {
  const path = `/vcard/${card.key}`
  const details = [card.job_title, owner]
    .filter(Boolean)
    .map((part) => ` · ${part}`)
    .join('')
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
          <bdi dir="ltr">{path}</bdi>
          {details}
        </Text>
      </Box>
      <Badge colorPalette={card.published ? 'green' : 'gray'}>
        {card.published ? <FormattedMessage id="cards.list.published" defaultMessage="Published" /> : <FormattedMessage id="cards.list.draft" defaultMessage="Draft" />}
      </Badge>
    </ListRow>
  )
}
