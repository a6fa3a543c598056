import { encode } from 'fast-bmp'
import { rgbOnWhite, type RgbaImage } from './pixels'

// 96 dpi, the size a screen shows it at.
const pixelsPerMeter = 3780

/** A Windows bitmap of 24 bits a pixel, uncompressed (BI_RGB), written by fast-bmp. */
export function encodeBmp(image: RgbaImage): Uint8Array {
  return encode({
    width: image.width,
    height: image.height,
    data: rgbOnWhite(image),
    channels: 3,
    bitsPerPixel: 24,
    xPixelsPerMeter: pixelsPerMeter,
    yPixelsPerMeter: pixelsPerMeter,
  })
}
