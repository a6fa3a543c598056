import { invitationAcceptedSchema, type InvitationAccepted } from '../../../domain/brand-members'
import { brandMembersApi } from './brand-members-api'

export const acceptInvitationApi = brandMembersApi.injectEndpoints({
  endpoints: (build) => ({
    /** Joins the brand and answers a session for the person invited. */
    acceptInvitation: build.mutation<InvitationAccepted, string>({
      query: (token) => ({ url: `invitations/${encodeURIComponent(token)}/accept`, method: 'POST' }),
      extraOptions: { schema: invitationAcceptedSchema, notify: false },
    }),
  }),
})

export const { useAcceptInvitationMutation } = acceptInvitationApi
