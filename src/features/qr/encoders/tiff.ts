import { rgbOnWhite, type RgbaImage } from './pixels'

const short = 3
const long = 4
const rational = 5

type Entry = { tag: number; type: number; count: number; value: number }

/**
 * A baseline TIFF: little-endian, one strip of uncompressed 8-bit RGB, with the tags baseline
 * readers require (the resolution among them: 96 dpi).
 */
export function encodeTiff(image: RgbaImage): Uint8Array<ArrayBuffer> {
  const { width, height } = image
  const rgb = rgbOnWhite(image)
  const headerSize = 8
  const entries = (at: { bits: number; xResolution: number; yResolution: number; pixels: number }): Entry[] => [
    { tag: 256, type: long, count: 1, value: width },
    { tag: 257, type: long, count: 1, value: height },
    { tag: 258, type: short, count: 3, value: at.bits },
    { tag: 259, type: short, count: 1, value: 1 }, // no compression
    { tag: 262, type: short, count: 1, value: 2 }, // RGB
    { tag: 273, type: long, count: 1, value: at.pixels },
    { tag: 277, type: short, count: 1, value: 3 },
    { tag: 278, type: long, count: 1, value: height },
    { tag: 279, type: long, count: 1, value: rgb.length },
    { tag: 282, type: rational, count: 1, value: at.xResolution },
    { tag: 283, type: rational, count: 1, value: at.yResolution },
    { tag: 296, type: short, count: 1, value: 2 }, // inches
  ]
  const ifdSize = 2 + entries({ bits: 0, xResolution: 0, yResolution: 0, pixels: 0 }).length * 12 + 4
  const bits = headerSize + ifdSize
  const xResolution = bits + 6
  const yResolution = xResolution + 8
  const pixels = yResolution + 8
  const tags = entries({ bits, xResolution, yResolution, pixels })

  const bytes = new Uint8Array(pixels + rgb.length)
  const view = new DataView(bytes.buffer)
  bytes[0] = 0x49 // I
  bytes[1] = 0x49 // I
  view.setUint16(2, 42, true)
  view.setUint32(4, headerSize, true)
  view.setUint16(headerSize, tags.length, true)
  tags.forEach(({ tag, type, count, value }, index) => {
    const entry = headerSize + 2 + index * 12
    view.setUint16(entry, tag, true)
    view.setUint16(entry + 2, type, true)
    view.setUint32(entry + 4, count, true)
    // One SHORT is left-justified in the value field; anything larger is an offset to it.
    if (type === short && count === 1) view.setUint16(entry + 8, value, true)
    else view.setUint32(entry + 8, value, true)
  })
  view.setUint32(headerSize + 2 + tags.length * 12, 0, true) // no further image
  for (let sample = 0; sample < 3; sample++) view.setUint16(bits + sample * 2, 8, true)
  for (const offset of [xResolution, yResolution]) {
    view.setUint32(offset, 96, true)
    view.setUint32(offset + 4, 1, true)
  }
  bytes.set(rgb, pixels)
  return bytes
}
