import UTIF from 'utif2'
import { rgbOnWhite, type RgbaImage } from './pixels'

/**
 * The tags of a baseline RGB TIFF in one uncompressed strip at 96 dpi, in ascending order as TIFF
 * requires. utif2's own `encodeImage` writes RGBA at 72 dpi with its strip at a fixed offset; these
 * tags keep the image opaque RGB, as the other formats without alpha are.
 */
function tags(width: number, height: number, stripBytes: number, stripOffset: number) {
  return {
    t256: [width],
    t257: [height],
    t258: [8, 8, 8],
    t259: [1], // no compression
    t262: [2], // RGB
    t273: [stripOffset],
    t277: [3],
    t278: [height],
    t279: [stripBytes],
    t282: [[96, 1]],
    t283: [[96, 1]],
    t296: [2], // inches
  }
}

/** A baseline TIFF: utif2 writes the header and the directory, the RGB pixels follow it as its one strip. */
export function encodeTiff(image: RgbaImage): Uint8Array {
  const { width, height } = image
  const rgb = rgbOnWhite(image)
  const directory = (stripOffset: number) =>
    new Uint8Array(UTIF.encode([tags(width, height, rgb.length, stripOffset) as unknown as UTIF.IFD]))
  // The directory's size does not depend on the offset it holds: measure it, then write it pointing past itself.
  const header = directory(directory(0).length)
  const bytes = new Uint8Array(header.length + rgb.length)
  bytes.set(header)
  bytes.set(rgb, header.length)
  return bytes
}
