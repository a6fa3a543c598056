import { brandInvitationSchema, type BrandInvitation } from '../../../domain/brand-members'
import { brandMembersApi, invitationsPath } from './brand-members-api'

export const resendInvitationApi = brandMembersApi.injectEndpoints({
  endpoints: (build) => ({
    /** A new link for the invitation, valid 7 days again; the old link stops working. */
    resendInvitation: build.mutation<BrandInvitation, { brandId: string; invitationId: string }>({
      query: ({ brandId, invitationId }) => ({ url: `${invitationsPath(brandId)}/${encodeURIComponent(invitationId)}/resend`, method: 'POST' }),
      extraOptions: { schema: brandInvitationSchema, notify: false },
      invalidatesTags: (_result, _error, { brandId }) => [{ type: 'BrandMembers', id: brandId }],
    }),
  }),
})

export const { useResendInvitationMutation } = resendInvitationApi
