import { brandInvitationSchema, type BrandInvitation, type InvitationCreate } from '../../../domain/brand-members'
import { brandMembersApi, invitationsPath } from './brand-members-api'

export const inviteMemberApi = brandMembersApi.injectEndpoints({
  endpoints: (build) => ({
    // The form shows the server's message under the field it names.
    inviteMember: build.mutation<BrandInvitation, { brandId: string; invitation: InvitationCreate }>({
      query: ({ brandId, invitation }) => ({ url: invitationsPath(brandId), method: 'POST', body: invitation }),
      extraOptions: { schema: brandInvitationSchema, notify: false },
      invalidatesTags: (_result, _error, { brandId }) => [{ type: 'BrandMembers', id: brandId }],
    }),
  }),
})

export const { useInviteMemberMutation } = inviteMemberApi
