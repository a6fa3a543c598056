import { Box, Stack } from '@chakra-ui/react'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { useGetCardTemplateQuery } from '../../../features/cards/api/card-template'
import { useListCardsQuery } from '../../../features/cards/api/list-cards'
import { useListOwnCardsQuery } from '../../../features/cards/api/list-own-cards'
import type { BrandPermissions } from '../../../features/cards/brand-permissions'
import { CardForMember } from '../../../features/cards/components/card-for-member'
import { CardImport } from '../../../features/cards/components/card-import'
import { CardList, OwnCardList } from '../../../features/cards/components/card-list'
import { CardTemplateEditor } from '../../../features/cards/components/card-template-editor'
import { NewCardForm } from '../../../features/cards/components/new-card-form'
import { OwnCardOffer } from '../../../features/cards/components/own-card-offer'
import { useGetWorkspaceQuery } from '../../../features/workspace/api/get-workspace'
import { needs, useMayInBrand } from '../../../features/workspace/use-may-in-brand'
import { LoadingState } from '../../../components/ui/query-state'
import { ScreenTitle } from '../../../components/ui/screen-title'
import type { Card } from '../../../domain/card'
import { useBrand } from '../../../lib/site/use-brand'

export const Route = createFileRoute('/_default/_authed/brands/$id/vcards/')({ component: BrandVcardsScreen })

/**
 * The brand's cards. Whoever edits every card sees them all and makes, imports and gives cards;
 * anyone else of the brand sees their own, or how to get one. The role decides before anything is
 * asked of the server, so no one is shown a refusal.
 */
function BrandVcardsScreen() {
  const intl = useIntl()
  const { id } = Route.useParams()
  const navigate = useNavigate()
  const workspace = useGetWorkspaceQuery()
  const permissions: BrandPermissions = { may: useMayInBrand(id), needs }
  const brand = useBrand()
  const open = (card: Card) => void navigate({ to: '/brands/$id/vcards/$vcardId', params: { id, vcardId: card.id } })
  const me = workspace.data?.user.id
  return (
    <Stack gap="6">
      <ScreenTitle title={intl.formatMessage({ id: 'workspace.cardsScreen.title', defaultMessage: 'Business cards' })} />
      {!me ? (
        <LoadingState label={<FormattedMessage id="workspace.cardsScreen.loading" defaultMessage="Loading the cards…" />} />
      ) : permissions.may('edit-cards') ? (
        <EditorsCards brandId={id} brandName={brand.site.meta.name} me={me} permissions={permissions} open={open} />
      ) : (
        <Stack gap="6">
          <OwnCardList brandId={id} />
          <OwnCardOfferIfNone brandId={id} brandName={brand.site.meta.name} me={me} permissions={permissions} open={open} />
        </Stack>
      )}
    </Stack>
  )
}

type ScreenProps = { brandId: string; brandName: string; me: string; permissions: BrandPermissions; open: (card: Card) => void }

function EditorsCards({ brandId: id, brandName, me, permissions, open }: ScreenProps) {
  // The template is the brand's to set: its admins and owners see its editor here.
  const template = useGetCardTemplateQuery(id, { skip: !permissions.may('edit-brand') })
  const cards = useListCardsQuery(id)
  const owners = new Set((cards.data?.cards ?? []).flatMap((card) => (card.owner_user_id ? [card.owner_user_id] : [])))
  return (
    <Stack gap="6">
      {cards.data && !owners.has(me) ? <OwnCardOffer brandId={id} brandName={brandName} me={me} permissions={permissions} onCreated={open} /> : null}
      <CardList brandId={id} />
      <Box {...permissions.needs('edit-cards')}>
        <NewCardForm brandId={id} onCreated={open} />
      </Box>
      <CardForMember brandId={id} owners={owners} permissions={permissions} onCreated={open} />
      <Box {...permissions.needs('edit-cards')}>
        <CardImport brandId={id} />
      </Box>
      {template.data ? (
        <Box {...permissions.needs('edit-brand')}>
          <CardTemplateEditor brandId={id} template={template.data} />
        </Box>
      ) : null}
    </Stack>
  )
}

function OwnCardOfferIfNone(props: ScreenProps) {
  const own = useListOwnCardsQuery(props.brandId)
  if (!own.data || own.data.cards.length > 0) return null
  return <OwnCardOffer brandId={props.brandId} brandName={props.brandName} me={props.me} permissions={props.permissions} onCreated={props.open} />
}
