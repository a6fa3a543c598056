import { cardSchema, type Card } from '../../../domain/card'
import { imageFileProblem } from '../../../domain/image-upload'
import { rawImageRequest } from '../../../lib/api/raw-image-request'
import { cardsApi } from './cards-api'
import { cardPath, type CardRef } from './get-card'


/** Why a file cannot be a card's photo, or null when it can be sent. */
export const photoProblem = (file: { type: string; size: number }): string | null => imageFileProblem(file, 'photo')

export const uploadCardPhotoApi = cardsApi.injectEndpoints({
  endpoints: (build) => ({
    // The raw image is the body: the server re-encodes it, so nothing is resized here.
    uploadCardPhoto: build.mutation<Card, CardRef & { photo: Blob }>({
      query: ({ photo, ...ref }) => rawImageRequest(`${cardPath(ref)}/photo`, 'PUT', photo),
      extraOptions: { schema: cardSchema, notify: false },
      invalidatesTags: (_result, _error, { brandId, cardId }) => [
        { type: 'Card', id: cardId },
        { type: 'Card', id: `LIST-${brandId}` },
      ],
    }),
  }),
})

export const { useUploadCardPhotoMutation } = uploadCardPhotoApi
