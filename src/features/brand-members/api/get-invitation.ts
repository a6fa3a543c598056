import { invitationViewSchema, type InvitationView } from '../../../domain/brand-members'
import { brandMembersApi } from './brand-members-api'

export const getInvitationApi = brandMembersApi.injectEndpoints({
  endpoints: (build) => ({
    // The screen says plainly why a link is refused; no notification on top.
    getInvitation: build.query<InvitationView, string>({
      query: (token) => `invitations/${encodeURIComponent(token)}`,
      extraOptions: { schema: invitationViewSchema, notify: false },
    }),
  }),
})

export const { useGetInvitationQuery } = getInvitationApi
