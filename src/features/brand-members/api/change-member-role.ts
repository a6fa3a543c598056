import { brandMemberSchema, type BrandMember } from '../../../domain/brand-members'
import type { BrandRole } from '../../../domain/brand-roles'
import { brandMembersApi, membersPath } from './brand-members-api'

export const changeMemberRoleApi = brandMembersApi.injectEndpoints({
  endpoints: (build) => ({
    // The row shows the server's refusal (the last owner, a role above the caller's) itself.
    changeMemberRole: build.mutation<BrandMember, { brandId: string; userId: string; role: BrandRole }>({
      query: ({ brandId, userId, role }) => ({ url: `${membersPath(brandId)}/${encodeURIComponent(userId)}`, method: 'PATCH', body: { role } }),
      extraOptions: { schema: brandMemberSchema, notify: false },
      invalidatesTags: (_result, _error, { brandId }) => [{ type: 'BrandMembers', id: brandId }, 'UserBrands'],
    }),
  }),
})

export const { useChangeMemberRoleMutation } = changeMemberRoleApi
