import { Stack } from '@chakra-ui/react'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { cardDisplayName } from '../../../domain/card'
import { useGetCardTemplateQuery } from '../../../features/cards/api/card-template'
import { useGetCardQuery } from '../../../features/cards/api/get-card'
import { cardAddress } from '../../../domain/card-address'
import { contactOf } from '../../../features/cards/card-contact'
import { CardEditor } from '../../../features/cards/components/card-editor'
import { CardSharing } from '../../../features/cards/components/card-sharing'
import type { BrandPermissions } from '../../../features/cards/brand-permissions'
import { useGetWorkspaceQuery } from '../../../features/workspace/api/get-workspace'
import { needs, useMayInBrand } from '../../../features/workspace/use-may-in-brand'
import { useBrand } from '../../../lib/site/use-brand'
import { LoadingState, QueryState } from '../../../components/ui/query-state'
import type { Card } from '../../../domain/card'
import { failureStatus } from '../../../lib/api/api-failure'
import { ScreenTitle } from '../../../components/ui/screen-title'

// The designer is large: it is fetched when an admin opens it.
const QrDesigner = lazy(() => import('../../../features/qr/components/qr-designer'))

export const Route = createFileRoute('/_default/_authed/brands/$id/vcards/$vcardId')({ component: BrandVcardScreen })

function BrandVcardScreen() {
  const intl = useIntl()
  const { id, vcardId } = Route.useParams()
  const card = useGetCardQuery({ brandId: id, cardId: vcardId })
  const me = useGetWorkspaceQuery().data?.user.id
  if (card.data && me) return <CardScreen brandId={id} current={card.data} me={me} />
  return (
    <Stack gap="4">
      <ScreenTitle title={intl.formatMessage({ id: 'workspace.cardScreen.title', defaultMessage: 'Business card' })} />
      <QueryState
        query={card}
        loading={<FormattedMessage id="workspace.cardScreen.loading" defaultMessage="Loading the card…" />}
        offline={<FormattedMessage id="workspace.cardScreen.offline" defaultMessage="You are offline, so the card cannot be loaded." />}
        // A card that does not exist, or is someone else's, will not appear by asking again.
        canRetry={(error) => failureStatus(error) !== 404 && failureStatus(error) !== 403}
        actions={
          <Link to="/brands/$id/vcards" params={{ id }}>
            <FormattedMessage id="workspace.cardScreen.allOfBrand" defaultMessage="All cards of the brand" />
          </Link>
        }
      >
        {() => null}
      </QueryState>
    </Stack>
  )
}

function CardScreen({ brandId: id, current, me }: { brandId: string; current: Card; me: string }) {
  const intl = useIntl()
  const navigate = useNavigate()
  const permissions: BrandPermissions = { may: useMayInBrand(id), needs }
  const template = useGetCardTemplateQuery(id)
  const brand = useBrand()
  const origin = window.location.origin
  const name = cardDisplayName(current) || current.key
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Link to="/brands/$id/vcards" params={{ id }}>
          {permissions.may('edit-cards') ? (
            <FormattedMessage id="workspace.cardScreen.allCards" defaultMessage="All cards" />
          ) : (
            <FormattedMessage id="workspace.cardScreen.yourCards" defaultMessage="Your cards" />
          )}
        </Link>
        <ScreenTitle title={intl.formatMessage({ id: 'workspace.cardScreen.cardOf', defaultMessage: 'Card of {name}' }, { name })} />
      </Stack>
      <CardEditor
        key={current.id}
        brandId={id}
        card={current}
        brand={{ name: brand.site.meta.name, colors: brand.site.meta.colors }}
        publicUrl={cardAddress(origin, current.key)}
        onDeleted={() => void navigate({ to: '/brands/$id/vcards', params: { id } })}
        locked={template.data?.locked ?? []}
        me={me}
        permissions={permissions}
        renderQr={() => (
          <Suspense fallback={<LoadingState label={<FormattedMessage id="workspace.cardScreen.loadingQr" defaultMessage="Loading the QR designer…" />} />}>
            <QrDesigner
              data={cardAddress(origin, current.key, true)}
              fileName={current.key}
              contact={contactOf({ ...current, organisation: current.organisation ?? brand.site.meta.name }, cardAddress(origin, current.key))}
            />
          </Suspense>
        )}
      />
      <CardSharing card={current} origin={origin} brand={{ name: brand.site.meta.name, colors: brand.site.meta.colors }} />
    </Stack>
  )
}
