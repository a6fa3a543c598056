import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import qrcode from 'qrcode-generator'

// Text goes into the code as UTF-8, as phones read it (the library's default keeps one byte per
// character, which turns "Tomás" into another name).
qrcode.stringToBytes = qrcode.stringToBytesFuncs['UTF-8']!
import { useMemo, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { VcardInput } from '../../../domain/vcard-file'
import { offlineContactQr } from '../offline-contact-qr'

/** The four modules of white a reader needs around a code. */
const quietZone = 4

/** A QR code of `data` as an SVG path, black on white, with its quiet zone; the size is in modules. */
function qrPath(data: string, level: 'L' | 'M' | 'Q' | 'H'): { path: string; size: number } {
  const qr = qrcode(0, level)
  qr.addData(data)
  qr.make()
  const count = qr.getModuleCount()
  let path = ''
  for (let row = 0; row < count; row++) {
    for (let column = 0; column < count; column++) {
      if (qr.isDark(row, column)) path += `M${column + quietZone} ${row + quietZone}h1v1h-1z`
    }
  }
  return { path, size: count + quietZone * 2 }
}

type VisitorQrProps = {
  /** The card's address, with its QR source marker. */
  address: string
  name: string
  contact: VcardInput
  onShare: () => void
}

/**
 * What a visitor shows someone across the table: a large code of the card's address on white (a
 * phone's screen turned up reads best), the name under it, Share and Copy link; or the contact
 * itself in the code, which a phone with no network can still save. The admins' designer is elsewhere.
 */
export function VisitorQr({ address, name, contact, onShare }: VisitorQrProps) {
  const [holdsContact, setHoldsContact] = useState(false)
  const [note, setNote] = useState('')
  const intl = useIntl()
  const offline = useMemo(() => offlineContactQr(contact), [contact])
  const code = useMemo(() => (holdsContact && offline.ok ? qrPath(offline.data, offline.errorCorrectionLevel) : qrPath(address, 'M')), [holdsContact, offline, address])
  const copy = () =>
    navigator.clipboard.writeText(address).then(
      () => setNote(intl.formatMessage({ id: 'qr.visitor.copied', defaultMessage: 'Link copied' })),
      () => setNote(intl.formatMessage({ id: 'qr.visitor.notCopied', defaultMessage: 'The link could not be copied. The address is {address}' }, { address })),
    )
  return (
    <Stack gap="4" alignItems="center" background="white" color="black" borderRadius="lg" padding="6">
      <Box width="min(80vw, 22rem)">
        <svg viewBox={`0 0 ${code.size} ${code.size}`} width="100%" role="img" aria-label={
            holdsContact
              ? intl.formatMessage({ id: 'qr.visitor.holdsContact', defaultMessage: 'QR code holding the contact of {name}' }, { name })
              : intl.formatMessage({ id: 'qr.visitor.holdsAddress', defaultMessage: 'QR code of {address}' }, { address })
          } shapeRendering="crispEdges">
          <rect width={code.size} height={code.size} fill="#ffffff" />
          <path d={code.path} fill="#000000" />
        </svg>
      </Box>
      <Text fontSize="xl" fontWeight="semibold">
        {name}
      </Text>
      <Text fontSize="sm" textAlign="center" maxW="22rem">
        {holdsContact ? (
          <FormattedMessage id="qr.visitor.contactNote" defaultMessage="The contact itself is in this code: a phone saves it without a network." />
        ) : (
          <FormattedMessage id="qr.visitor.scan" defaultMessage="Scan to open the card." />
        )}
      </Text>
      <HStack gap="3" flexWrap="wrap" justifyContent="center">
        <Button colorPalette="blue" onClick={onShare}>
          <FormattedMessage id="qr.visitor.share" defaultMessage="Share" />
        </Button>
        <Button variant="outline" colorPalette="gray" color="black" onClick={() => void copy()}>
          <FormattedMessage id="qr.visitor.copy" defaultMessage="Copy link" />
        </Button>
        {offline.ok ? (
          <Button variant="outline" colorPalette="gray" color="black" aria-pressed={holdsContact} onClick={() => setHoldsContact(!holdsContact)}>
            {holdsContact ? (
              <FormattedMessage id="qr.visitor.showAddress" defaultMessage="Show the card’s address" />
            ) : (
              <FormattedMessage id="qr.visitor.putContact" defaultMessage="Put the contact in the code" />
            )}
          </Button>
        ) : null}
      </HStack>
      <Text role="status" fontSize="sm" minH="5">
        {note}
      </Text>
    </Stack>
  )
}
