import { Button } from '@chakra-ui/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { notifyError, notifySuccess } from '../../../lib/notifications/toaster'
import { shareCard } from '../share-card'

type CardActionsProps = {
  /** Where the contact file is downloaded from. */
  vcardUrl: string
  /** The card's own address, as shared. */
  cardUrl: string
  name: string
  qrOpen: boolean
  onToggleQr: () => void
  onContactSaved: () => void
}

/** Save contact, Share and QR: what a visitor does with a card, in one row under the name. */
export function CardActions({ vcardUrl, cardUrl, name, qrOpen, onToggleQr, onContactSaved }: CardActionsProps) {
  const intl = useIntl()
  async function share() {
    const outcome = await shareCard(cardUrl, name)
    if (outcome === 'copied') notifySuccess(intl.formatMessage({ id: 'cards.actions.linkCopied', defaultMessage: 'Link copied' }))
    if (outcome === 'failed') notifyError(intl.formatMessage({ id: 'cards.actions.copyFailed', defaultMessage: "The link could not be copied. The card's address is {address}" }, { address: cardUrl }))
  }

  return (
    <>
      <Button asChild colorPalette="primary" flex="1" height="12" fontWeight="semibold">
        <a href={vcardUrl} download onClick={onContactSaved}>
          <FormattedMessage id="cards.actions.saveContact" defaultMessage="Save contact" />
        </a>
      </Button>
      <Button variant="subtle" colorPalette="primary" height="12" onClick={() => void share()}>
        <FormattedMessage id="cards.actions.share" defaultMessage="Share" />
      </Button>
      <Button variant="subtle" colorPalette="primary" height="12" aria-expanded={qrOpen} aria-controls="card-qr" onClick={onToggleQr}>
        <FormattedMessage id="cards.actions.qr" defaultMessage="QR code" />
      </Button>
    </>
  )
}
