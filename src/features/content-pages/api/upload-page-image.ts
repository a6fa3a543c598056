import { z } from 'zod'
import { api } from '../../../lib/api/api'
import { rawImageRequest } from '../../../lib/api/raw-image-request'

const pageImageSchema = z.object({ id: z.string(), url: z.string(), width: z.number(), height: z.number() })
export type PageImage = z.infer<typeof pageImageSchema>

export const uploadPageImageApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The file goes as the raw body with its own type; the editor shows a refusal beside the field.
    uploadPageImage: build.mutation<PageImage, { brandId: string; siteId: string; file: File }>({
      query: ({ brandId, siteId, file }) => rawImageRequest(`brands/${encodeURIComponent(brandId)}/sites/${encodeURIComponent(siteId)}/images`, 'POST', file),
      extraOptions: { schema: pageImageSchema, notify: false },
    }),
  }),
})

export const { useUploadPageImageMutation } = uploadPageImageApi
