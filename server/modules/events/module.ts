import { eventActions } from '../../../src/domain/brand-actions/events'
import { defineModule } from '../../module-definition'
import { createAuditLog, type AuditLog } from './audit-log'
import { eventRoutes } from './event-routes'

declare module '../../app-context' {
  interface Repositories {
    auditLog: AuditLog
  }
}

/** Events: the audit log every module writes to, and its list and export for a brand and a person. */
export const eventsModule = defineModule({
  name: 'events',
  roleActions: eventActions,
  repositories: (db) => ({ auditLog: createAuditLog(db) }),
  routes: [eventRoutes],
  auditActions: ['events.exported'],
})
