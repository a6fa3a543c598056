import { brandMembersApi, membersPath } from './brand-members-api'

export const removeMemberApi = brandMembersApi.injectEndpoints({
  endpoints: (build) => ({
    /** Removes someone from the brand, or, for one's own id, leaves it. */
    removeMember: build.mutation<null, { brandId: string; userId: string }>({
      query: ({ brandId, userId }) => ({ url: `${membersPath(brandId)}/${encodeURIComponent(userId)}`, method: 'DELETE' }),
      extraOptions: { notify: false },
      invalidatesTags: (_result, _error, { brandId }) => [{ type: 'BrandMembers', id: brandId }, 'UserBrands'],
    }),
  }),
})

export const { useRemoveMemberMutation } = removeMemberApi
