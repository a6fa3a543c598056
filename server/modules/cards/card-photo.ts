import { defineMessages } from '@formatjs/intl'
import { fieldError, said } from '../../http-error'
import { imageUploadLimits, reencodedImage, type ImageFormat, type ImageRefusals } from '../uploads/public'

/** Larger than any phone shows a card photo, small enough to embed in a contact file. */
export const cardPhotoSizePx = 512

/** The widest a cover image is drawn (a desktop's card column at twice its pixels); a logo is far smaller. */
const cardImageMaxPx = 1600

const words = defineMessages({
  wrongType: { id: 'cardsErrors.imageWrongType', defaultMessage: 'send a PNG or JPEG image with Content-Type image/png or image/jpeg' },
  wrongTypeGot: { id: 'cardsErrors.imageWrongTypeGot', defaultMessage: 'send a PNG or JPEG image with Content-Type image/png or image/jpeg (this was {type})' },
  tooLarge: { id: 'cardsErrors.imageTooLarge', defaultMessage: 'the image is larger than {mebibytes} MiB; send a smaller one' },
  empty: { id: 'cardsErrors.imageEmpty', defaultMessage: 'the request has no image in its body' },
  unreadable: { id: 'cardsErrors.imageUnreadable', defaultMessage: 'the file is not a readable PNG or JPEG image' },
  isOther: { id: 'cardsErrors.imageIsOther', defaultMessage: 'the file is a {format} image; send a PNG or JPEG' },
  notImage: { id: 'cardsErrors.imageNotImage', defaultMessage: 'the file is not an image; send a PNG or JPEG' },
  damaged: { id: 'cardsErrors.imageDamaged', defaultMessage: 'the image could not be read; it may be damaged or too large in pixels' },
})

const refusalsNaming = (field: string): ImageRefusals => ({
  wrongType: (got) => fieldError(field, got ? said(words.wrongTypeGot, { type: got }) : words.wrongType, 415),
  tooLarge: () => fieldError(field, said(words.tooLarge, { mebibytes: imageUploadLimits.maxBytes / 1024 / 1024 }), 413),
  empty: () => fieldError(field, words.empty),
  unreadable: () => fieldError(field, words.unreadable),
  notWhatItClaims: (found) => fieldError(field, found ? said(words.isOther, { format: found.toUpperCase() }) : words.notImage),
  damaged: () => fieldError(field, words.damaged),
})

export const cardPhotoRefusals = refusalsNaming('photo')
export const cardImageRefusals = refusalsNaming('image')

/**
 * A cover image or a logo, re-encoded in its own format (a logo keeps its transparency) and no
 * larger than it is ever drawn; like the photo, it carries no metadata.
 */
export function cardImage(input: Buffer, format: ImageFormat): Promise<Buffer> {
  return reencodedImage(input, {
    accepts: [format],
    claimed: format,
    refusals: cardImageRefusals,
    output: (image) => {
      const resized = image.resize(cardImageMaxPx, cardImageMaxPx, { fit: 'inside', withoutEnlargement: true })
      return format === 'png' ? resized.png() : resized.jpeg({ quality: 85, mozjpeg: true })
    },
  })
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
