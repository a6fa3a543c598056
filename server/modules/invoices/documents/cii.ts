import { create } from 'xmlbuilder2'
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces'
import type { Minor } from '../../../../src/domain/money/minor-units'
import type { DocumentBrand, DocumentClient, DocumentView } from './document-view'
import { decimalAmount, eInvoiceModel, en16931, exemptCategories } from './e-invoice-model'

const namespaces = {
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
  qdt: 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
}

/**
 * The invoice or credit note as a UN/CEFACT CrossIndustryInvoice (D16B) to EN 16931: the XML a
 * Factur-X / ZUGFeRD PDF carries as factur-x.xml. Elements in the schema's order; every amount is
 * `documentTotals`'.
 */
export function writeCii(view: DocumentView): string {
  const model = eInvoiceModel(view)
  const { totals } = model
  const money = (value: Minor) => decimalAmount(value, view.currency)
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).ele(namespaces.rsm, 'rsm:CrossIndustryInvoice', {
    'xmlns:ram': namespaces.ram,
    'xmlns:udt': namespaces.udt,
    'xmlns:qdt': namespaces.qdt,
  })
  const ram = (parent: XMLBuilder, name: string, text?: string, attributes: Record<string, string> = {}) => {
    const node = parent.ele(namespaces.ram, `ram:${name}`, attributes)
    return text === undefined ? node : node.txt(text).up()
  }
  const amount = (parent: XMLBuilder, name: string, value: Minor | string, withCurrency = false) =>
    ram(parent, name, typeof value === 'string' ? value : money(value), withCurrency ? { currencyID: view.currency } : {})
  const date = (parent: XMLBuilder, name: string, day: string, prefix: 'udt' | 'qdt' = 'udt') =>
    ram(parent, name)
      .ele(namespaces[prefix], `${prefix}:DateTimeString`, { format: '102' })
      .txt(day.replaceAll('-', ''))
      .up()
      .up()

  ram(doc.ele(namespaces.rsm, 'rsm:ExchangedDocumentContext'), 'GuidelineSpecifiedDocumentContextParameter').ele(namespaces.ram, 'ram:ID').txt(en16931)
  const header = doc.ele(namespaces.rsm, 'rsm:ExchangedDocument')
  ram(header, 'ID', view.number)
  ram(header, 'TypeCode', model.typeCode)
  date(header, 'IssueDateTime', view.issue_date)
  if (view.notes) ram(ram(header, 'IncludedNote'), 'Content', view.notes)

  const transaction = doc.ele(namespaces.rsm, 'rsm:SupplyChainTradeTransaction')
  for (const line of model.lines) {
    const item = ram(transaction, 'IncludedSupplyChainTradeLineItem')
    ram(ram(item, 'AssociatedDocumentLineDocument'), 'LineID', line.id)
    ram(ram(item, 'SpecifiedTradeProduct'), 'Name', line.name)
    ram(ram(ram(item, 'SpecifiedLineTradeAgreement'), 'NetPriceProductTradePrice'), 'ChargeAmount', line.netPrice)
    ram(ram(item, 'SpecifiedLineTradeDelivery'), 'BilledQuantity', line.quantity, { unitCode: line.unitCode })
    const settlement = ram(item, 'SpecifiedLineTradeSettlement')
    const tax = ram(settlement, 'ApplicableTradeTax')
    ram(tax, 'TypeCode', 'VAT')
    ram(tax, 'CategoryCode', line.category)
    if (line.percent !== undefined) ram(tax, 'RateApplicablePercent', line.percent)
    if (line.allowance) {
      const allowance = ram(settlement, 'SpecifiedTradeAllowanceCharge')
      ram(allowance, 'ChargeIndicator').ele(namespaces.udt, 'udt:Indicator').txt('false')
      ram(allowance, 'CalculationPercent', line.allowance.percent)
      ram(allowance, 'BasisAmount', line.allowance.base)
      ram(allowance, 'ActualAmount', line.allowance.amount)
      // UNTDID 5189 95: discount.
      ram(allowance, 'ReasonCode', '95')
    }
    ram(ram(settlement, 'SpecifiedTradeSettlementLineMonetarySummation'), 'LineTotalAmount', line.net)
  }

  const agreement = ram(transaction, 'ApplicableHeaderTradeAgreement')
  party(ram(agreement, 'SellerTradeParty'), view.brand)
  party(ram(agreement, 'BuyerTradeParty'), view.client)
  ram(transaction, 'ApplicableHeaderTradeDelivery')

  const settlement = ram(transaction, 'ApplicableHeaderTradeSettlement')
  const { payment } = view
  if (payment?.reference) ram(settlement, 'PaymentReference', payment.reference)
  ram(settlement, 'InvoiceCurrencyCode', view.currency)
  if (payment?.iban) {
    const means = ram(settlement, 'SpecifiedTradeSettlementPaymentMeans')
    // 58: SEPA credit transfer.
    ram(means, 'TypeCode', '58')
    ram(ram(means, 'PayeePartyCreditorFinancialAccount'), 'IBANID', payment.iban)
    if (payment.bic) ram(ram(means, 'PayeeSpecifiedCreditorFinancialInstitution'), 'BICID', payment.bic)
  }
  for (const group of totals.taxes) {
    const tax = ram(settlement, 'ApplicableTradeTax')
    amount(tax, 'CalculatedAmount', group.tax)
    ram(tax, 'TypeCode', 'VAT')
    if (exemptCategories.has(group.category)) ram(tax, 'ExemptionReason', group.name)
    amount(tax, 'BasisAmount', group.taxable)
    ram(tax, 'CategoryCode', group.category)
    if (group.category !== 'O') ram(tax, 'RateApplicablePercent', group.percent)
  }
  if (view.terms || view.due_date) {
    const terms = ram(settlement, 'SpecifiedTradePaymentTerms')
    if (view.terms) ram(terms, 'Description', view.terms)
    if (view.due_date) date(terms, 'DueDateDateTime', view.due_date)
  }
  const summation = ram(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation')
  amount(summation, 'LineTotalAmount', totals.line_net_total)
  amount(summation, 'TaxBasisTotalAmount', totals.tax_exclusive_total)
  amount(summation, 'TaxTotalAmount', totals.tax_total, true)
  if (totals.rounding !== 0) amount(summation, 'RoundingAmount', totals.rounding)
  amount(summation, 'GrandTotalAmount', totals.tax_inclusive_total)
  if (totals.paid !== 0) amount(summation, 'TotalPrepaidAmount', totals.paid)
  amount(summation, 'DuePayableAmount', totals.payable)
  if (view.kind.type === 'credit_note') {
    const corrected = ram(settlement, 'InvoiceReferencedDocument')
    ram(corrected, 'IssuerAssignedID', view.kind.corrects.number)
    date(corrected, 'FormattedIssueDateTime', view.kind.corrects.issue_date, 'qdt')
  }
  return doc.end({ prettyPrint: true })

  function party(node: XMLBuilder, who: DocumentBrand | DocumentClient) {
    ram(node, 'Name', who.name)
    const contact = 'contact' in who ? who.contact : undefined
    if (contact || who.email) {
      const person = ram(node, 'DefinedTradeContact')
      if (contact) ram(person, 'PersonName', contact)
      if (who.email) ram(ram(person, 'EmailURIUniversalCommunication'), 'URIID', who.email)
    }
    const address = ram(node, 'PostalTradeAddress')
    if (who.postcode) ram(address, 'PostcodeCode', who.postcode)
    const [street, additional] = who.address_lines
    if (street) ram(address, 'LineOne', street)
    if (additional) ram(address, 'LineTwo', additional)
    ram(address, 'CityName', who.city)
    ram(address, 'CountryID', who.country)
    if (who.email) ram(ram(node, 'URIUniversalCommunication'), 'URIID', who.email, { schemeID: 'EM' })
    // VA: a VAT identifier (BT-31, BT-48).
    if (who.tax_id) ram(ram(node, 'SpecifiedTaxRegistration'), 'ID', who.tax_id, { schemeID: 'VA' })
  }
}
