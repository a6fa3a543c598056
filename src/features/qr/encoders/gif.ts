import { rgbOnWhite, type RgbaImage } from './pixels'

type Indexed = { palette: Uint8Array; indices: Uint8Array; bitsPerIndex: number }

/**
 * A plain QR code holds a few hundred colours at most (its edges are anti-aliased greys), so its
 * own colours make the palette; a gradient or a photo logo can hold more, and then every pixel
 * takes the nearest of a 6×6×6 colour cube and 40 extra greys.
 */
export function indexColours(rgb: Uint8Array): Indexed {
  const pixelCount = rgb.length / 3
  const indices = new Uint8Array(pixelCount)
  const seen = new Map<number, number>()
  for (let pixel = 0; pixel < pixelCount; pixel++) {
    const colour = (rgb[pixel * 3]! << 16) | (rgb[pixel * 3 + 1]! << 8) | rgb[pixel * 3 + 2]!
    let index = seen.get(colour)
    if (index === undefined) {
      if (seen.size === 256) return indexToFixedPalette(rgb)
      index = seen.size
      seen.set(colour, index)
    }
    indices[pixel] = index
  }
  const bitsPerIndex = Math.max(1, Math.ceil(Math.log2(Math.max(2, seen.size))))
  const palette = new Uint8Array(3 << bitsPerIndex)
  for (const [colour, index] of seen) {
    palette[index * 3] = colour >> 16
    palette[index * 3 + 1] = (colour >> 8) & 0xff
    palette[index * 3 + 2] = colour & 0xff
  }
  return { palette, indices, bitsPerIndex }
}

const cubeLevels = 6
const greyCount = 40

function indexToFixedPalette(rgb: Uint8Array): Indexed {
  const palette = new Uint8Array(256 * 3)
  const cubeStep = 255 / (cubeLevels - 1)
  for (let index = 0; index < cubeLevels ** 3; index++) {
    palette[index * 3] = Math.round(Math.floor(index / 36) * cubeStep)
    palette[index * 3 + 1] = Math.round((Math.floor(index / 6) % 6) * cubeStep)
    palette[index * 3 + 2] = Math.round((index % 6) * cubeStep)
  }
  // Greys between the cube's own, where anti-aliased edges of dark dots on light ground fall.
  const greyStep = 255 / (greyCount + 1)
  for (let grey = 0; grey < greyCount; grey++) {
    const level = Math.round((grey + 1) * greyStep)
    palette.fill(level, (216 + grey) * 3, (217 + grey) * 3)
  }
  const indices = new Uint8Array(rgb.length / 3)
  for (let pixel = 0; pixel < indices.length; pixel++) {
    const r = rgb[pixel * 3]!
    const g = rgb[pixel * 3 + 1]!
    const b = rgb[pixel * 3 + 2]!
    const cube = Math.round(r / cubeStep) * 36 + Math.round(g / cubeStep) * 6 + Math.round(b / cubeStep)
    const greyIndex = 216 + Math.min(greyCount - 1, Math.max(0, Math.round((r + g + b) / 3 / greyStep) - 1))
    indices[pixel] = distance(palette, cube, r, g, b) <= distance(palette, greyIndex, r, g, b) ? cube : greyIndex
  }
  return { palette, indices, bitsPerIndex: 8 }
}

function distance(palette: Uint8Array, index: number, r: number, g: number, b: number): number {
  const dr = palette[index * 3]! - r
  const dg = palette[index * 3 + 1]! - g
  const db = palette[index * 3 + 2]! - b
  return dr * dr + dg * dg + db * db
}

/** GIF's variable-length LZW (codes up to 12 bits, least significant bit first). */
export function lzwEncode(indices: Uint8Array, minCodeSize: number): Uint8Array<ArrayBuffer> {
  const clearCode = 1 << minCodeSize
  const endCode = clearCode + 1
  const out: number[] = []
  let bitBuffer = 0
  let bitCount = 0
  let codeSize = minCodeSize + 1
  let nextCode = endCode + 1
  // A code for every (prefix code, next index) pair seen since the last clear; -1 for none.
  const table = new Int16Array(4096 * 256).fill(-1)

  const emit = (code: number) => {
    bitBuffer |= code << bitCount
    bitCount += codeSize
    while (bitCount >= 8) {
      out.push(bitBuffer & 0xff)
      bitBuffer >>>= 8
      bitCount -= 8
    }
  }

  emit(clearCode)
  let prefix = indices[0]!
  for (let position = 1; position < indices.length; position++) {
    const index = indices[position]!
    const key = (prefix << 8) | index
    const known = table[key]!
    if (known >= 0) {
      prefix = known
      continue
    }
    emit(prefix)
    if (nextCode === 4096) {
      emit(clearCode)
      table.fill(-1)
      nextCode = endCode + 1
      codeSize = minCodeSize + 1
    } else {
      if (nextCode >= 1 << codeSize) codeSize++
      table[key] = nextCode++
    }
    prefix = index
  }
  emit(prefix)
  emit(endCode)
  if (bitCount > 0) out.push(bitBuffer & 0xff)
  return Uint8Array.from(out)
}

/** A GIF89a of one frame with a global palette: the image's own colours when it has at most 256. */
export function encodeGif(image: RgbaImage): Uint8Array<ArrayBuffer> {
  const { width, height } = image
  if (width > 0xffff || height > 0xffff) throw new RangeError('A GIF is at most 65535 pixels a side')
  const { palette, indices, bitsPerIndex } = indexColours(rgbOnWhite(image))
  const minCodeSize = Math.max(2, bitsPerIndex)
  const compressed = lzwEncode(indices, minCodeSize)

  const out: number[] = []
  const push16 = (value: number) => out.push(value & 0xff, value >> 8)
  for (const char of 'GIF89a') out.push(char.charCodeAt(0))
  push16(width)
  push16(height)
  out.push(0x80 | (7 << 4) | (bitsPerIndex - 1), 0, 0) // global palette, 8-bit colour, its size
  out.push(...palette)
  out.push(0x2c)
  push16(0)
  push16(0)
  push16(width)
  push16(height)
  out.push(0, minCodeSize)
  for (let start = 0; start < compressed.length; start += 255) {
    const block = compressed.subarray(start, start + 255)
    out.push(block.length)
    for (const byte of block) out.push(byte)
  }
  out.push(0, 0x3b)
  return Uint8Array.from(out)
}
