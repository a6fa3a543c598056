import type { MarqueModule } from '../module-definition'
import { appointmentsModule } from './appointments/module'
import { brandsModule } from './brands/module'
import { cardsModule } from './cards/module'
import { contentModule } from './content/module'
import { eventsModule } from './events/module'
import { healthModule } from './health/module'
import { invoicesModule } from './invoices/module'
import { messagesModule } from './messages/module'
import { notificationsModule } from './notifications/module'
import { pagesModule } from './pages/module'
import { paymentsModule } from './payments/module'
import { sessionsModule } from './sessions/module'
import { sitesModule } from './sites/module'
import { uploadsModule } from './uploads/module'
import { usersModule } from './users/module'
import { videosModule } from './videos/module'
import { webhooksModule } from './webhooks/module'
import { workspaceModule } from './workspace/module'

/**
 * Every module of the server, each after the modules it uses: the app registers their routes, the
 * job queue their jobs and the demo seed runs their seeds in this order (server/module-definition.ts).
 */
export const modules: readonly MarqueModule[] = [
  healthModule,
  uploadsModule,
  sitesModule,
  sessionsModule,
  eventsModule,
  notificationsModule,
  webhooksModule,
  brandsModule,
  messagesModule,
  cardsModule,
  pagesModule,
  contentModule,
  videosModule,
  appointmentsModule,
  invoicesModule,
  paymentsModule,
  workspaceModule,
  usersModule,
]
