import type { Database } from './db/client'
import { followDataChanges } from './db/data-changes'
import type { DatabaseListener } from './db/database-listener'
import { createAppointmentRepository } from './modules/appointments/appointment-repository'
import { createAuditLog } from './modules/events/audit-log'
import { createBrandMemberRepository } from './modules/brands/brand-member-repository'
import { createBrandProfileRepository } from './modules/brands/brand-profile-repository'
import { createBrandRepository } from './modules/brands/brand-repository'
import { createInvitationRepository } from './modules/brands/invitation-repository'
import { createCardRepository } from './modules/cards/card-repository'
import { createPageRepository } from './modules/content/page-repository'
import { createMessageRepository } from './modules/messages/message-repository'
import { createNotificationRepository } from './modules/notifications/notification-repository'
import { createPreferenceRepository } from './modules/notifications/preference-repository'
import { createPushSubscriptionRepository } from './modules/notifications/push-subscription-repository'
import { createSessionRepository } from './modules/sessions/session-repository'
import { createHostRepository } from './modules/sites/host-repository'
import { createSiteRepository } from './modules/sites/site-repository'
import { createUploadRepository } from './modules/uploads/upload-repository'
import type { UploadStore } from './modules/uploads/upload-store'
import { createUserRepository } from './modules/users/user-repository'
import { createEmailChangeRepository } from './modules/users/email-change-repository'
import { createVideoRepository } from './modules/videos/video-repository'
import { createWebhookRepository } from './modules/webhooks/webhook-repository'
import { createWorkspaceRepository } from './modules/workspace/workspace-repository'

/**
 * Every repository over one database, built once per app (and by the seed and the operator
 * commands): a module reaches another module's data through these, never through its routes.
 */
export function createRepositories(db: Database, options: { uploadStore: UploadStore; siteCacheTtlMs: number }) {
  return {
    sites: createSiteRepository(db, { cacheTtlMs: options.siteCacheTtlMs }),
    hosts: createHostRepository(db),
    sessions: createSessionRepository(db),
    users: createUserRepository(db),
    emailChanges: createEmailChangeRepository(db),
    brands: createBrandRepository(db),
    brandMembers: createBrandMemberRepository(db),
    brandProfiles: createBrandProfileRepository(db),
    invitations: createInvitationRepository(db),
    cards: createCardRepository(db),
    appointments: createAppointmentRepository(db),
    messages: createMessageRepository(db),
    notifications: createNotificationRepository(db),
    notificationPreferences: createPreferenceRepository(db),
    pushSubscriptions: createPushSubscriptionRepository(db),
    uploads: createUploadRepository(db, options.uploadStore),
    auditLog: createAuditLog(db),
    workspace: createWorkspaceRepository(db),
    pages: createPageRepository(db),
    webhooks: createWebhookRepository(db),
    videos: createVideoRepository(db),
  }
}
export type Repositories = ReturnType<typeof createRepositories>

/**
 * Keeps this process's cached sites and rendered cards in step with the changes every process
 * announces (server/db/data-changes.ts), its own included.
 */
export function followChanges(repositories: Repositories, listener: DatabaseListener, log: { warn(obj: object, msg: string): void }): void {
  followDataChanges(listener, {
    changed(change) {
      if (change.kind === 'site') repositories.sites.dropCached(change.siteId)
      else repositories.cards.changedElsewhere(change.brandId)
    },
    missed() {
      repositories.sites.dropCached(null)
      repositories.cards.allChangedElsewhere().catch((error: unknown) => log.warn({ err: error }, 'rendered cards could not be dropped after a lost connection; they expire on their own'))
    },
  })
}
