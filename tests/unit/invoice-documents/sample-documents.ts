import { documentInputSchema, type DocumentInput } from '../../../src/domain/money/document-input'
import type { DocumentView } from '../../../server/modules/invoices/documents/document-view'

/** A German brand's invoice to a French client: three lines, two rates, a discount, a deposit. */
export function sampleInvoice(overrides: Partial<DocumentView> = {}): DocumentView {
  const input: DocumentInput = documentInputSchema.parse({
    currency: 'EUR',
    prices: 'exclusive',
    lines: [
      { quantity: '12', unit_price: 9500, taxes: [{ name: 'VAT', percent: '19', category: 'S' }] },
      { quantity: '2.5', unit_price: 12000, discount_percent: '10', taxes: [{ name: 'VAT', percent: '19', category: 'S' }] },
      { quantity: '3', unit_price: 1999, taxes: [{ name: 'Reduced VAT', percent: '7', category: 'S' }] },
    ],
    paid: 20000,
  })
  return {
    kind: { type: 'invoice' },
    number: 'INV-2026-0042',
    issue_date: '2026-11-20',
    due_date: '2026-12-04',
    currency: 'EUR',
    language: 'en',
    brand: {
      name: 'Nordlicht Studio GmbH',
      colors: { primary: '#1f6feb', text: '#1b1f24' },
      address_lines: ['Torstraße 12'],
      postcode: '10119',
      city: 'Berlin',
      country: 'DE',
      tax_id: 'DE123456789',
      email: 'billing@nordlicht.example',
    },
    client: {
      name: 'Atelier Dupont SARL',
      contact: 'Claire Dupont',
      address_lines: ['8 rue des Lilas', 'Bâtiment B'],
      postcode: '69003',
      city: 'Lyon',
      country: 'FR',
      tax_id: 'FR40303265045',
      email: 'compta@dupont.example',
    },
    lines: [
      { description: 'Design workshop', unit_code: 'HUR' },
      { description: 'Brand guidelines', unit_code: 'DAY' },
      { description: 'Printed cards (box of 100)', unit_code: 'C62' },
    ],
    input,
    notes: 'Thank you for your business.',
    terms: 'Payable within 14 days without deduction.',
    payment: { reference: 'INV-2026-0042', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
    ...overrides,
  }
}
