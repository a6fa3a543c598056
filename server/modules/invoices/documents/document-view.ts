import type { Currency } from '../../../../src/domain/money/currencies'
import type { DocumentInput } from '../../../../src/domain/money/document-input'
import type { Locale } from '../../../../src/i18n/locales'

/**
 * Everything a quote's, an invoice's or a credit note's PDF and e-invoice (UBL, CII, Factur-X)
 * are written from. The invoices module maps its rows onto it; the figures are never stored here:
 * every amount printed or written is `documentTotals(view.input)`.
 */
export interface DocumentView {
  kind: DocumentKind
  /** BT-1: the document's number, unique for the brand. */
  number: string
  /** BT-2: the day it is issued, YYYY-MM-DD. */
  issue_date: string
  /** BT-9: the day payment is due, YYYY-MM-DD (a quote: the day it is valid until). */
  due_date?: string
  currency: Currency
  /** The client's language: the PDF's words and its dates' and amounts' formatting. */
  language: Locale
  brand: DocumentBrand
  client: DocumentClient
  /** One per line of `input.lines`, in the same order: what the calculator does not need. */
  lines: DocumentLineView[]
  /** What `documentTotals` computes every figure from. Its currency is the document's. */
  input: DocumentInput
  /** BT-22: a note to the client. */
  notes?: string
  /** BT-20: the payment terms, as words. */
  terms?: string
  payment?: DocumentPayment
}

export type DocumentKind =
  | { type: 'invoice' }
  /** A credit note names the invoice it corrects (BG-3: BT-25, BT-26). */
  | { type: 'credit_note'; corrects: { number: string; issue_date: string } }
  | { type: 'quote' }

export interface DocumentBrand {
  /** BT-27: the seller's name. */
  name: string
  logo?: { bytes: Uint8Array; type: 'image/png' | 'image/jpeg' }
  /** #rrggbb: headings and rules. */
  colors: { primary: string; text: string }
  /** The street address, a line each (the first is BT-35, the second BT-36). */
  address_lines: string[]
  city: string
  postcode?: string
  /** BT-40: ISO 3166-1 alpha-2. */
  country: string
  /** BT-31: the seller's VAT identifier, with its country prefix. */
  tax_id: string
  /** BT-43: the seller's e-mail address. */
  email?: string
}

export interface DocumentClient {
  /** BT-44. */
  name: string
  /** BT-56: the person to write to. */
  contact?: string
  address_lines: string[]
  city: string
  postcode?: string
  /** BT-55: ISO 3166-1 alpha-2. */
  country: string
  /** BT-48: the buyer's VAT identifier. */
  tax_id?: string
  /** BT-58 and the buyer's electronic address (BT-49). */
  email?: string
}

export interface DocumentLineView {
  /** BT-153: the item's name. */
  description: string
  /** BT-130: UN/ECE Recommendation 20 ("C62" one, "HUR" hour, "DAY" day). */
  unit_code: string
}

export interface DocumentPayment {
  /** BT-83: the remittance information the client quotes when paying. */
  reference?: string
  /** BT-84: the account to pay into (a credit transfer, code 58). */
  iban?: string
  /** BT-86. */
  bic?: string
}
