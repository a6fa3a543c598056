import { defineMessages } from '@formatjs/intl'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { AppContext } from '../../app-context'
import { brandMembers } from '../brands/public'
import { decimalAmount } from '../invoices/public'
import { notify } from '../notifications/public'
import { sites } from '../sites/public'
import type { PaymentRecord } from './payment-repository'

const words = defineMessages({
  title: { id: 'paymentNotice.title', defaultMessage: 'Payment received: {amount}' },
  body: {
    id: 'paymentNotice.body',
    defaultMessage: '{payer} paid {amount}{invoices, select, none {} other { for {invoices}}}.',
  },
  someone: { id: 'paymentNotice.someone', defaultMessage: 'Someone' },
})

/**
 * Tells the brand's owners and admins that a payment came in, in each one's language (after the
 * payment was recorded, never inside its transaction).
 */
export async function tellPaymentReceived(context: Pick<AppContext, 'repositories' | 'jobs' | 'database'>, record: PaymentRecord, origin: string): Promise<void> {
  const { payment } = record
  const db = context.database.db
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.brandId, payment.brandId)).orderBy(asc(sites.createdAt)).limit(1)
  if (!site) return
  const people = await db
    .select({ userId: brandMembers.userId })
    .from(brandMembers)
    .where(and(eq(brandMembers.brandId, payment.brandId), inArray(brandMembers.role, ['owner', 'admin'])))
  const invoices = record.allocations.map((allocation) => allocation.invoiceNumber).filter(Boolean).join(', ')
  const amount = `${decimalAmount(payment.amount, payment.currency)} ${payment.currency}`
  const tell = notify(context)
  for (const { userId } of people) {
    await tell(userId, site.id, {
      kind: 'payment',
      title: (say) => say(words.title, { amount }),
      body: (say) =>
        say(words.body, {
          payer: record.clientName ?? (payment.payer || say(words.someone)),
          amount,
          invoices: invoices || 'none',
        }),
      link: `/brands/${payment.brandId}/pay/${payment.id}`,
      origin,
    })
  }
}
