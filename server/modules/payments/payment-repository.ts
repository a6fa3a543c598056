import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Currency } from '../../../src/domain/money/currencies'
import type { BankDetails, PaymentLinkCreate, PaymentLinkUpdate, PaymentMethod, PaymentProvider, PaymentQuery } from '../../../src/domain/payment'
import type { Database, Transaction } from '../../db/client'
import { paymentLinks, paymentRefunds, payments, paymentSettings, providerEvents } from './schema'

type PaymentRow = typeof payments.$inferSelect
type RefundRow = typeof paymentRefunds.$inferSelect
export type PaymentLinkRow = typeof paymentLinks.$inferSelect
type Executor = Database | Transaction

/** A payment with what of it went to which invoice and what was given back. */
export type PaymentRecord = {
  payment: PaymentRow
  clientName: string | null
  allocations: { invoiceId: string; invoiceNumber: string | null; amount: number }[]
  refunds: RefundRow[]
}

/** An issued invoice as a payment sees it: what is left to pay of its payable amount. */
type OpenInvoice = { id: string; number: string; clientId: string; currency: Currency; dueDate: string; payable: number; paid: number; credited: number; due: number }

type NewPayment = {
  brandId: string
  clientId: string | null
  paymentLinkId?: string | null
  amount: number
  currency: Currency
  method: PaymentMethod
  provider: PaymentProvider
  providerPaymentId?: string | null
  receivedOn: string
  reference: string
  note: string
  payer?: string
}

type NewRefund = { amount: number; invoiceId: string | null; reason: string; refundedOn: string; providerRefundId?: string | null }

/** Why a payment, an allocation or a refund was not recorded. */
export type PaymentRefusal =
  | { ok: false; reason: 'no-client' | 'no-payment' }
  | { ok: false; reason: 'no-invoice'; invoiceId: string }
  | { ok: false; reason: 'currency'; invoiceId: string }
  | { ok: false; reason: 'over-invoice'; invoiceId: string; due: number }
  | { ok: false; reason: 'over-payment'; left: number }

class Refused extends Error {
  constructor(readonly refusal: PaymentRefusal) {
    super(refusal.reason)
  }
}

const rowsOf = async <T>(executor: Executor, query: SQL): Promise<T[]> => ((await executor.execute(query)) as unknown as { rows: T[] }).rows

// The invoices module's tables are read here by their SQL names: its allocations are this module's
// to write, and an invoice's row is locked while what is left of it is settled.
/** Issued invoices of a brand with what is left to pay of each, locked for this transaction. */
async function lockOpenInvoices(tx: Transaction, brandId: string, invoiceIds: string[]): Promise<Map<string, OpenInvoice>> {
  if (invoiceIds.length === 0) return new Map()
  const rows = await rowsOf<{ id: string; number: string; client_id: string; currency: Currency; due_date: string; payable: string; paid: string; credited: string }>(
    tx,
    sql`select d.id, d.number, d.client_id, d.currency, d.due_date::text as due_date, (d.totals->>'payable')::text as payable,
          (select coalesce(sum(a.amount), 0)::text from payment_allocations a where a.document_id = d.id) as paid,
          (select coalesce(sum(c.total), 0)::text from documents c where c.invoice_id = d.id and c.kind = 'credit_note' and c.status not in ('draft', 'void')) as credited
        from documents d
        where d.brand_id = ${brandId} and d.id in (${sql.join(
          invoiceIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) and d.kind = 'invoice' and d.status not in ('draft', 'void')
        order by d.id
        for update of d`,
  )
  return new Map(
    rows.map((row) => {
      const [payable, paid, credited] = [Number(row.payable), Number(row.paid), Number(row.credited)]
      return [row.id, { id: row.id, number: row.number, clientId: row.client_id, currency: row.currency, dueDate: row.due_date, payable, paid, credited, due: Math.max(0, payable - paid - credited) }]
    }),
  )
}

