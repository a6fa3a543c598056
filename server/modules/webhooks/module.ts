import { defineModule } from '../../module-definition'
import { webhookDelivery, type WebhookJob } from './webhook-delivery'
import { createWebhookRepository, type WebhookRepository } from './webhook-repository'
import { webhookRoutes } from './webhook-routes'

declare module '../../app-context' {
  interface Repositories {
    webhooks: WebhookRepository
  }
}

declare module '../../jobs/job-queue' {
  interface JobPayloads {
    /** One event (a new lead) posted to one brand's webhook. */
    webhook: WebhookJob
  }
}

/** Webhooks: where a brand's new leads are posted for its CRM, signed, retried and logged. */
export const webhooksModule = defineModule({
  name: 'webhooks',
  repositories: (db) => ({ webhooks: createWebhookRepository(db) }),
  routes: [webhookRoutes],
  jobs: {
    webhook: {
      // 10 s, 20 s, 40 s … the 11th and last try about 2.8 hours after the first: a CRM that is down
      // for a while still gets every lead, and the delivery log shows each try.
      policy: { retryLimit: 10, retryDelay: 10, retryBackoff: true, expireInSeconds: 60 },
      handler: ({ repositories, allowLoopbackHttp }) => webhookDelivery({ repositories, allowLoopbackHttp }),
    },
  },
})
