import { z } from 'zod'
import { api } from '../../../lib/api/api'
import { videoSchema, type Video, type VideoUpdate } from '../../../domain/video'

const videosTag = (brandId: string) => ({ type: 'Video' as const, id: `brand-${brandId}` })
const brandVideos = (brandId: string) => `brands/${encodeURIComponent(brandId)}/videos`
const oneVideo = (brandId: string, videoId: string) => `${brandVideos(brandId)}/${encodeURIComponent(videoId)}`

/** A brand's videos: the list (refreshed while any is transcoding), title and visibility, captions, delete. */
export const videosApi = api.enhanceEndpoints({ addTagTypes: ['Video'] }).injectEndpoints({
  endpoints: (build) => ({
    listVideos: build.query<{ videos: Video[] }, { brandId: string }>({
      query: ({ brandId }) => brandVideos(brandId),
      extraOptions: { schema: z.object({ videos: z.array(videoSchema) }), notify: false },
      providesTags: (_result, _error, { brandId }) => [videosTag(brandId)],
    }),
    updateVideo: build.mutation<Video, { brandId: string; videoId: string; change: VideoUpdate }>({
      query: ({ brandId, videoId, change }) => ({ url: oneVideo(brandId, videoId), method: 'PATCH', body: change }),
      extraOptions: { schema: videoSchema, notify: false },
      invalidatesTags: (_result, _error, { brandId }) => [videosTag(brandId)],
    }),
    deleteVideo: build.mutation<void, { brandId: string; videoId: string }>({
      query: ({ brandId, videoId }) => ({ url: oneVideo(brandId, videoId), method: 'DELETE' }),
      extraOptions: { notify: false },
      invalidatesTags: (_result, _error, { brandId }) => [videosTag(brandId)],
    }),
    putCaptions: build.mutation<Video, { brandId: string; videoId: string; language: string; label: string; file: Blob }>({
      query: ({ brandId, videoId, language, label, file }) => ({
        url: `${oneVideo(brandId, videoId)}/captions/${encodeURIComponent(language)}?label=${encodeURIComponent(label)}`,
        method: 'PUT',
        body: file,
        headers: { 'Content-Type': 'text/vtt' },
      }),
      extraOptions: { schema: videoSchema, notify: false },
      invalidatesTags: (_result, _error, { brandId }) => [videosTag(brandId)],
    }),
    deleteCaptions: build.mutation<void, { brandId: string; videoId: string; language: string }>({
      query: ({ brandId, videoId, language }) => ({ url: `${oneVideo(brandId, videoId)}/captions/${encodeURIComponent(language)}`, method: 'DELETE' }),
      extraOptions: { notify: false },
      invalidatesTags: (_result, _error, { brandId }) => [videosTag(brandId)],
    }),
  }),
})

export const { useListVideosQuery, useUpdateVideoMutation, useDeleteVideoMutation, usePutCaptionsMutation, useDeleteCaptionsMutation } = videosApi
