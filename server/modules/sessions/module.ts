import { defineModule } from '../../module-definition'
import { createSessionRepository, type SessionRepository } from './session-repository'
import { sessionRoutes } from './session-routes'

declare module '../../app-context' {
  interface Repositories {
    sessions: SessionRepository
  }
}

/** Sessions: people's accounts (one per address), their roles on sites, signing in by code, guests. */
export const sessionsModule = defineModule({
  name: 'sessions',
  repositories: (db) => ({ sessions: createSessionRepository(db) }),
  routes: [sessionRoutes],
  auditActions: ['session.signed-in', 'session.sign-in-failed', 'session.signed-out'],
})
