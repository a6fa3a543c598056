import { z } from 'zod'
import { videoSchema, type Video } from '../../../domain/video'
import { api } from '../../../lib/api/api'

/** The brand's videos, for a video block to choose from; the Videos screen's changes refresh it (tag Video). */
export const pageVideosApi = api.enhanceEndpoints({ addTagTypes: ['Video'] }).injectEndpoints({
  endpoints: (build) => ({
    pageVideos: build.query<{ videos: Video[] }, string>({
      query: (brandId) => `brands/${encodeURIComponent(brandId)}/videos`,
      extraOptions: { schema: z.object({ videos: z.array(videoSchema) }), notify: false },
      providesTags: (_result, _error, brandId) => [{ type: 'Video', id: `brand-${brandId}` }],
    }),
  }),
})

export const { usePageVideosQuery } = pageVideosApi
