import { brandActions } from '../../../src/domain/brand-actions/brands'
import { memberActions } from '../../../src/domain/brand-actions/members'
import { defineModule } from '../../module-definition'
import { brandEditRoutes } from './brand-edit-routes'
import { createBrandMemberRepository, type BrandMemberRepository } from './brand-member-repository'
import { createBrandProfileRepository, type BrandProfileRepository } from './brand-profile-repository'
import { createBrandRepository, type BrandRepository } from './brand-repository'
import { brandRoutes } from './brand-routes'
import { seedDemoOwners } from './demo-seed'
import { createInvitationRepository, type InvitationRepository } from './invitation-repository'
import { invitationRoutes } from './invitation-routes'
import { memberRoutes } from './member-routes'

declare module '../../app-context' {
  interface Repositories {
    brands: BrandRepository
    brandMembers: BrandMemberRepository
    brandProfiles: BrandProfileRepository
    invitations: InvitationRepository
  }
}

/** Brands: their name and profile, their people and roles, and invitations to join them. */
export const brandsModule = defineModule({
  name: 'brands',
  roleActions: { ...brandActions, ...memberActions },
  repositories: (db) => ({
    brands: createBrandRepository(db),
    brandMembers: createBrandMemberRepository(db),
    brandProfiles: createBrandProfileRepository(db),
    invitations: createInvitationRepository(db),
  }),
  routes: [brandRoutes, brandEditRoutes, memberRoutes, invitationRoutes],
  seed: seedDemoOwners,
  auditActions: ['brand.edited', 'member.invited', 'invitation.resent', 'invitation.revoked', 'invitation.accepted', 'member.role-changed', 'member.removed', 'member.left'],
  notificationKinds: ['membership'],
})
