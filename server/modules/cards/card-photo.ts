import { fieldError } from '../../http-error'
import { imageUploadLimits, reencodedImage, type ImageRefusals } from '../uploads/image-pipeline'

/** Larger than any phone shows a card photo, small enough to embed in a contact file. */
export const cardPhotoSizePx = 512

export const cardPhotoRefusals: ImageRefusals = {
  wrongType: (got) => fieldError('photo', `send a PNG or JPEG image with Content-Type image/png or image/jpeg${got ? ` (this was ${got})` : ''}`, 415),
  tooLarge: () => fieldError('photo', `the image is larger than ${imageUploadLimits.maxBytes / 1024 / 1024} MiB; send a smaller one`, 413),
  empty: () => fieldError('photo', 'the request has no image in its body'),
  unreadable: () => fieldError('photo', 'the file is not a readable PNG or JPEG image'),
  notWhatItClaims: (found) => fieldError('photo', `the file is ${found ? `a ${found.toUpperCase()} image` : 'not an image'}; send a PNG or JPEG`),
  damaged: () => fieldError('photo', 'the image could not be read; it may be damaged or too large in pixels'),
}

/**
 * Any PNG or JPEG becomes a square JPEG of `cardPhotoSizePx`, cropped around what draws the eye.
 * sharp writes no metadata unless asked, so EXIF (location, camera) never reaches the visitor.
 */
export function cardPhotoJpeg(input: Buffer): Promise<Buffer> {
  return reencodedImage(input, {
    accepts: ['png', 'jpeg'],
    claimed: 'jpeg',
    refusals: cardPhotoRefusals,
    output: (image) =>
      image
        .resize(cardPhotoSizePx, cardPhotoSizePx, { fit: 'cover', position: 'attention' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true }),
  })
}
