import type { Client } from '../../../src/domain/client'
import type { InvoiceDocument } from '../../../src/domain/invoice'

export const clientFixture: Client = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Nordlicht Verlag GmbH',
  contact_name: 'Jana Becker',
  email: 'buchhaltung@nordlicht.example',
  address: { lines: ['Hafenstraße 8'], postcode: '20457', city: 'Hamburg', country: 'DE' },
  tax_id: 'DE123456789',
  language: 'de',
  currency: 'EUR',
  payment_terms_days: 30,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
}

/** A draft invoice of one line (2 × 100.00 EUR at 19 %), as the server answers it. */
export function draftFixture(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    id: '44444444-4444-4444-8444-444444444444',
    kind: 'invoice',
    status: 'draft',
    number: null,
    client_id: clientFixture.id,
    client: { name: clientFixture.name, contact_name: clientFixture.contact_name, email: clientFixture.email, address: clientFixture.address, tax_id: clientFixture.tax_id, language: 'de' },
    brand: null,
    currency: 'EUR',
    prices: 'exclusive',
    lines: [{ description: 'Design workshop', quantity: '2', unit_price: 10000, taxes: [{ name: 'VAT', percent: '19', category: 'S' }] }],
    notes: '',
    terms: '',
    issue_date: '2026-11-20',
    due_date: '2026-12-20',
    totals: {
      currency: 'EUR',
      prices: 'exclusive',
      lines: [{ amount: 20000, discount: 0, total: 20000, net: 20000 }],
      line_net_total: 20000,
      tax_exclusive_total: 20000,
      taxes: [{ name: 'VAT', percent: '19', category: 'S', taxable: 20000, tax: 3800 }],
      tax_total: 3800,
      tax_inclusive_total: 23800,
      paid: 0,
      rounding: 0,
      payable: 23800,
    },
    paid: 0,
    credited: 0,
    balance: 0,
    overdue: false,
    invoice_id: null,
    quote_id: null,
    finalized_at: null,
    sent_at: null,
    viewed_at: null,
    answered_at: null,
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  }
}
