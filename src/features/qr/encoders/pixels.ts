/** An image as a canvas gives it: `width × height` pixels, four bytes each (R, G, B, A), row by row from the top. */
export type RgbaImage = { width: number; height: number; data: Uint8Array | Uint8ClampedArray }

function checkRgbaImage(image: RgbaImage): void {
  const { width, height, data } = image
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`An image needs a whole positive size, not ${width}×${height}`)
  }
  if (data.length !== width * height * 4) {
    throw new RangeError(`An image of ${width}×${height} needs ${width * height * 4} bytes of RGBA, not ${data.length}`)
  }
}

/**
 * Red, green and blue of every pixel, laid over white: the formats written without an alpha
 * channel would otherwise show transparent parts as black.
 */
export function rgbOnWhite(image: RgbaImage): Uint8Array<ArrayBuffer> {
  checkRgbaImage(image)
  const { data } = image
  const rgb = new Uint8Array(image.width * image.height * 3)
  for (let source = 0, target = 0; source < data.length; source += 4, target += 3) {
    const alpha = data[source + 3]!
    const white = 255 - alpha
    rgb[target] = Math.round((data[source]! * alpha) / 255 + white)
    rgb[target + 1] = Math.round((data[source + 1]! * alpha) / 255 + white)
    rgb[target + 2] = Math.round((data[source + 2]! * alpha) / 255 + white)
  }
  return rgb
}
