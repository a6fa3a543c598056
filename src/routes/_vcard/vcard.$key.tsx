import { Box } from '@chakra-ui/react'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { z } from 'zod'
import { LoadingState, QueryState } from '../../components/ui/query-state'
import { useAppDispatch, useAppSelector } from '../../lib/store/hooks'
import type { PublicCard } from '../../domain/card'
import { useGetBrandPageQuery } from '../../features/cards/api/get-brand-page'
import { useGetPublicCardQuery } from '../../features/cards/api/get-public-card'
import { cardAddress } from '../../domain/card-address'
import { contactOf } from '../../features/cards/card-contact'
import { shareCard } from '../../features/cards/share-card'
import { useCardPalette } from '../../features/cards/card-palette'
import { BusinessPage } from '../../features/cards/components/business-page'
import { CardActions } from '../../features/cards/components/card-actions'
import { CardView } from '../../features/cards/components/card-view'
import { LeadForm } from '../../features/cards/components/lead-form'
import { useDocumentTitle } from '../../features/cards/use-document-title'
import { cardForgotten, cardSeen, contactSaved, selectSavedCard } from '../../features/saved-cards/saved-cards-slice'
import { guestIdReceived } from '../../features/session/session-slice'
import { ensureGuestId } from '../../features/session/session-thunks'
import { failureStatus } from '../../lib/api/api-failure'

// Most visitors never open the QR code: its drawing is fetched when they do.
const VisitorQr = lazy(() => import('../../features/qr/components/visitor-qr').then((module) => ({ default: module.VisitorQr })))

const searchSchema = z.object({ src: z.string().max(32).optional().catch(undefined) })

// One route serves both /vcard/{key} and the fixed /vcard/{name} page of one business: both are a
// single segment after /vcard/, so the segment names a card first and a business second.
export const Route = createFileRoute('/_vcard/vcard/$key')({ validateSearch: searchSchema, component: VcardScreen })

function VcardScreen() {
  const { key } = Route.useParams()
  const { src } = Route.useSearch()
  // What this device kept: shown before any answer. (A card page opened from the network is the
  // server's own page, src/card-page/; this route draws cards opened inside the app, and offline.)
  const saved = useAppSelector((state) => selectSavedCard(state, key))
  const dispatch = useAppDispatch()
  const query = useGetPublicCardQuery({ key, src })
  const status = failureStatus(query.error)
  const noCard = status === 404
  const page = useGetBrandPageQuery(key, { skip: !noCard })

  useEffect(() => {
    if (query.data) dispatch(cardSeen({ card: query.data, at: new Date().toISOString() }))
  }, [query.data, dispatch])
  // A card withdrawn or deleted must not live on from this device's copy.
  useEffect(() => {
    if (noCard) dispatch(cardForgotten(key.toLowerCase()))
  }, [noCard, key, dispatch])

  const card = query.data ?? (noCard ? null : (saved?.card ?? null))
  useCardPalette(card?.colors)
  useDocumentTitle(card?.display_name ?? null)

  if (card) return <CardScreen card={card} />
  if (noCard) {
    if (failureStatus(page.error) === 404) throw notFound()
    return (
      <QueryState query={page} loading={loadingMessage} offline={offlineMessage} centered>
        {(business) => <BusinessPage page={business} />}
      </QueryState>
    )
  }
  return (
    <QueryState query={query} loading={loadingMessage} offline={offlineMessage} centered>
      {(answer) => <CardScreen card={answer} />}
    </QueryState>
  )
}

const loadingMessage = <FormattedMessage id="cards.screen.loading" defaultMessage="Loading the card…" />
const offlineMessage = (
  <FormattedMessage
    id="cards.screen.offline"
    defaultMessage="You are offline, and this card has not been opened on this device before. It will show when you are back online."
  />
)

function CardScreen({ card }: { card: PublicCard }) {
  const dispatch = useAppDispatch()
  const [qrOpen, setQrOpen] = useState(false)
  const origin = window.location.origin
  const recipient = card.given_name || card.display_name
  const intl = useIntl()

  return (
    <CardView
      card={card}
      actions={
        <CardActions
          vcardUrl={card.vcard_url}
          cardUrl={cardAddress(origin, card.key)}
          name={card.display_name}
          qrOpen={qrOpen}
          onToggleQr={() => setQrOpen((open) => !open)}
          onContactSaved={() => dispatch(contactSaved({ card, at: new Date().toISOString() }))}
        />
      }
    >
      {qrOpen ? (
        <Box as="section" id="card-qr" aria-label={intl.formatMessage({ id: 'cards.screen.qr', defaultMessage: 'QR code' })} marginTop="8" textAlign="start">
          <Suspense fallback={<LoadingState label={<FormattedMessage id="cards.screen.loadingQr" defaultMessage="Loading the QR code…" />} centered />}>
            <VisitorQr
              address={cardAddress(origin, card.key, true)}
              name={card.display_name}
              contact={contactOf(card, cardAddress(origin, card.key))}
              onShare={() => void shareCard(cardAddress(origin, card.key), card.display_name)}
            />
          </Suspense>
        </Box>
      ) : null}
      <LeadForm
        cardKey={card.key}
        recipient={recipient}
        ensureGuestId={() => dispatch(ensureGuestId())}
        onSent={(answer) => dispatch(guestIdReceived(answer.guest_id))}
      />
    </CardView>
  )
}
