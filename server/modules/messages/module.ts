import { leadActions } from '../../../src/domain/brand-actions/leads'
import { defineModule } from '../../module-definition'
import { brandInboxRoutes } from './brand-inbox-routes'
import { contactRoutes } from './contact-routes'
import { createMessageRepository, type MessageRepository } from './message-repository'
import { messageRoutes } from './message-routes'

declare module '../../app-context' {
  interface Repositories {
    messages: MessageRepository
  }
}

/** Messages: leads left on cards and messages from a site's contact page, a person's and a brand's inbox. */
export const messagesModule = defineModule({
  name: 'messages',
  roleActions: leadActions,
  repositories: (db) => ({ messages: createMessageRepository(db) }),
  routes: [contactRoutes, messageRoutes, brandInboxRoutes],
  notificationKinds: ['lead'],
})
