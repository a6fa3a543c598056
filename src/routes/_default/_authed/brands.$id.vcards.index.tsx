import { Heading, Stack } from '@chakra-ui/react'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { CardList } from '../../../features/cards/components/card-list'
import { NewCardForm } from '../../../features/cards/components/new-card-form'

export const Route = createFileRoute('/_default/_authed/brands/$id/vcards/')({ component: BrandVcardsScreen })

function BrandVcardsScreen() {
  const { id } = Route.useParams()
  const navigate = useNavigate()
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Business cards
      </Heading>
      <CardList brandId={id} />
      <NewCardForm brandId={id} onCreated={(card) => void navigate({ to: '/brands/$id/vcards/$vcardId', params: { id, vcardId: card.id } })} />
    </Stack>
  )
}
