import { Box, Button, Field, Flex, Input, Stack, Text } from '@chakra-ui/react'
import { useMemo, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormProblem } from '../../../components/ui/form-problem'
import { cardDisplayName, type Card } from '../../../domain/card'
import { sharedCardAddress } from '../../../domain/card-address'
import { qrSvgAddress } from '../../../domain/qr-svg'
import type { SiteColors } from '../../../domain/site'
import type { Say } from '../../../i18n/say'
import { emailSignature } from '../email-signature'
import { backgroundSize, drawVirtualBackground } from '../virtual-background'
import { TitledSection } from '../../../components/ui/titled-section'

type CardSharingProps = { card: Card; origin: string; brand: { name: string; colors: SiteColors } }

/**
 * The card's share channels, each with its own `?src=` marker so its visits count apart: an
 * e-mail signature to paste into Gmail or Outlook, a video-call background, and the address to
 * write on an NFC tag (docs/sharing.md).
 */
export function CardSharing({ card, origin, brand }: CardSharingProps) {
  const colors = { ...brand.colors, ...card.colors }
  return (
    <TitledSection title={<FormattedMessage id="cards.sharing.title" defaultMessage="Share" />} titleSpace="1">
      {card.published ? null : (
        <Text color="fg.muted" marginBottom="3">
          <FormattedMessage id="cards.sharing.draft" defaultMessage="The card is a draft: these open it once it is published." />
        </Text>
      )}
      <Stack gap="6">
        <SignatureChannel card={card} origin={origin} organisation={brand.name} colour={colors.primary} />
        <BackgroundChannel card={card} origin={origin} colors={colors} organisation={brand.name} />
        <NfcChannel address={sharedCardAddress(origin, card.key, 'nfc')} />
      </Stack>
    </TitledSection>
  )
}

/** What a channel last said (done, or a problem), and a copy to the clipboard that says how it went. */
function useNotice() {
  const [notice, setNotice] = useState<{ text: string; problem: boolean } | null>(null)
  const say = (text: string, problem = false) => setNotice({ text, problem })
  /** Writes to the clipboard, then says `copied`, or `refused` as a problem when the browser would not. */
  const copy = async (write: () => Promise<void>, copied: string, refused: string) => {
    try {
      await write()
      say(copied)
    } catch {
      say(refused, true)
    }
  }
  return { notice, say, copy }
}

function Notice({ notice }: { notice: { text: string; problem: boolean } | null }) {
  if (!notice) return null
  if (notice.problem) return <FormProblem>{notice.text}</FormProblem>
  return (
    <Text role="status" color="fg.success">
      {notice.text}
    </Text>
  )
}

function SignatureChannel({ card, origin, organisation, colour }: { card: Card; origin: string; organisation: string; colour: string }) {
  const intl = useIntl()
  const say: Say = (descriptor, values) => intl.formatMessage(descriptor, values)
  const signature = emailSignature(card, { origin, organisation, colour, say })
  // The server gives a published card's code only: a draft's preview draws the same code itself.
  const draftQr = useMemo(() => (card.published ? undefined : qrSvgAddress(sharedCardAddress(origin, card.key, 'signature'))), [card.published, origin, card.key])
  const preview = draftQr ? emailSignature(card, { origin, organisation, colour, qrImage: draftQr, say }) : signature
  const { notice, copy } = useNotice()
  const copySignature = () =>
    copy(
      () =>
        navigator.clipboard.write([
          new ClipboardItem({ 'text/html': new Blob([signature.html], { type: 'text/html' }), 'text/plain': new Blob([signature.text], { type: 'text/plain' }) }),
        ]),
      intl.formatMessage({ id: 'cards.sharing.signatureCopied', defaultMessage: 'Signature copied. Paste it into the signature settings of your mail.' }),
      intl.formatMessage({ id: 'cards.sharing.signatureRefused', defaultMessage: 'This browser would not copy it: select the signature above and copy it by hand.' }),
    )
  const copyHtml = () =>
    copy(
      () => navigator.clipboard.writeText(signature.html),
      intl.formatMessage({ id: 'cards.sharing.htmlCopied', defaultMessage: 'HTML copied, for a mail program that takes the source of a signature.' }),
      intl.formatMessage({ id: 'cards.sharing.htmlRefused', defaultMessage: 'This browser would not copy it.' }),
    )
  return (
    <TitledSection title={<FormattedMessage id="cards.sharing.signature" defaultMessage="E-mail signature" />} level="h3" size="md" gap="2">
      <Box borderWidth="1px" borderColor="border" borderRadius="md" padding="4" bg="white" color="gray.900" overflowX="auto" dir="ltr" role="region" aria-label={intl.formatMessage({ id: 'cards.sharing.signaturePreview', defaultMessage: 'Signature preview' })} dangerouslySetInnerHTML={{ __html: preview.html }} />
      <Flex gap="2" wrap="wrap">
        <Button colorPalette="primary" size="sm" onClick={() => void copySignature()}>
          <FormattedMessage id="cards.sharing.copySignature" defaultMessage="Copy signature" />
        </Button>
        <Button variant="outline" size="sm" onClick={() => void copyHtml()}>
          <FormattedMessage id="cards.sharing.copyHtml" defaultMessage="Copy HTML" />
        </Button>
      </Flex>
      <Notice notice={notice} />
    </TitledSection>
  )
}