/** A client's issued invoices with something left to pay, oldest due first. */
async function openInvoicesOf(tx: Transaction, brandId: string, clientId: string, currency: Currency): Promise<OpenInvoice[]> {
  const ids = await rowsOf<{ id: string }>(
    tx,
    sql`select id from documents where brand_id = ${brandId} and client_id = ${clientId} and currency = ${currency} and kind = 'invoice' and status not in ('draft', 'void') order by due_date, number`,
  )
  const locked = await lockOpenInvoices(
    tx,
    brandId,
    ids.map((row) => row.id),
  )
  return ids.map((row) => locked.get(row.id)!).filter((invoice) => invoice.due > 0)
}

async function allocatedOf(executor: Executor, paymentId: string): Promise<number> {
  const [row] = await rowsOf<{ sum: string }>(executor, sql`select coalesce(sum(amount), 0)::text as sum from payment_allocations where payment_id = ${paymentId}`)
  return Number(row?.sum ?? 0)
}

async function refundedOf(executor: Executor, paymentId: string): Promise<number> {
  const [row] = await executor.select({ sum: sql<string>`coalesce(sum(${paymentRefunds.amount}), 0)::text` }).from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId))
  return Number(row?.sum ?? 0)
}

/** A payment of the brand, locked for this transaction (refused when there is none). */
async function lockPayment(tx: Transaction, brandId: string, paymentId: string): Promise<PaymentRow> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.brandId, brandId), eq(payments.id, paymentId)))
    .for('update')
  if (!payment) throw new Refused({ ok: false, reason: 'no-payment' })
  return payment
}

/**
 * Puts amounts of a payment on invoices, each no more than is left of it; the invoices must be
 * the brand's issued invoices of the payment's client and currency.
 */
async function allocate(tx: Transaction, payment: PaymentRow, wanted: { invoiceId: string; amount: number }[]): Promise<void> {
  const invoices = await lockOpenInvoices(
    tx,
    payment.brandId,
    wanted.map((allocation) => allocation.invoiceId),
  )
  const free = payment.amount - (await allocatedOf(tx, payment.id)) - (await refundedOf(tx, payment.id))
  const total = wanted.reduce((sum, allocation) => sum + allocation.amount, 0)
  if (total > free) throw new Refused({ ok: false, reason: 'over-payment', left: free })
  const taken = new Map<string, number>()
  for (const { invoiceId, amount } of wanted) {
    const invoice = invoices.get(invoiceId)
    if (!invoice || (payment.clientId !== null && invoice.clientId !== payment.clientId)) throw new Refused({ ok: false, reason: 'no-invoice', invoiceId })
    if (invoice.currency !== payment.currency) throw new Refused({ ok: false, reason: 'currency', invoiceId })
    const due = invoice.due - (taken.get(invoiceId) ?? 0)
    if (amount > due) throw new Refused({ ok: false, reason: 'over-invoice', invoiceId, due })
    taken.set(invoiceId, (taken.get(invoiceId) ?? 0) + amount)
    await tx.execute(sql`insert into payment_allocations (brand_id, document_id, payment_id, amount) values (${payment.brandId}, ${invoiceId}, ${payment.id}, ${amount})`)
  }
}

/** A payment's amount spread over invoices in order, each up to what is left of it. */
function spread(amount: number, invoices: OpenInvoice[]): { invoiceId: string; amount: number }[] {
  const allocations: { invoiceId: string; amount: number }[] = []
  let left = amount
  for (const invoice of invoices) {
    if (left <= 0) break
    const part = Math.min(left, invoice.due)
    if (part > 0) allocations.push({ invoiceId: invoice.id, amount: part })
    left -= part
  }
  return allocations
}

