import { brandMembersApi, invitationsPath } from './brand-members-api'

export const revokeInvitationApi = brandMembersApi.injectEndpoints({
  endpoints: (build) => ({
    revokeInvitation: build.mutation<null, { brandId: string; invitationId: string }>({
      query: ({ brandId, invitationId }) => ({ url: `${invitationsPath(brandId)}/${encodeURIComponent(invitationId)}`, method: 'DELETE' }),
      extraOptions: { notify: false },
      invalidatesTags: (_result, _error, { brandId }) => [{ type: 'BrandMembers', id: brandId }],
    }),
  }),
})

export const { useRevokeInvitationMutation } = revokeInvitationApi
