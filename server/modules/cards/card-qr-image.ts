import { qrModules, qrQuietZone } from '../../../src/domain/qr-modules'
import { loadSharp } from '../uploads/public'

/** Pixels per module: a code of a card's address is about 200 pixels wide, sharp when shown at 100. */
const moduleSize = 6

/** A PNG of a QR code of `text`: black on white, with its quiet zone. */
export async function qrPng(text: string): Promise<Buffer> {
  const modules = qrModules(text)
  const side = (modules.length + qrQuietZone * 2) * moduleSize
  const pixels = Buffer.alloc(side * side, 255)
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return
      for (let dy = 0; dy < moduleSize; dy++) {
        const start = ((y + qrQuietZone) * moduleSize + dy) * side + (x + qrQuietZone) * moduleSize
        pixels.fill(0, start, start + moduleSize)
      }
    }),
  )
  const sharp = await loadSharp()
  return sharp(pixels, { raw: { width: side, height: side, channels: 1 } }).png({ palette: true, colours: 2 }).toBuffer()
}
