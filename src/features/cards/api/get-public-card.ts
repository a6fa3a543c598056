import { publicCardSchema, type PublicCard } from '../../../domain/card'
import { api } from '../../../lib/api/api'

export type PublicCardArgs = { key: string; src?: string }

export const getPublicCardApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A 404 is not a fault here: the same address may name a business page, so the screen decides.
    getPublicCard: build.query<PublicCard, PublicCardArgs>({
      query: ({ key, src }) => ({ url: `vcards/${encodeURIComponent(key)}`, params: src ? { src } : undefined }),
      extraOptions: { schema: publicCardSchema, notify: false },
    }),
  }),
})

export const { useGetPublicCardQuery } = getPublicCardApi
