// gifenc ships no types; these cover the part the GIF export uses, as its README describes it.
declare module 'gifenc' {
  export type GifPalette = [number, number, number][]

  /** At most `maxColors` colours for the image, picked in 16-bit (RGB 5-6-5) bins. */
  export function quantize(rgba: Uint8Array | Uint8ClampedArray, maxColors: number): GifPalette
  /** The index of each pixel's nearest palette colour. */
  export function applyPalette(rgba: Uint8Array | Uint8ClampedArray, palette: GifPalette): Uint8Array

  export type GifFrameOptions = {
    palette: GifPalette
    /** Bits an index needs: the LZW code size and the colour resolution written. */
    colorDepth: number
    /** -1 writes no loop extension (a still image), 0 loops forever. */
    repeat: number
  }

  export type GifEncoderStream = {
    writeFrame(index: Uint8Array, width: number, height: number, options: GifFrameOptions): void
    finish(): void
    /** A copy of the bytes written. */
    bytes(): Uint8Array<ArrayBuffer>
  }

  export function GIFEncoder(): GifEncoderStream
}
