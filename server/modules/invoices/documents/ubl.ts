import { create } from 'xmlbuilder2'
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces'
import type { Minor } from '../../../../src/domain/money/minor-units'
import type { DocumentBrand, DocumentClient, DocumentView } from './document-view'
import { decimalAmount, eInvoiceModel, en16931, exemptCategories } from './e-invoice-model'

const namespaces = {
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
}

/**
 * The invoice as an OASIS UBL 2.1 Invoice, or the credit note as a UBL 2.1 CreditNote, to
 * EN 16931 (BT-24 urn:cen.eu:en16931:2017). Elements are written in the order the UBL schema
 * requires; every amount is `documentTotals`'.
 */
export function writeUbl(view: DocumentView): string {
  const model = eInvoiceModel(view)
  const { totals } = model
  const credit = view.kind.type === 'credit_note'
  const root = credit ? 'CreditNote' : 'Invoice'
  const money = (value: Minor) => decimalAmount(value, view.currency)
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).ele(`urn:oasis:names:specification:ubl:schema:xsd:${root}-2`, root, {
    'xmlns:cac': namespaces.cac,
    'xmlns:cbc': namespaces.cbc,
  })
  const cbc = (parent: XMLBuilder, name: string, text: string, attributes: Record<string, string> = {}) =>
    parent.ele(namespaces.cbc, `cbc:${name}`, attributes).txt(text).up()
  const cac = (parent: XMLBuilder, name: string) => parent.ele(namespaces.cac, `cac:${name}`)
  const amount = (parent: XMLBuilder, name: string, value: Minor | string) =>
    cbc(parent, name, typeof value === 'string' ? value : money(value), { currencyID: view.currency })

  cbc(doc, 'CustomizationID', en16931)
  cbc(doc, 'ID', view.number)
  cbc(doc, 'IssueDate', view.issue_date)
  if (!credit && view.due_date) cbc(doc, 'DueDate', view.due_date)
  cbc(doc, credit ? 'CreditNoteTypeCode' : 'InvoiceTypeCode', model.typeCode)
  if (view.notes) cbc(doc, 'Note', view.notes)
  cbc(doc, 'DocumentCurrencyCode', view.currency)
  if (view.kind.type === 'credit_note') {
    const reference = cac(cac(doc, 'BillingReference'), 'InvoiceDocumentReference')
    cbc(reference, 'ID', view.kind.corrects.number)
    cbc(reference, 'IssueDate', view.kind.corrects.issue_date)
  }
  party(cac(doc, 'AccountingSupplierParty'), view.brand)
  party(cac(doc, 'AccountingCustomerParty'), view.client)

  const { payment } = view
  if (payment?.iban || payment?.reference || (credit && view.due_date)) {
    const means = cac(doc, 'PaymentMeans')
    // 58: SEPA credit transfer; 1: not defined (a reference to quote, no account named).
    cbc(means, 'PaymentMeansCode', payment?.iban ? '58' : '1')
    if (credit && view.due_date) cbc(means, 'PaymentDueDate', view.due_date)
    if (payment?.reference) cbc(means, 'PaymentID', payment.reference)
    if (payment?.iban) {
      const account = cac(means, 'PayeeFinancialAccount')
      cbc(account, 'ID', payment.iban)
      if (payment.bic) cbc(cac(account, 'FinancialInstitutionBranch'), 'ID', payment.bic)
    }
  }
  if (view.terms) cbc(cac(doc, 'PaymentTerms'), 'Note', view.terms)

  const taxTotal = cac(doc, 'TaxTotal')
  amount(taxTotal, 'TaxAmount', totals.tax_total)
  for (const group of totals.taxes) {
    const subtotal = cac(taxTotal, 'TaxSubtotal')
    amount(subtotal, 'TaxableAmount', group.taxable)
    amount(subtotal, 'TaxAmount', group.tax)
    const category = cac(subtotal, 'TaxCategory')
    cbc(category, 'ID', group.category)
    if (group.category !== 'O') cbc(category, 'Percent', group.percent)
    if (exemptCategories.has(group.category)) cbc(category, 'TaxExemptionReason', group.name)
    cbc(cac(category, 'TaxScheme'), 'ID', 'VAT')
  }

  const monetary = cac(doc, 'LegalMonetaryTotal')
  amount(monetary, 'LineExtensionAmount', totals.line_net_total)
  amount(monetary, 'TaxExclusiveAmount', totals.tax_exclusive_total)
  amount(monetary, 'TaxInclusiveAmount', totals.tax_inclusive_total)
  if (totals.paid !== 0) amount(monetary, 'PrepaidAmount', totals.paid)
  if (totals.rounding !== 0) amount(monetary, 'PayableRoundingAmount', totals.rounding)
  amount(monetary, 'PayableAmount', totals.payable)

  for (const line of model.lines) {
    const row = cac(doc, credit ? 'CreditNoteLine' : 'InvoiceLine')
    cbc(row, 'ID', line.id)
    cbc(row, credit ? 'CreditedQuantity' : 'InvoicedQuantity', line.quantity, { unitCode: line.unitCode })
    amount(row, 'LineExtensionAmount', line.net)
    if (line.allowance) {
      const allowance = cac(row, 'AllowanceCharge')
      cbc(allowance, 'ChargeIndicator', 'false')
      // UNTDID 5189 95: discount.
      cbc(allowance, 'AllowanceChargeReasonCode', '95')
      cbc(allowance, 'MultiplierFactorNumeric', line.allowance.percent)
      amount(allowance, 'Amount', line.allowance.amount)
      amount(allowance, 'BaseAmount', line.allowance.base)
    }
    const item = cac(row, 'Item')
    cbc(item, 'Name', line.name)
    const category = cac(item, 'ClassifiedTaxCategory')
    cbc(category, 'ID', line.category)
    if (line.percent !== undefined) cbc(category, 'Percent', line.percent)
    cbc(cac(category, 'TaxScheme'), 'ID', 'VAT')
    amount(cac(row, 'Price'), 'PriceAmount', line.netPrice)
  }
  return doc.end({ prettyPrint: true })

  function party(parent: XMLBuilder, who: DocumentBrand | DocumentClient) {
    const node = cac(parent, 'Party')
    if (who.email) cbc(node, 'EndpointID', who.email, { schemeID: 'EM' })
    const address = cac(node, 'PostalAddress')
    const [street, additional] = who.address_lines
    if (street) cbc(address, 'StreetName', street)
    if (additional) cbc(address, 'AdditionalStreetName', additional)
    cbc(address, 'CityName', who.city)
    if (who.postcode) cbc(address, 'PostalZone', who.postcode)
    cbc(cac(address, 'Country'), 'IdentificationCode', who.country)
    if (who.tax_id) {
      const scheme = cac(node, 'PartyTaxScheme')
      cbc(scheme, 'CompanyID', who.tax_id)
      cbc(cac(scheme, 'TaxScheme'), 'ID', 'VAT')
    }
    cbc(cac(node, 'PartyLegalEntity'), 'RegistrationName', who.name)
    const contact = 'contact' in who ? who.contact : undefined
    if (contact || who.email) {
      const node2 = cac(node, 'Contact')
      if (contact) cbc(node2, 'Name', contact)
      if (who.email) cbc(node2, 'ElectronicMail', who.email)
    }
  }
}
