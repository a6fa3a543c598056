import { Button } from '@chakra-ui/react'
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
  async function share() {
    const outcome = await shareCard(cardUrl, name)
    if (outcome === 'copied') notifySuccess('Link copied')
    if (outcome === 'failed') notifyError(`The link could not be copied. The card's address is ${cardUrl}`)
  }

  return (
    <>
      <Button asChild colorPalette="primary" flex="1" height="12" fontWeight="semibold">
        <a href={vcardUrl} download onClick={onContactSaved}>
          Save contact
        </a>
      </Button>
      <Button variant="subtle" colorPalette="primary" height="12" onClick={() => void share()}>
        Share
      </Button>
      <Button variant="subtle" colorPalette="primary" height="12" aria-expanded={qrOpen} aria-controls="card-qr" onClick={onToggleQr}>
        QR code
      </Button>
    </>
  )
}
