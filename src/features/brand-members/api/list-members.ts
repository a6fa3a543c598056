import { brandMemberListSchema, type BrandMemberList } from '../../../domain/brand-members'
import { brandMembersApi, membersPath } from './brand-members-api'

export const listMembersApi = brandMembersApi.injectEndpoints({
  endpoints: (build) => ({
    listMembers: build.query<BrandMemberList, string>({
      query: membersPath,
      extraOptions: { schema: brandMemberListSchema },
      providesTags: (_result, _error, brandId) => [{ type: 'BrandMembers', id: brandId }],
    }),
  }),
})

export const { useListMembersQuery } = listMembersApi
