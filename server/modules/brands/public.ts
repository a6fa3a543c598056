// What other modules may use of the brands module.
export { toBrandProfile } from './brand-profile-repository'
export { withoutInvitationToken } from './invitation-mail'
export { brandInvitations, brandMembers, brandProfiles, brands } from './schema'
