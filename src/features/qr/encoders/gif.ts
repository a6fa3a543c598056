import { applyPalette, GIFEncoder, quantize, type GifPalette } from 'gifenc'
import { rgbOnWhite, type RgbaImage } from './pixels'

type Indexed = { palette: GifPalette; indices: Uint8Array }

/**
 * A plain QR code holds a few hundred colours at most (its edges are anti-aliased greys), so its
 * own colours make the palette and every pixel keeps its colour exactly. gifenc's quantizer would
 * merge colours that share a 16-bit bin, so it is left for images of more than 256 colours.
 */
function indexOwnColours(rgb: Uint8Array): Indexed | undefined {
  const pixelCount = rgb.length / 3
  const indices = new Uint8Array(pixelCount)
  const seen = new Map<number, number>()
  for (let pixel = 0; pixel < pixelCount; pixel++) {
    const colour = (rgb[pixel * 3]! << 16) | (rgb[pixel * 3 + 1]! << 8) | rgb[pixel * 3 + 2]!
    let index = seen.get(colour)
    if (index === undefined) {
      if (seen.size === 256) return undefined
      index = seen.size
      seen.set(colour, index)
    }
    indices[pixel] = index
  }
  const palette: GifPalette = [...seen.keys()].map((colour) => [colour >> 16, (colour >> 8) & 0xff, colour & 0xff])
  return { palette, indices }
}

/** A gradient or a photo logo: gifenc picks 256 colours for the image and maps each pixel to the nearest. */
function indexQuantized(rgb: Uint8Array): Indexed {
  const rgba = new Uint8Array((rgb.length / 3) * 4).fill(255)
  for (let pixel = 0; pixel < rgb.length / 3; pixel++) rgba.set(rgb.subarray(pixel * 3, pixel * 3 + 3), pixel * 4)
  const palette = quantize(rgba, 256)
  return { palette, indices: applyPalette(rgba, palette) }
}

/** A GIF89a of one frame with a global palette, the smallest that holds the colours; gifenc writes it. */
export function encodeGif(image: RgbaImage): Uint8Array {
  const { width, height } = image
  if (width > 0xffff || height > 0xffff) throw new RangeError('A GIF is at most 65535 pixels a side')
  const rgb = rgbOnWhite(image)
  const { palette, indices } = indexOwnColours(rgb) ?? indexQuantized(rgb)
  const gif = GIFEncoder()
  const colorDepth = Math.max(1, Math.ceil(Math.log2(palette.length)))
  gif.writeFrame(indices, width, height, { palette, colorDepth, repeat: -1 })
  gif.finish()
  return gif.bytes()
}
