import QRCodeStyling, { type Options } from 'qr-code-styling'
import { utf8ByteString, type QrOptions } from './qr-options'

/**
 * The options qr-code-styling takes for a checked design, drawn `scale` times its size (an icon is
 * at most 256 pixels a side, so its code is drawn smaller rather than shrunk afterwards).
 */
export function toStylingOptions(options: QrOptions, scale = 1): Options {
  const px = (value: number) => Math.max(0, Math.round(value * scale))
  return {
    type: 'svg',
    width: px(options.width),
    height: px(options.height),
    margin: px(options.margin),
    data: utf8ByteString(options.data),
    image: options.image,
    qrOptions: { typeNumber: 0, errorCorrectionLevel: options.errorCorrectionLevel },
    imageOptions: {
      saveAsBlob: true,
      hideBackgroundDots: true,
      imageSize: options.imageSize,
      margin: 0,
      crossOrigin: 'anonymous',
    },
    dotsOptions: options.dots,
    cornersSquareOptions: options.cornersSquare,
    cornersDotOptions: options.cornersDot,
    backgroundOptions: options.background,
  }
}

export function createQrCode(options: QrOptions, scale = 1): QRCodeStyling {
  return new QRCodeStyling(toStylingOptions(options, scale))
}
