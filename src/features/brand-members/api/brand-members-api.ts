import { api } from '../../../lib/api/api'

/**
 * The shared API with the tags the member screens use: any change to a brand's people refreshes
 * its members list and the brands lists of the people in it.
 */
export const brandMembersApi = api.enhanceEndpoints({ addTagTypes: ['BrandMembers', 'UserBrands'] })

export const membersPath = (brandId: string) => `brands/${encodeURIComponent(brandId)}/members`
export const invitationsPath = (brandId: string) => `brands/${encodeURIComponent(brandId)}/invitations`
