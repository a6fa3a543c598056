import { Box } from '@chakra-ui/react'
import QRCodeStyling from 'qr-code-styling'
import { useEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import { toStylingOptions } from '../qr-code'
import type { QrOptions } from '../qr-options'

/** The code as it will be exported, redrawn for every valid design; scaled down to fit narrow screens. */
export function QrPreview({ options }: { options: QrOptions }) {
  const container = useRef<HTMLDivElement>(null)
  const code = useRef<QRCodeStyling | null>(null)
  const intl = useIntl()

  useEffect(() => {
    const stylingOptions = toStylingOptions(options)
    if (code.current) {
      code.current.update(stylingOptions)
    } else if (container.current) {
      code.current = new QRCodeStyling(stylingOptions)
      code.current.append(container.current)
    }
  }, [options])

  return (
    <Box
      ref={container}
      role="img"
      aria-label={intl.formatMessage({ id: 'qr.preview.label', defaultMessage: 'Preview of the QR code' })}
      maxWidth="full"
      css={{ '& svg, & canvas': { maxWidth: '100%', height: 'auto', display: 'block' } }}
    />
  )
}