/** Payments, their allocations and refunds, the brand's payment links and bank details; every query is of one brand. */
export function createPaymentRepository(db: Database) {
  async function recordsOf(executor: Executor, rows: PaymentRow[]): Promise<PaymentRecord[]> {
    if (rows.length === 0) return []
    const ids = rows.map((row) => row.id)
    const idList = sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )
    const [allocations, refunds, names] = await Promise.all([
      rowsOf<{ payment_id: string; document_id: string; number: string | null; amount: string }>(
        executor,
        sql`select a.payment_id, a.document_id, d.number, a.amount::text as amount from payment_allocations a join documents d on d.id = a.document_id where a.payment_id in (${idList}) order by a.created_at, a.id`,
      ),
      executor.select().from(paymentRefunds).where(inArray(paymentRefunds.paymentId, ids)).orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id)),
      rowsOf<{ id: string; name: string }>(executor, sql`select c.id, c.name from clients c where c.id in (select client_id from payments where id in (${idList}))`),
    ])
    const nameOf = new Map(names.map((row) => [row.id, row.name]))
    return rows.map((payment) => ({
      payment,
      clientName: payment.clientId ? (nameOf.get(payment.clientId) ?? null) : null,
      allocations: allocations
        .filter((allocation) => allocation.payment_id === payment.id)
        .map((allocation) => ({ invoiceId: allocation.document_id, invoiceNumber: allocation.number, amount: Number(allocation.amount) })),
      refunds: refunds.filter((refund) => refund.paymentId === payment.id),
    }))
  }

  async function findPayment(executor: Executor, brandId: string, paymentId: string): Promise<PaymentRecord | null> {
    const [row] = await executor
      .select()
      .from(payments)
      .where(and(eq(payments.brandId, brandId), eq(payments.id, paymentId)))
    return row ? ((await recordsOf(executor, [row]))[0] ?? null) : null
  }

  /** Runs a change in a transaction, giving its refusal back as a value. */
  async function refusable<T>(executor: Executor | null, change: (tx: Transaction) => Promise<T>): Promise<T | PaymentRefusal> {
    try {
      return await (executor ?? db).transaction(change)
    } catch (error) {
      if (error instanceof Refused) return error.refusal
      throw error
    }
  }

  /**
   * Records a payment and puts it on invoices: the ones asked, or (none asked) the client's open
   * invoices in the payment's currency up to its amount, oldest due first. What is left is the
   * client's credit. A provider's payment already recorded is not recorded again: null.
   */
  async function recordPayment(
    executor: Executor | null,
    input: NewPayment,
    allocations: { invoiceId: string; amount: number }[] | 'oldest-first' | { settle: string },
  ): Promise<{ ok: true; record: PaymentRecord } | { ok: true; record: null } | PaymentRefusal> {
    return refusable(executor, async (tx) => {
      if (input.clientId) {
        const [client] = await rowsOf<{ id: string }>(tx, sql`select id from clients where brand_id = ${input.brandId} and id = ${input.clientId}`)
        if (!client) throw new Refused({ ok: false, reason: 'no-client' })
      }
      const [payment] = await tx
        .insert(payments)
        .values({ ...input, paymentLinkId: input.paymentLinkId ?? null, providerPaymentId: input.providerPaymentId ?? null, payer: input.payer ?? '' })
        .onConflictDoNothing()
        .returning()
      if (!payment) return { ok: true, record: null } as const
      const wanted =
        allocations === 'oldest-first'
          ? input.clientId
            ? spread(payment.amount, await openInvoicesOf(tx, input.brandId, input.clientId, input.currency))
            : []
          : 'settle' in allocations
            ? spread(payment.amount, [...(await lockOpenInvoices(tx, input.brandId, [allocations.settle])).values()].filter((invoice) => invoice.currency === payment.currency))
            : allocations
      await allocate(tx, payment, wanted)
      return { ok: true, record: (await findPayment(tx, input.brandId, payment.id))! } as const
    })
  }

  /**
   * Gives back part or all of a payment: taken first from its credit, then from the invoice named
   * (or the payment's invoices, latest first), whose balances grow again. The payment's own row
   * stays as it was; a provider's refund already recorded is not recorded again (null).
   */
  async function recordRefund(executor: Executor | null, brandId: string, paymentId: string, refund: NewRefund): Promise<{ ok: true; record: PaymentRecord | null } | PaymentRefusal> {
    return refusable(executor, async (tx) => {
      const payment = await lockPayment(tx, brandId, paymentId)
      const refunded = await refundedOf(tx, payment.id)
      const [row] = await tx
        .insert(paymentRefunds)
        .values({ brandId, paymentId, documentId: refund.invoiceId, amount: refund.amount, reason: refund.reason, refundedOn: refund.refundedOn, providerRefundId: refund.providerRefundId ?? null })
        .onConflictDoNothing()
        .returning()
      if (!row) return { ok: true, record: null } as const
      if (refund.amount > payment.amount - refunded) throw new Refused({ ok: false, reason: 'over-payment', left: payment.amount - refunded })
      const parts = await rowsOf<{ id: string; document_id: string; amount: string }>(
        tx,
        sql`select id, document_id, amount::text as amount from payment_allocations where payment_id = ${paymentId} order by (document_id = ${refund.invoiceId}::uuid) desc nulls last, created_at desc, id desc for update`,
      )
      if (refund.invoiceId && !parts.some((part) => part.document_id === refund.invoiceId)) throw new Refused({ ok: false, reason: 'no-invoice', invoiceId: refund.invoiceId })
      const allocated = parts.reduce((sum, part) => sum + Number(part.amount), 0)
      // What the credit cannot give back comes off the allocations: an invoice's paid amount is what stays on it.
      let fromInvoices = Math.max(0, refund.amount - (payment.amount - refunded - allocated))
      for (const part of parts) {
        if (fromInvoices <= 0) break
        const take = Math.min(fromInvoices, Number(part.amount))
        if (take === Number(part.amount)) await tx.execute(sql`delete from payment_allocations where id = ${part.id}`)
        else await tx.execute(sql`update payment_allocations set amount = amount - ${take} where id = ${part.id}`)
        fromInvoices -= take
      }
      return { ok: true, record: (await findPayment(tx, brandId, paymentId))! } as const
    })
  }

  return {
    findPayment: (brandId: string, paymentId: string) => findPayment(db, brandId, paymentId),
    recordPayment,
    recordRefund,

    /** Puts a payment's credit on invoices. */
    async allocateCredit(brandId: string, paymentId: string, wanted: { invoiceId: string; amount: number }[]): Promise<{ ok: true; record: PaymentRecord } | PaymentRefusal> {
      return refusable(null, async (tx) => {
        const payment = await lockPayment(tx, brandId, paymentId)
        await allocate(tx, payment, wanted)
        return { ok: true, record: (await findPayment(tx, brandId, paymentId))! } as const
      })
    },

    /** The brand's payments, newest first, narrowed as asked. */
    async listPayments(brandId: string, query: PaymentQuery, page: { limit: number; offset: number }): Promise<{ records: PaymentRecord[]; total: number }> {
      const where = and(
        eq(payments.brandId, brandId),
        query.client_id ? eq(payments.clientId, query.client_id) : undefined,
        query.invoice_id ? sql`exists (select 1 from payment_allocations a where a.payment_id = ${payments.id} and a.document_id = ${query.invoice_id})` : undefined,
      )
      const [rows, [total]] = await Promise.all([
        db.select().from(payments).where(where).orderBy(desc(payments.receivedOn), desc(payments.createdAt), desc(payments.id)).limit(page.limit).offset(page.offset),
        db.select({ n: count() }).from(payments).where(where),
      ])
      return { records: await recordsOf(db, rows), total: Number(total?.n ?? 0) }
    },

    /** What a client paid beyond their invoices and was not given back, by currency. */
    async creditOf(brandId: string, clientId: string): Promise<{ currency: Currency; amount: number }[]> {
      const rows = await rowsOf<{ currency: Currency; amount: string }>(
        db,
        sql`select p.currency, sum(p.amount
              - (select coalesce(sum(a.amount), 0) from payment_allocations a where a.payment_id = p.id)
              - (select coalesce(sum(r.amount), 0) from payment_refunds r where r.payment_id = p.id))::text as amount
            from payments p where p.brand_id = ${brandId} and p.client_id = ${clientId} group by p.currency order by p.currency`,
      )
      return rows.map((row) => ({ currency: row.currency, amount: Number(row.amount) })).filter((row) => row.amount > 0)
    },

    /** The provider's payment, when it was recorded already. */
    async findByProviderPayment(provider: PaymentProvider, providerPaymentId: string, executor: Executor = db): Promise<PaymentRow | null> {
      const [row] = await executor
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)))
      return row ?? null
    },

    /**
     * Applies a provider's event once: its id is written in the transaction of its effect, so an
     * event delivered again finds the row and is not applied again (false).
     */
    async applyEventOnce(provider: PaymentProvider, event: { id: string; type: string }, apply: (tx: Transaction) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [taken] = await tx.insert(providerEvents).values({ provider, eventId: event.id, type: event.type }).onConflictDoNothing().returning({ id: providerEvents.eventId })
        if (!taken) return false
        await apply(tx)
        return true
      })
    },

    /** An invoice of the brand with what is left to pay of it (not locked). */
    async openInvoice(brandId: string, invoiceId: string, executor: Executor = db): Promise<OpenInvoice | null> {
      return executor.transaction(async (tx) => (await lockOpenInvoices(tx, brandId, [invoiceId])).get(invoiceId) ?? null)
    },

    async bankDetails(brandId: string): Promise<BankDetails> {
      const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.brandId, brandId))
      return { account_holder: row?.accountHolder ?? '', account: row?.account ?? '', bic: row?.bic ?? '', bank_name: row?.bankName ?? '' }
    },

    async saveBankDetails(executor: Executor | null, brandId: string, bank: BankDetails): Promise<void> {
      const values = { accountHolder: bank.account_holder, account: bank.account, bic: bank.bic, bankName: bank.bank_name, updatedAt: new Date() }
      await (executor ?? db)
        .insert(paymentSettings)
        .values({ brandId, ...values })
        .onConflictDoUpdate({ target: paymentSettings.brandId, set: values })
    },

    async listLinks(brandId: string): Promise<PaymentLinkRow[]> {
      return db.select().from(paymentLinks).where(eq(paymentLinks.brandId, brandId)).orderBy(desc(paymentLinks.createdAt), desc(paymentLinks.id))
    },

    async findLink(brandId: string, linkId: string): Promise<PaymentLinkRow | null> {
      const [row] = await db
        .select()
        .from(paymentLinks)
        .where(and(eq(paymentLinks.brandId, brandId), eq(paymentLinks.id, linkId)))
      return row ?? null
    },

    /** An active link of the brand by its token. */
    async findLinkByToken(brandId: string, token: string): Promise<PaymentLinkRow | null> {
      const [row] = await db
        .select()
        .from(paymentLinks)
        .where(and(eq(paymentLinks.brandId, brandId), eq(paymentLinks.token, token), eq(paymentLinks.active, true)))
      return row ?? null
    },

    async createLink(executor: Executor | null, brandId: string, token: string, input: PaymentLinkCreate): Promise<PaymentLinkRow> {
      const [row] = await (executor ?? db)
        .insert(paymentLinks)
        .values({ brandId, token, ...input })
        .returning()
      return row!
    },

    async updateLink(brandId: string, linkId: string, changes: PaymentLinkUpdate): Promise<PaymentLinkRow | null> {
      const [row] = await db
        .update(paymentLinks)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(paymentLinks.brandId, brandId), eq(paymentLinks.id, linkId)))
        .returning()
      return row ?? null
    },

    async deleteLink(brandId: string, linkId: string): Promise<boolean> {
      const deleted = await db
        .delete(paymentLinks)
        .where(and(eq(paymentLinks.brandId, brandId), eq(paymentLinks.id, linkId)))
        .returning({ id: paymentLinks.id })
      return deleted.length > 0
    },
  }
}
export type PaymentRepository = ReturnType<typeof createPaymentRepository>
