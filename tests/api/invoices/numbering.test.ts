import { describe, expect, it } from 'vitest'
import type { InvoiceDocument } from '../../../src/domain/invoice'
import { backends } from '../../support/test-app'
import { aLine, useInvoiceApp } from './invoice-kit'

const year = new Date().getUTCFullYear()
const place = (number: string | null) => Number(number!.split('-')[2])

describe.each(backends)('invoices: numbers of a series are given once each, in order, with no gap (%s)', (backend) => {
  const { t, session, invoices, signIn } = useInvoiceApp(backend)

  /** The places already given in this brand's invoice series this year (the demo's own). */
  async function lastPlace(series: string): Promise<number> {
    const [row] = await t.query<{ last_number: number }>('select last_number from document_sequences where brand_id = $1 and series = $2 and year = $3', [session.brandId, series, year])
    return row?.last_number ?? 0
  }

  it('gives 50 drafts finalized at once the next 50 numbers of the series, each once', async () => {
    await signIn()
    const client = await invoices.client()
    const drafts = await Promise.all(Array.from({ length: 50 }, () => invoices.draft(client.id)))
    const before = await lastPlace('invoice')

    const answers = await Promise.all(drafts.map((draft) => invoices.call('POST', `/invoices/${draft.id}/finalize`)))
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200))
    const numbers = answers.map((answer) => answer.json<InvoiceDocument>().number!)
    expect(numbers.every((number) => number.startsWith(`INV-${year}-`))).toBe(true)
    expect(numbers.map(place).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, index) => before + index + 1))
    expect(await lastPlace('invoice')).toBe(before + 50)
    // Finalizing again gives no second number.
    const again = await invoices.call('POST', `/invoices/${drafts[0]!.id}/finalize`)
    expect(again.statusCode).toBe(409)
    expect(await lastPlace('invoice')).toBe(before + 50)
  })

  it('numbers quotes, invoices and credit notes in series of their own, as PREFIX-YEAR-NNNN', async () => {
    await signIn()
    const client = await invoices.client()
    const [quotes, bills, credits] = [await lastPlace('quote'), await lastPlace('invoice'), await lastPlace('credit_note')]
    const quote = await invoices.issued(client.id, { kind: 'quote' })
    const invoice = await invoices.issued(client.id)
    expect(quote.number).toBe(`QUO-${year}-${String(quotes + 1).padStart(4, '0')}`)
    expect(invoice.number).toBe(`INV-${year}-${String(bills + 1).padStart(4, '0')}`)

    const credit = await invoices.call('POST', `/invoices/${invoice.id}/credit-notes`, { lines: [aLine({ quantity: '1' })] })
    expect(credit.statusCode, credit.body).toBe(201)
    const creditNote = credit.json<InvoiceDocument>()
    expect(creditNote).toMatchObject({ kind: 'credit_note', status: 'draft', number: null, invoice_id: invoice.id })
    const finalized = await invoices.call('POST', `/invoices/${creditNote.id}/finalize`)
    expect(finalized.statusCode, finalized.body).toBe(200)
    expect(finalized.json<InvoiceDocument>().number).toBe(`CRN-${year}-${String(credits + 1).padStart(4, '0')}`)

    // The invoice's balance is what the credit note left of it.
    const after = (await invoices.call('GET', `/invoices/${invoice.id}`)).json<InvoiceDocument>()
    expect(after.credited).toBe(finalized.json<InvoiceDocument>().totals.tax_inclusive_total)
    expect(after.balance).toBe(invoice.totals.tax_inclusive_total - after.credited)
    expect(await lastPlace('invoice')).toBe(bills + 1)
  })

  it('gives back the number of a finalization that fails after taking it: the next document has it', async () => {
    await signIn()
    const client = await invoices.client()
    const invoice = await invoices.issued(client.id)
    // Two credit notes of the whole invoice: the second, finalized after the first, would credit it twice over.
    const whole = (await invoices.call('POST', `/invoices/${invoice.id}/credit-notes`, {})).json<InvoiceDocument>()
    const twice = (await invoices.call('POST', `/invoices/${invoice.id}/credit-notes`, {})).json<InvoiceDocument>()
    expect(whole.totals.tax_inclusive_total).toBe(invoice.totals.tax_inclusive_total)
    const first = await invoices.call('POST', `/invoices/${whole.id}/finalize`)
    expect(first.statusCode, first.body).toBe(200)
    const taken = await lastPlace('credit_note')

    const refused = await invoices.call('POST', `/invoices/${twice.id}/finalize`)
    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.json()).toMatchObject({ status: 'error', field: 'lines', message: expect.stringContaining('more than is left of the invoice') })
    // The number it took went back with its transaction; the draft is still a draft.
    expect(await lastPlace('credit_note')).toBe(taken)
    expect((await invoices.call('GET', `/invoices/${twice.id}`)).json<InvoiceDocument>()).toMatchObject({ status: 'draft', number: null })

    const other = await invoices.issued(client.id)
    const next = (await invoices.call('POST', `/invoices/${other.id}/credit-notes`, { lines: [aLine({ quantity: '1' })] })).json<InvoiceDocument>()
    const numbered = await invoices.call('POST', `/invoices/${next.id}/finalize`)
    expect(place(numbered.json<InvoiceDocument>().number)).toBe(taken + 1)
    expect(place(first.json<InvoiceDocument>().number)).toBe(taken)
  })
})
