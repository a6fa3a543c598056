import { rgbOnWhite, type RgbaImage } from './pixels'

/**
 * A Windows bitmap: BITMAPFILEHEADER, BITMAPINFOHEADER, 24 bits a pixel, uncompressed (BI_RGB),
 * rows bottom-up in B, G, R order, each padded to four bytes.
 */
export function encodeBmp(image: RgbaImage): Uint8Array<ArrayBuffer> {
  const { width, height } = image
  const rgb = rgbOnWhite(image)
  const rowSize = Math.ceil((width * 3) / 4) * 4
  const pixelOffset = 14 + 40
  const fileSize = pixelOffset + rowSize * height
  const bytes = new Uint8Array(fileSize)
  const view = new DataView(bytes.buffer)
  bytes[0] = 0x42 // B
  bytes[1] = 0x4d // M
  view.setUint32(2, fileSize, true)
  view.setUint32(10, pixelOffset, true)
  view.setUint32(14, 40, true)
  view.setInt32(18, width, true)
  view.setInt32(22, height, true)
  view.setUint16(26, 1, true) // planes
  view.setUint16(28, 24, true)
  view.setUint32(30, 0, true) // BI_RGB
  view.setUint32(34, rowSize * height, true)
  // 96 dpi, the size a screen shows it at.
  view.setInt32(38, 3780, true)
  view.setInt32(42, 3780, true)
  for (let y = 0; y < height; y++) {
    const rowStart = pixelOffset + (height - 1 - y) * rowSize
    for (let x = 0; x < width; x++) {
      const source = (y * width + x) * 3
      const target = rowStart + x * 3
      bytes[target] = rgb[source + 2]!
      bytes[target + 1] = rgb[source + 1]!
      bytes[target + 2] = rgb[source]!
    }
  }
  return bytes
}
