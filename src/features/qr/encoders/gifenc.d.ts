// gifenc ships no types; these cover the part the GIF export uses, as its README describes it.
declare module 'gifenc' {
  export type GifColour = [number, number, number] | [number, number, number, number]
  export type GifPalette = GifColour[]
  export type GifColourFormat = 'rgb565' | 'rgb444' | 'rgba4444'

  export function quantize(rgba: Uint8Array | Uint8ClampedArray, maxColors: number, options?: { format?: GifColourFormat }): GifPalette
  export function applyPalette(rgba: Uint8Array | Uint8ClampedArray, palette: GifPalette, format?: GifColourFormat): Uint8Array

  export type GifFrameOptions = {
    palette?: GifPalette
    /** Bits an index needs: the LZW code size and the colour resolution written. */
    colorDepth?: number
    /** -1 writes no loop extension (a still image), 0 loops forever. */
    repeat?: number
    delay?: number
    transparent?: boolean
    transparentIndex?: number
    dispose?: number
  }

  export type GifEncoderStream = {
    writeFrame(index: Uint8Array, width: number, height: number, options?: GifFrameOptions): void
    finish(): void
    bytes(): Uint8Array
    bytesView(): Uint8Array
  }

  export function GIFEncoder(options?: { auto?: boolean; initialCapacity?: number }): GifEncoderStream
}
