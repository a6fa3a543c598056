import { and, asc, count, desc, eq, ilike, inArray, isNull, lt, ne, notInArray, or, sql, type SQL } from 'drizzle-orm'
import type { ClientCreate, ClientQuery, ClientUpdate } from '../../../src/domain/client'
import type { BrandSnapshot, DocumentKind, DocumentLineInput, DocumentQuery, DocumentStatus } from '../../../src/domain/invoice'
import type { Currency } from '../../../src/domain/money/currencies'
import { documentTotals } from '../../../src/domain/money/document-totals'
import type { Database, Transaction } from '../../db/client'
import { addDays, daysBetween, documentNumber, today } from './document-numbers'
import { clients, documentLinks, documentSequences, documents, paymentAllocations } from './schema'

export type ClientRow = typeof clients.$inferSelect
export type DocumentRow = typeof documents.$inferSelect

/** A document with its client as they are now, and what was paid of it and credited on it. */
export type DocumentRecord = { document: DocumentRow; client: ClientRow; paid: number; credited: number }

/** Why a finalization did not happen. */
export type FinalizeRefusal =
  | { ok: false; reason: 'missing' }
  | { ok: false; reason: 'not-draft'; status: DocumentStatus }
  /** A credit note whose invoice is not (any more) one that can be credited: voided, or a draft. */
  | { ok: false; reason: 'invoice-not-open' }
  /** A credit note that, with the invoice's other credit notes, would credit more than the invoice's total. */
  | { ok: false; reason: 'over-credit'; left: number; currency: Currency }

/** Thrown inside the finalizing transaction to roll it back, number and all. */
class FinalizeRolledBack extends Error {
  constructor(readonly refusal: FinalizeRefusal) {
    super(refusal.reason)
  }
}

// Sums as text: PostgreSQL's sum of bigints is a numeric, which drivers give back as text anyway.
const paidOf = sql<string>`(select coalesce(sum(${paymentAllocations.amount}), 0)::text from ${paymentAllocations} where ${paymentAllocations.documentId} = ${documents.id})`
/** What the issued credit notes of an invoice take off it. */
const creditedOf = sql<string>`(select coalesce(sum(credit.total), 0)::text from ${documents} credit where credit.invoice_id = ${documents.id} and credit.kind = 'credit_note' and credit.status not in ('draft', 'void'))`
/** An issued invoice's balance, in SQL, for the filters and the dashboard's count. */
const balanceOf = sql`(${documents.total} - (select coalesce(sum(${paymentAllocations.amount}), 0) from ${paymentAllocations} where ${paymentAllocations.documentId} = ${documents.id}) - (select coalesce(sum(credit.total), 0) from ${documents} credit where credit.invoice_id = ${documents.id} and credit.kind = 'credit_note' and credit.status not in ('draft', 'void')))`

/** Issued invoices with something left to pay after their due date. */
const overdue = (day: string): SQL =>
  and(eq(documents.kind, 'invoice'), notInArray(documents.status, ['draft', 'void']), lt(documents.dueDate, day), sql`${balanceOf} > 0`)!

/** How many of the brand's invoices are overdue: for the dashboard's attention list. */
export async function overdueInvoiceCount(executor: Database | Transaction, brandId: string, day = today()): Promise<number> {
  const [row] = await executor.select({ n: count() }).from(documents).where(and(eq(documents.brandId, brandId), overdue(day)))
  return Number(row?.n ?? 0)
}

export type NewDocument = {
  kind: DocumentKind
  clientId: string
  currency: Currency
  prices: 'exclusive' | 'inclusive'
  lines: DocumentLineInput[]
  notes: string
  terms: string
  issueDate: string
  dueDate: string
  invoiceId?: string | null
  quoteId?: string | null
}

