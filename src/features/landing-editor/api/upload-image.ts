import { z } from 'zod'
import { api } from '../../../lib/api/api'
import { rawImageRequest } from '../../../lib/api/raw-image-request'

const uploadAnswerSchema = z.object({ url: z.string() })

export const uploadImageApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The file goes as the raw body with its own type; the editor shows any refusal itself.
    uploadImage: build.mutation<{ url: string }, File>({
      query: (file) => rawImageRequest('uploads/images', 'POST', file),
      extraOptions: { schema: uploadAnswerSchema, notify: false },
    }),
  }),
})

export const { useUploadImageMutation } = uploadImageApi
