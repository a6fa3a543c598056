import { defineModule } from '../../module-definition'
import { createEmailChangeRepository, type EmailChangeRepository } from './email-change-repository'
import { createUserRepository, type UserRepository } from './user-repository'
import { ownDataRoutes } from './own-data-routes'
import { userRoutes } from './user-routes'

declare module '../../app-context' {
  interface Repositories {
    users: UserRepository
    emailChanges: EmailChangeRepository
  }
}

/** Users: a person's profile, a site's directory of its people, changes of address, suspending an account, a person's own data (download, deletion). */
export const usersModule = defineModule({
  name: 'users',
  repositories: (db) => ({ users: createUserRepository(db), emailChanges: createEmailChangeRepository(db) }),
  routes: [userRoutes, ownDataRoutes],
  auditActions: ['user.edited', 'user.email-changed', 'user.suspended', 'user.restored', 'account.deleted'],
  notificationKinds: ['security'],
})
