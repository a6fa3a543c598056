const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** Width and height from a PNG's IHDR chunk, which always comes first. */
function pngSize(png: Uint8Array): { width: number; height: number } {
  if (png.length < 24 || pngSignature.some((byte, index) => png[index] !== byte)) {
    throw new TypeError('An icon image must be a PNG file')
  }
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

export const maxIconSize = 256

/**
 * A Windows icon holding PNG images (the form Windows Vista and every browser read): ICONDIR, one
 * ICONDIRENTRY per image, then the PNG files as they are. Each image is at most 256 pixels a side,
 * the largest an entry can describe (256 is written as 0).
 *
 * Written here rather than taken from a package: it is a 6-byte header and a 16-byte entry around
 * the PNG the browser already drew. The ICO packages on npm (to-ico, png-to-ico, @fiahfy/ico) are
 * built for Node: they need its Buffer, decode the PNG again with pngjs and write it anew.
 */
export function encodeIco(pngs: Uint8Array[]): Uint8Array<ArrayBuffer> {
  if (pngs.length === 0 || pngs.length > 0xffff) throw new RangeError('An icon holds from 1 to 65535 images')
  const sizes = pngs.map(pngSize)
  for (const { width, height } of sizes) {
    if (width < 1 || height < 1 || width > maxIconSize || height > maxIconSize) {
      throw new RangeError(`An icon image is at most ${maxIconSize}×${maxIconSize} pixels, not ${width}×${height}`)
    }
  }
  const directorySize = 6 + 16 * pngs.length
  const bytes = new Uint8Array(directorySize + pngs.reduce((total, png) => total + png.length, 0))
  const view = new DataView(bytes.buffer)
  view.setUint16(2, 1, true) // an icon, not a cursor
  view.setUint16(4, pngs.length, true)
  let offset = directorySize
  pngs.forEach((png, index) => {
    const entry = 6 + index * 16
    const { width, height } = sizes[index]!
    bytes[entry] = width % maxIconSize
    bytes[entry + 1] = height % maxIconSize
    view.setUint16(entry + 4, 1, true) // colour planes
    view.setUint16(entry + 6, 32, true) // bits per pixel
    view.setUint32(entry + 8, png.length, true)
    view.setUint32(entry + 12, offset, true)
    bytes.set(png, offset)
    offset += png.length
  })
  return bytes
}
