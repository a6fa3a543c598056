import { Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { cardDisplayName } from '../../../domain/card'
import { useGetCardQuery } from '../../../features/cards/api/get-card'
import { cardAddress, contactOf } from '../../../features/cards/card-contact'
import { CardEditor } from '../../../features/cards/components/card-editor'
import { useBrand } from '../../../lib/site/use-brand'
import { failureMessage, failureStatus, isOffline } from '../../../lib/api/api-failure'

// The designer is large: it is fetched when an admin opens it.
const QrDesigner = lazy(() => import('../../../features/qr/components/qr-designer'))

export const Route = createFileRoute('/_default/_authed/brands/$id/vcards/$vcardId')({ component: BrandVcardScreen })

function BrandVcardScreen() {
  const { id, vcardId } = Route.useParams()
  const navigate = useNavigate()
  const brand = useBrand()
  const card = useGetCardQuery({ brandId: id, cardId: vcardId })
  const origin = window.location.origin

  if (!card.data) {
    return (
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          Business card
        </Heading>
        {card.error ? (
          <Stack role="alert" gap="3" align="flex-start">
            <Text>{isOffline(card.error) ? 'You are offline, so the card cannot be loaded.' : failureMessage(card.error)}</Text>
            {failureStatus(card.error) === 404 ? null : (
              <Button variant="outline" onClick={() => void card.refetch()}>
                Try again
              </Button>
            )}
            <Link to="/brands/$id/vcards" params={{ id }}>
              All cards of the brand
            </Link>
          </Stack>
        ) : (
          <HStack role="status" gap="3">
            <Spinner size="sm" />
            <Text>Loading the card…</Text>
          </HStack>
        )}
      </Stack>
    )
  }

  const current = card.data
  const name = cardDisplayName(current) || current.key
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Link to="/brands/$id/vcards" params={{ id }}>
          All cards
        </Link>
        <Heading as="h1" size="2xl">
          Card of {name}
        </Heading>
      </Stack>
      <CardEditor
        key={current.id}
        brandId={id}
        card={current}
        brand={{ name: brand.site.meta.name, colors: brand.site.meta.colors }}
        publicUrl={cardAddress(origin, current.key)}
        onDeleted={() => void navigate({ to: '/brands/$id/vcards', params: { id } })}
        renderQr={() => (
          <Suspense fallback={<Text role="status">Loading the QR designer…</Text>}>
            <QrDesigner
              data={cardAddress(origin, current.key, true)}
              fileName={current.key}
              contact={contactOf({ ...current, organisation: current.organisation ?? brand.site.meta.name }, cardAddress(origin, current.key))}
            />
          </Suspense>
        )}
      />
    </Stack>
  )
}
