import { z } from 'zod'
import { rawImageRequest } from '../../../lib/api/raw-image-request'
import { cardsApi } from './cards-api'
import { cardPath, type CardRef } from './get-card'

const cardImageSchema = z.object({ id: z.string(), url: z.string() })
export type UploadedCardImage = z.infer<typeof cardImageSchema>

export const uploadCardImageApi = cardsApi.injectEndpoints({
  endpoints: (build) => ({
    // A cover or a logo: kept as the card's file, shown once the card is saved with its id.
    uploadCardImage: build.mutation<UploadedCardImage, CardRef & { image: Blob }>({
      query: ({ image, ...ref }) => rawImageRequest(`${cardPath(ref)}/images`, 'POST', image),
      extraOptions: { schema: cardImageSchema, notify: false },
    }),
  }),
})

export const { useUploadCardImageMutation } = uploadCardImageApi
