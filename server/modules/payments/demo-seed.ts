import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Currency } from '../../../src/domain/money/currencies'
import type { SeedDeps } from '../../module-definition'
import { brands } from '../brands/public'

type DemoAccount = { brandSlug: string; bank: { account_holder: string; account: string; bic: string; bank_name: string }; deposit: { title: string; description: string; amount: number; currency: Currency } }

const demoAccounts: DemoAccount[] = [
  {
    brandSlug: 'northwind',
    bank: { account_holder: 'Northwind Studio Ltd', account: 'GB33 BUKB 2020 1555 5555 55', bic: 'BUKBGB22', bank_name: 'Barclays' },
    deposit: { title: 'Workshop deposit', description: 'Holds a half-day brand workshop; taken off its invoice.', amount: 25000, currency: 'GBP' },
  },
  {
    brandSlug: 'ember-oak',
    bank: { account_holder: 'Ember & Oak Möbelwerkstatt', account: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX', bank_name: 'Commerzbank' },
    deposit: { title: 'Anzahlung Maßanfertigung', description: 'Deposit for a made-to-measure piece.', amount: 50000, currency: 'EUR' },
  },
]

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

/**
 * Each demo brand's bank details, a payment link for a deposit, the bank transfer that paid its
 * paid invoice in full (the invoices seed put that amount on it), and a part payment of its open invoice.
 */
export async function seedDemoPayments({ tx, repositories }: SeedDeps): Promise<void> {
  const payments = repositories.payments
  for (const account of demoAccounts) {
    const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.slug, account.brandSlug))
    if (!brand) throw new Error(`The demo brand ${account.brandSlug} was not made`)
    await payments.saveBankDetails(tx, brand.id, account.bank)
    await payments.createLink(tx, brand.id, randomBytes(12).toString('base64url'), { ...account.deposit, active: true })

    // The invoices seed records its paid invoice's allocation with no payment: this is that payment.
    const [paid] = rowsOf<{ id: string; document_id: string; amount: string; client_id: string; currency: Currency; number: string; issue_date: string }>(
      await tx.execute(sql`select a.id, a.document_id, a.amount::text as amount, d.client_id, d.currency, d.number, d.issue_date::text as issue_date
        from payment_allocations a join documents d on d.id = a.document_id where a.brand_id = ${brand.id} and a.payment_id is null order by d.number limit 1`),
    )
    if (paid) {
      const recorded = await payments.recordPayment(
        tx,
        { brandId: brand.id, clientId: paid.client_id, amount: Number(paid.amount), currency: paid.currency, method: 'bank_transfer', provider: 'manual', receivedOn: paid.issue_date, reference: paid.number, note: '' },
        [],
      )
      if (!recorded.ok || !recorded.record) throw new Error(`The demo payment of ${account.brandSlug} was not recorded`)
      await tx.execute(sql`update payment_allocations set payment_id = ${recorded.record.payment.id} where id = ${paid.id}`)
    }

    // Half of what is left of the open invoice, paid by transfer.
    const [open] = rowsOf<{ id: string; client_id: string; currency: Currency; number: string }>(
      await tx.execute(sql`select d.id, d.client_id, d.currency, d.number from documents d
        where d.brand_id = ${brand.id} and d.kind = 'invoice' and d.status not in ('draft', 'void')
          and not exists (select 1 from payment_allocations a where a.document_id = d.id) order by d.number limit 1`),
    )
    if (open) {
      const invoice = await payments.openInvoice(brand.id, open.id, tx)
      const part = Math.floor((invoice?.due ?? 0) / 2)
      if (part > 0) {
        const recorded = await payments.recordPayment(
          tx,
          { brandId: brand.id, clientId: open.client_id, amount: part, currency: open.currency, method: 'bank_transfer', provider: 'manual', receivedOn: new Date().toISOString().slice(0, 10), reference: open.number, note: '' },
          [{ invoiceId: open.id, amount: part }],
        )
        if (!recorded.ok) throw new Error(`The demo part payment of ${account.brandSlug} was not recorded`)
      }
    }
  }
}
