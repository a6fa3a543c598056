import sharp from 'sharp'

export const cardPhotoLimits = {
  maxBytes: 5 * 1024 * 1024,
  /** Larger than any phone shows a card photo, small enough to embed in a contact file. */
  sizePx: 512,
  // A small file can still decode to a huge bitmap; refuse those before decoding.
  maxInputPixels: 50_000_000,
} as const

export const cardPhotoTypes = ['image/png', 'image/jpeg'] as const

export class CardPhotoError extends Error {}

/**
 * Any PNG or JPEG becomes a square JPEG of `sizePx`, turned upright by its EXIF orientation and
 * cropped around what draws the eye. sharp writes no metadata unless asked, so EXIF (location,
 * camera) never reaches the visitor.
 */
export async function cardPhotoJpeg(input: Buffer): Promise<Buffer> {
  let format: string | undefined
  try {
    format = (await sharp(input, { limitInputPixels: cardPhotoLimits.maxInputPixels }).metadata()).format
  } catch {
    throw new CardPhotoError('photo: the file is not a readable PNG or JPEG image')
  }
  if (format !== 'png' && format !== 'jpeg') {
    throw new CardPhotoError(`photo: the file is ${format ? `a ${format.toUpperCase()} image` : 'not an image'}; send a PNG or JPEG`)
  }
  try {
    return await sharp(input, { limitInputPixels: cardPhotoLimits.maxInputPixels })
      .rotate()
      .resize(cardPhotoLimits.sizePx, cardPhotoLimits.sizePx, { fit: 'cover', position: sharp.strategy.attention })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer()
  } catch {
    throw new CardPhotoError('photo: the image could not be read; it may be damaged or too large in pixels')
  }
}
