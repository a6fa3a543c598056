import { z } from 'zod'
import { api } from '../../../lib/api/api'

const pageImageSchema = z.object({ id: z.string(), url: z.string(), width: z.number(), height: z.number() })
export type PageImage = z.infer<typeof pageImageSchema>

export const uploadPageImageApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The file goes as the raw body with its own type; the editor shows a refusal beside the field.
    uploadPageImage: build.mutation<PageImage, { brandId: string; siteId: string; file: File }>({
      query: ({ brandId, siteId, file }) => ({
        url: `brands/${encodeURIComponent(brandId)}/sites/${encodeURIComponent(siteId)}/images`,
        method: 'POST',
        body: file,
        headers: { 'content-type': file.type },
      }),
      extraOptions: { schema: pageImageSchema, notify: false },
    }),
  }),
})

export const { useUploadPageImageMutation } = uploadPageImageApi
