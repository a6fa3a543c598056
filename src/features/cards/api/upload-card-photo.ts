import { cardSchema, type Card } from '../../../domain/card'
import { isImageUploadType, maxImageUploadBytes } from '../../../domain/image-upload'
import { cardsApi } from './cards-api'
import { cardPath, type CardRef } from './get-card'


/** Why a file cannot be a card's photo, or null when it can be sent. */
export function photoProblem(file: { type: string; size: number }): string | null {
  if (!isImageUploadType(file.type)) {
    return `The photo must be a PNG or JPEG image; this file is ${file.type ? file.type : 'of an unknown type'}.`
  }
  if (file.size > maxImageUploadBytes) return `The photo must be at most 5 MiB; this file is ${(file.size / 1024 / 1024).toFixed(1)} MiB.`
  if (file.size === 0) return 'The photo file is empty.'
  return null
}

export const uploadCardPhotoApi = cardsApi.injectEndpoints({
  endpoints: (build) => ({
    // The raw image is the body: the server re-encodes it, so nothing is resized here.
    uploadCardPhoto: build.mutation<Card, CardRef & { photo: Blob }>({
      query: ({ photo, ...ref }) => ({
        url: `${cardPath(ref)}/photo`,
        method: 'PUT',
        body: photo,
        headers: { 'Content-Type': photo.type },
      }),
      extraOptions: { schema: cardSchema, notify: false },
      invalidatesTags: (_result, _error, { brandId, cardId }) => [
        { type: 'Card', id: cardId },
        { type: 'Card', id: `LIST-${brandId}` },
      ],
    }),
  }),
})

export const { useUploadCardPhotoMutation } = uploadCardPhotoApi
