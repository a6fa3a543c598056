import type { Config } from '../../config'
import { defineModule } from '../../module-definition'
import { manualProvider, type PaymentsOwn } from './payment-provider'
import { createPaymentRepository, type PaymentRepository } from './payment-repository'
import { paymentRoutes } from './payment-routes'
import { seedDemoPayments } from './demo-seed'
import { stripeProvider } from './stripe-provider'
import { stripeRoutes } from './stripe-routes'

declare module '../../app-context' {
  interface Repositories {
    payments: PaymentRepository
  }
}

const providersOf = (config: Config): PaymentsOwn => ({ manual: manualProvider, online: config.stripe ? stripeProvider(config.stripe) : null })

/** Payments: recorded by hand or taken through Stripe, put on invoices, refunded; payment links (docs/payments.md). */
export const paymentsModule = defineModule<PaymentsOwn>({
  name: 'payments',
  repositories: (db) => ({ payments: createPaymentRepository(db) }),
  setup: (context) => providersOf(context.config),
  routes: [paymentRoutes, stripeRoutes],
  seed: seedDemoPayments,
  auditActions: ['payment.recorded', 'payment.allocated', 'payment.refunded', 'payment.settings-changed', 'payment-link.created', 'payment-link.edited', 'payment-link.deleted'],
  notificationKinds: ['payment'],
})