function BackgroundChannel({ card, origin, colors, organisation }: { card: Card; origin: string; colors: SiteColors; organisation: string }) {
  const { notice, say } = useNotice()
  const intl = useIntl()
  const download = () => {
    const canvas = document.createElement('canvas')
    drawVirtualBackground(canvas, {
      name: cardDisplayName(card) || card.key,
      role: [card.job_title, card.organisation || organisation].filter(Boolean).join(' · '),
      address: sharedCardAddress(origin, card.key, 'background'),
      background: colors.bg,
      text: colors.color,
      scanLine: intl.formatMessage({ id: 'cards.sharing.backgroundScan', defaultMessage: 'Scan for my card' }),
    })
    canvas.toBlob((blob) => {
      if (!blob) return say(intl.formatMessage({ id: 'cards.sharing.backgroundFailed', defaultMessage: 'This browser could not make the image.' }), true)
      const url = URL.createObjectURL(blob)
      const link = document.createElement('a')
      link.href = url
      link.download = `${card.key}-background.png`
      document.body.append(link)
      link.click()
      link.remove()
      URL.revokeObjectURL(url)
      say(intl.formatMessage({ id: 'cards.sharing.backgroundSaved', defaultMessage: 'Background saved. Choose it as the background in your video-call app.' }))
    }, 'image/png')
  }
  return (
    <TitledSection title={<FormattedMessage id="cards.sharing.background" defaultMessage="Video-call background" />} level="h3" size="md" gap="2">
      <Text color="fg.muted">
        <FormattedMessage
          id="cards.sharing.backgroundIntro"
          defaultMessage="A {width}×{height} image in the card’s colours with your name and a QR code of the card that people in the call can scan."
          values={{ width: backgroundSize.width, height: backgroundSize.height }}
        />
      </Text>
      <Button variant="outline" size="sm" alignSelf="start" onClick={download}>
        <FormattedMessage id="cards.sharing.downloadBackground" defaultMessage="Download background" />
      </Button>
      <Notice notice={notice} />
    </TitledSection>
  )
}

function NfcChannel({ address }: { address: string }) {
  const { notice, copy } = useNotice()
  const intl = useIntl()
  const copyAddress = () =>
    copy(
      () => navigator.clipboard.writeText(address),
      intl.formatMessage({ id: 'cards.sharing.addressCopied', defaultMessage: 'Address copied.' }),
      intl.formatMessage({ id: 'cards.sharing.addressRefused', defaultMessage: 'This browser would not copy it: select the address and copy it by hand.' }),
    )
  return (
    <TitledSection title={<FormattedMessage id="cards.sharing.nfc" defaultMessage="NFC tag" />} level="h3" size="md" gap="2">
      <Field.Root>
        <Field.Label>
          <FormattedMessage id="cards.sharing.nfcAddress" defaultMessage="Address to write on the tag" />
        </Field.Label>
        <Flex gap="2" width="full">
          <Input readOnly dir="ltr" value={address} onFocus={(event) => event.currentTarget.select()} />
          <Button variant="outline" onClick={() => void copyAddress()}>
            <FormattedMessage id="cards.sharing.copy" defaultMessage="Copy" />
          </Button>
        </Flex>
        <Field.HelperText>
          <FormattedMessage id="cards.sharing.nfcHelp" defaultMessage="Write it to the tag as a URL record with an NFC writer app; a phone held to the tag opens the card." />
        </Field.HelperText>
      </Field.Root>
      <Notice notice={notice} />
    </TitledSection>
  )
}