/** A brand's clients and its quotes, invoices and credit notes; every query is of one brand. */
export function createInvoiceRepository(db: Database) {
  const recordColumns = { document: documents, client: clients, paid: paidOf, credited: creditedOf }
  const toRecord = (row: { document: DocumentRow; client: ClientRow; paid: string; credited: string }): DocumentRecord => ({
    document: row.document,
    client: row.client,
    paid: Number(row.paid),
    credited: Number(row.credited),
  })

  async function findDocument(executor: Database | Transaction, brandId: string, documentId: string): Promise<DocumentRecord | null> {
    const [row] = await executor
      .select(recordColumns)
      .from(documents)
      .innerJoin(clients, eq(clients.id, documents.clientId))
      .where(and(eq(documents.brandId, brandId), eq(documents.id, documentId)))
    return row ? toRecord(row) : null
  }

  async function insertDocument(executor: Database | Transaction, brandId: string, input: NewDocument): Promise<DocumentRow> {
    const [row] = await executor
      .insert(documents)
      .values({ brandId, ...input, invoiceId: input.invoiceId ?? null, quoteId: input.quoteId ?? null })
      .returning()
    return row!
  }

  return {
    async listClients(brandId: string, query: ClientQuery, pageSize: number): Promise<{ rows: ClientRow[]; total: number }> {
      const words = query.q ? `%${query.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : null
      const where = and(
        eq(clients.brandId, brandId),
        words ? or(ilike(clients.name, words), ilike(clients.contactName, words), ilike(clients.email, words), ilike(sql`${clients.address}->>'city'`, words)) : undefined,
      )
      const page = query.page ?? 1
      const [rows, [total]] = await Promise.all([
        db.select().from(clients).where(where).orderBy(asc(sql`lower(${clients.name})`), asc(clients.id)).limit(pageSize).offset((page - 1) * pageSize),
        db.select({ n: count() }).from(clients).where(where),
      ])
      return { rows, total: Number(total?.n ?? 0) }
    },

    async findClient(brandId: string, clientId: string): Promise<ClientRow | null> {
      const [row] = await db.select().from(clients).where(and(eq(clients.brandId, brandId), eq(clients.id, clientId)))
      return row ?? null
    },

    async createClient(executor: Database | Transaction | null, brandId: string, input: ClientCreate): Promise<ClientRow> {
      const [row] = await (executor ?? db)
        .insert(clients)
        .values({
          brandId,
          name: input.name,
          contactName: input.contact_name,
          email: input.email,
          address: input.address,
          taxId: input.tax_id,
          language: input.language,
          currency: input.currency,
          paymentTermsDays: input.payment_terms_days,
        })
        .returning()
      return row!
    },

    async updateClient(brandId: string, clientId: string, changes: ClientUpdate): Promise<ClientRow | null> {
      const [row] = await db
        .update(clients)
        .set({
          ...(changes.name !== undefined && { name: changes.name }),
          ...(changes.contact_name !== undefined && { contactName: changes.contact_name }),
          ...(changes.email !== undefined && { email: changes.email }),
          ...(changes.address !== undefined && { address: changes.address }),
          ...(changes.tax_id !== undefined && { taxId: changes.tax_id }),
          ...(changes.language !== undefined && { language: changes.language }),
          ...(changes.currency !== undefined && { currency: changes.currency }),
          ...(changes.payment_terms_days !== undefined && { paymentTermsDays: changes.payment_terms_days }),
          updatedAt: new Date(),
        })
        .where(and(eq(clients.brandId, brandId), eq(clients.id, clientId)))
        .returning()
      return row ?? null
    },

    /** Deletes a client with no document; one with documents stays (`'has-documents'`), since they name it. */
    async deleteClient(brandId: string, clientId: string): Promise<'deleted' | 'missing' | 'has-documents'> {
      const [used] = await db.select({ id: documents.id }).from(documents).where(and(eq(documents.brandId, brandId), eq(documents.clientId, clientId))).limit(1)
      if (used) return 'has-documents'
      const deleted = await db
        .delete(clients)
        .where(and(eq(clients.brandId, brandId), eq(clients.id, clientId), sql`not exists (select 1 from ${documents} where ${documents.clientId} = ${clients.id})`))
        .returning({ id: clients.id })
      return deleted.length > 0 ? 'deleted' : (await this.findClient(brandId, clientId)) ? 'has-documents' : 'missing'
    },

    /** The brand's documents, newest first, narrowed as asked; a page of them and how many there are. */
    async listDocuments(brandId: string, query: DocumentQuery, page: { limit: number; offset: number }): Promise<{ records: DocumentRecord[]; total: number }> {
      const where = and(
        eq(documents.brandId, brandId),
        query.kind ? eq(documents.kind, query.kind) : undefined,
        query.status ? eq(documents.status, query.status) : undefined,
        query.client_id ? eq(documents.clientId, query.client_id) : undefined,
        query.overdue === 'true' ? overdue(today()) : query.overdue === 'false' ? sql`not (${overdue(today())})` : undefined,
      )
      const [rows, [total]] = await Promise.all([
        db
          .select(recordColumns)
          .from(documents)
          .innerJoin(clients, eq(clients.id, documents.clientId))
          .where(where)
          .orderBy(desc(documents.createdAt), desc(documents.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(documents).where(where),
      ])
      return { records: rows.map(toRecord), total: Number(total?.n ?? 0) }
    },

    findDocument: (brandId: string, documentId: string) => findDocument(db, brandId, documentId),

    async createDocument(executor: Database | Transaction | null, brandId: string, input: NewDocument): Promise<DocumentRow> {
      return insertDocument(executor ?? db, brandId, input)
    },

    /** Changes a draft; null when there is no such draft (it is missing, or no longer a draft). */
    async updateDraft(brandId: string, documentId: string, changes: Partial<Omit<NewDocument, 'kind' | 'invoiceId' | 'quoteId'>>): Promise<DocumentRow | null> {
      const [row] = await db
        .update(documents)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(documents.brandId, brandId), eq(documents.id, documentId), eq(documents.status, 'draft')))
        .returning()
      return row ?? null
    },

    /** Deletes a draft; false when there is no such draft. */
    async deleteDraft(brandId: string, documentId: string): Promise<boolean> {
      const deleted = await db
        .delete(documents)
        .where(and(eq(documents.brandId, brandId), eq(documents.id, documentId), eq(documents.status, 'draft')))
        .returning({ id: documents.id })
      return deleted.length > 0
    },

    /**
     * Finalizes a draft in one transaction: the draft's row is locked, the next number of its
     * series and year is taken from the brand's sequence row (insert or raise it, returning the
     * number: the row's lock makes concurrent finalizations wait their turn), and the document
     * gets its number, its totals from documentTotals, and the client's and brand's details. A
     * check that fails after the number was taken (a credit note over its invoice's amount) rolls
     * the whole transaction back, so the number is given to the next document instead: no gap.
     * It is issued today; its due date keeps its distance from the issue date.
     */
    async finalize(
      brandId: string,
      documentId: string,
      brand: BrandSnapshot,
      options: { day?: string; executor?: Transaction } = {},
    ): Promise<{ ok: true; record: DocumentRecord } | FinalizeRefusal> {
      const day = options.day ?? today()
      try {
        // Within a transaction already (the demo seed's), a savepoint: its rollback is the same.
        return await (options.executor ?? db).transaction(async (tx) => {
          const [draft] = await tx
            .select()
            .from(documents)
            .where(and(eq(documents.brandId, brandId), eq(documents.id, documentId)))
            .for('update')
          if (!draft) return { ok: false, reason: 'missing' } as const
          if (draft.status !== 'draft') return { ok: false, reason: 'not-draft', status: draft.status } as const
          const [client] = await tx.select().from(clients).where(eq(clients.id, draft.clientId))
          const year = Number(day.slice(0, 4))
          const [taken] = await tx
            .insert(documentSequences)
            .values({ brandId, series: draft.kind, year, lastNumber: 1 })
            .onConflictDoUpdate({ target: [documentSequences.brandId, documentSequences.series, documentSequences.year], set: { lastNumber: sql`${documentSequences.lastNumber} + 1` } })
            .returning({ place: documentSequences.lastNumber })
          const totals = documentTotals({ currency: draft.currency, prices: draft.prices, lines: draft.lines })
          await tx
            .update(documents)
            .set({
              status: 'issued',
              number: documentNumber(draft.kind, year, taken!.place),
              issueDate: day,
              dueDate: addDays(day, Math.max(0, daysBetween(draft.issueDate, draft.dueDate))),
              totals,
              total: totals.tax_inclusive_total,
              clientSnapshot: { name: client!.name, contact_name: client!.contactName, email: client!.email, address: client!.address, tax_id: client!.taxId, language: client!.language },
              brandSnapshot: brand,
              finalizedAt: new Date(),
              updatedAt: new Date(),
            })
            .where(eq(documents.id, draft.id))
          if (draft.kind === 'credit_note') {
            // The invoice's row is locked too: two credit notes of one invoice are checked one after the other.
            const [invoice] = await tx.select().from(documents).where(eq(documents.id, draft.invoiceId!)).for('update')
            if (!invoice || invoice.status === 'draft' || invoice.status === 'void') throw new FinalizeRolledBack({ ok: false, reason: 'invoice-not-open' })
            const [credited] = await tx
              .select({ sum: sql<string>`coalesce(sum(${documents.total}), 0)::text` })
              .from(documents)
              .where(and(eq(documents.invoiceId, invoice.id), eq(documents.kind, 'credit_note'), notInArray(documents.status, ['draft', 'void'])))
            if (Number(credited!.sum) > invoice.total!) {
              const before = Number(credited!.sum) - totals.tax_inclusive_total
              throw new FinalizeRolledBack({ ok: false, reason: 'over-credit', left: Math.max(0, invoice.total! - before), currency: invoice.currency })
            }
          }
          return { ok: true, record: (await findDocument(tx, brandId, draft.id))! } as const
        })
      } catch (error) {
        if (error instanceof FinalizeRolledBack) return error.refusal
        throw error
      }
    },

    /** Keeps a new link's hash for a sent document (its earlier links still work). */
    async addLink(documentId: string, tokenHash: string): Promise<void> {
      await db.insert(documentLinks).values({ documentId, tokenHash })
    },

    /** Marks an issued document sent (a document sent again keeps what the client did with it). */
    async markSent(brandId: string, documentId: string, executor: Database | Transaction | null = null): Promise<void> {
      await (executor ?? db)
        .update(documents)
        .set({ status: sql`case when ${documents.status} = 'issued' then 'sent' else ${documents.status} end`, sentAt: new Date(), updatedAt: new Date() })
        .where(and(eq(documents.brandId, brandId), eq(documents.id, documentId), ne(documents.status, 'draft')))
    },

    /** The issued document a link names, when it is of this brand (the site's): anything else is no document. */
    async findByLink(brandId: string, tokenHash: string): Promise<DocumentRecord | null> {
      const [row] = await db
        .select(recordColumns)
        .from(documentLinks)
        .innerJoin(documents, eq(documents.id, documentLinks.documentId))
        .innerJoin(clients, eq(clients.id, documents.clientId))
        .where(and(eq(documentLinks.tokenHash, tokenHash), eq(documents.brandId, brandId), ne(documents.status, 'draft')))
      return row ? toRecord(row) : null
    },

    /** Notes the client's first look; true only the first time (an issued or sent document becomes viewed). */
    async markViewed(documentId: string): Promise<boolean> {
      const marked = await db
        .update(documents)
        .set({ viewedAt: new Date(), status: sql`case when ${documents.status} in ('issued', 'sent') then 'viewed' else ${documents.status} end` })
        .where(and(eq(documents.id, documentId), isNull(documents.viewedAt)))
        .returning({ id: documents.id })
      return marked.length > 0
    },

    /**
     * The client's answer to a quote that is still open (issued, sent or viewed, not past its last
     * day). Accepting makes a draft invoice of the quote's lines, in the same transaction, for the
     * brand to check and issue. Null when the quote cannot be answered (any more).
     */
    async answerQuote(brandId: string, quoteId: string, answer: 'accepted' | 'declined', day = today()): Promise<{ quote: DocumentRow; invoice: DocumentRow | null } | null> {
      return db.transaction(async (tx) => {
        const [quote] = await tx
          .update(documents)
          .set({ status: answer, answeredAt: new Date(), updatedAt: new Date() })
          .where(
            and(
              eq(documents.brandId, brandId),
              eq(documents.id, quoteId),
              eq(documents.kind, 'quote'),
              inArray(documents.status, ['issued', 'sent', 'viewed']),
              sql`${documents.dueDate} >= ${day}`,
            ),
          )
          .returning()
        if (!quote) return null
        if (answer === 'declined') return { quote, invoice: null }
        const [client] = await tx.select().from(clients).where(eq(clients.id, quote.clientId))
        const invoice = await insertDocument(tx, brandId, {
          kind: 'invoice',
          clientId: quote.clientId,
          currency: quote.currency,
          prices: quote.prices,
          lines: quote.lines,
          notes: quote.notes,
          terms: quote.terms,
          issueDate: day,
          dueDate: addDays(day, client!.paymentTermsDays),
          quoteId: quote.id,
        })
        return { quote, invoice }
      })
    },

    /** Voids an issued document nothing was paid of; false when there is none such. */
    async voidDocument(brandId: string, documentId: string): Promise<boolean> {
      const voided = await db
        .update(documents)
        .set({ status: 'void', updatedAt: new Date() })
        .where(
          and(
            eq(documents.brandId, brandId),
            eq(documents.id, documentId),
            notInArray(documents.status, ['draft', 'void']),
            sql`not exists (select 1 from ${paymentAllocations} where ${paymentAllocations.documentId} = ${documents.id})`,
            sql`not exists (select 1 from ${documents} credit where credit.invoice_id = ${documents.id} and credit.status not in ('draft', 'void'))`,
          ),
        )
        .returning({ id: documents.id })
      return voided.length > 0
    },


    /** Records what of a payment went to a document (the payments module's part; the demo's paid invoice). */
    async allocate(executor: Database | Transaction | null, input: { brandId: string; documentId: string; paymentId: string | null; amount: number }): Promise<void> {
      await (executor ?? db).insert(paymentAllocations).values(input)
    },
  }
}
export type InvoiceRepository = ReturnType<typeof createInvoiceRepository>
