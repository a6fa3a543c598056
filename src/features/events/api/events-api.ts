import { api } from '../../../lib/api/api'

/** The shared API with the audit log's tag: an export, itself recorded, refreshes the list. */
export const eventsApi = api.enhanceEndpoints({ addTagTypes: ['AuditEvent'] })

/** Whose events: a brand's (its admins read them) or one person's on this site. */
export type EventScope = { brandId: string } | { userId: string }

/** The address of a scope's events, without the /api base. */
export const eventsPath = (scope: EventScope) => ('brandId' in scope ? `brands/${scope.brandId}/events` : `users/${scope.userId}/events`)
