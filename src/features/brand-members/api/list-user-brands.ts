import { userBrandListSchema, type UserBrandList } from '../../../domain/brand-members'
import { brandMembersApi } from './brand-members-api'

export const listUserBrandsApi = brandMembersApi.injectEndpoints({
  endpoints: (build) => ({
    listUserBrands: build.query<UserBrandList, string>({
      query: (userId) => `users/${encodeURIComponent(userId)}/brands`,
      extraOptions: { schema: userBrandListSchema },
      providesTags: ['UserBrands'],
    }),
  }),
})

export const { useListUserBrandsQuery } = listUserBrandsApi
