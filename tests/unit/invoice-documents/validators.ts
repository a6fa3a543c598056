import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import SaxonJS from 'saxon-js'
import { validateXML } from 'xmllint-wasm'

/**
 * The e-invoices are checked by programs that did not write them: libxml2 (as WebAssembly) against
 * the official XSD schemas, and Saxon against the CEN validation artefacts of EN 16931 (their
 * schematron compiled to XSLT), all kept in tests/fixtures/e-invoice/.
 */
const fixtures = path.resolve(import.meta.dirname, '../../fixtures/e-invoice')

function filesUnder(folder: string, prefix: string): { fileName: string; contents: string }[] {
  return readdirSync(path.join(fixtures, folder)).map((name) => ({ fileName: `${prefix}${name}`, contents: readFileSync(path.join(fixtures, folder, name), 'utf8') }))
}

const schemas = {
  // The UBL main documents import ../common/…: the preloaded files keep that layout.
  Invoice: { schema: 'maindoc/UBL-Invoice-2.1.xsd', preload: [...filesUnder('ubl-2.1/maindoc', 'maindoc/'), ...filesUnder('ubl-2.1/common', 'common/')] },
  CreditNote: { schema: 'maindoc/UBL-CreditNote-2.1.xsd', preload: [...filesUnder('ubl-2.1/maindoc', 'maindoc/'), ...filesUnder('ubl-2.1/common', 'common/')] },
  CrossIndustryInvoice: { schema: 'CrossIndustryInvoice_100pD16B.xsd', preload: filesUnder('cii-d16b', '') },
}

/** The XSD's errors for the document (none when it is valid), chosen by its root element. */
export async function schemaErrors(xml: string): Promise<string[]> {
  const root = /<(?:\w+:)?(Invoice|CreditNote|CrossIndustryInvoice)\b/.exec(xml)?.[1] as keyof typeof schemas | undefined
  if (!root) return ['not a UBL Invoice, CreditNote or CII CrossIndustryInvoice']
  const { schema, preload } = schemas[root]
  const main = preload.find((file) => file.fileName === schema)
  if (!main) throw new Error(`No schema ${schema}`)
  const result = await validateXML({ xml: { fileName: 'document.xml', contents: xml }, schema: main, preload })
  return result.errors.map((error) => error.message)
}

const stylesheets = new Map<string, string>()

function stylesheet(name: 'UBL' | 'CII'): string {
  let compiled = stylesheets.get(name)
  if (!compiled) {
    // The artefacts' XSLT compiled for SaxonJS (xslt3 -export, which takes a minute: see the README).
    compiled = gunzipSync(readFileSync(path.join(fixtures, `en16931/EN16931-${name}-validation.sef.json.gz`))).toString('utf8')
    stylesheets.set(name, compiled)
  }
  return compiled
}

/** The EN 16931 business rules the document breaks (fatal ones, with their ids), from the CEN artefacts' SVRL report. */
export function businessRuleErrors(xml: string): string[] {
  const syntax = xml.includes('CrossIndustryInvoice') ? 'CII' : 'UBL'
  const result = SaxonJS.transform({ stylesheetText: stylesheet(syntax), sourceText: xml, destination: 'serialized' }, 'sync')
  const report = result.principalResult
  const failures = [...report.matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g)]
  return failures
    .filter(([, attributes]) => !/flag="warning"/.test(attributes ?? ''))
    .map(([, attributes, body]) => `${/id="([^"]+)"/.exec(attributes ?? '')?.[1] ?? '?'}: ${(body ?? '').replace(/<[^>]+>/g, '').trim()}`)
}
