import { writeCii } from './cii'
import type { DocumentView } from './document-view'
import { renderPdf } from './pdf'

/** The name Factur-X and ZUGFeRD 2 give the CII inside the PDF. */
export const facturXFileName = 'factur-x.xml'

// The XMP extension schema PDF/A-3 requires for the fx: properties, as the Factur-X
// specification gives it, and the properties themselves: the profile is EN 16931 ("COMFORT").
const facturXXmp = `
<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
  <pdfaExtension:schemas>
    <rdf:Bag>
      <rdf:li rdf:parseType="Resource">
        <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
        <pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>
        <pdfaSchema:prefix>fx</pdfaSchema:prefix>
        <pdfaSchema:property>
          <rdf:Seq>
            <rdf:li rdf:parseType="Resource">
              <pdfaProperty:name>DocumentFileName</pdfaProperty:name>
              <pdfaProperty:valueType>Text</pdfaProperty:valueType>
              <pdfaProperty:category>external</pdfaProperty:category>
              <pdfaProperty:description>The name of the embedded XML document</pdfaProperty:description>
            </rdf:li>
            <rdf:li rdf:parseType="Resource">
              <pdfaProperty:name>DocumentType</pdfaProperty:name>
              <pdfaProperty:valueType>Text</pdfaProperty:valueType>
              <pdfaProperty:category>external</pdfaProperty:category>
              <pdfaProperty:description>The type of the hybrid document in capital letters, e.g. INVOICE or ORDER</pdfaProperty:description>
            </rdf:li>
            <rdf:li rdf:parseType="Resource">
              <pdfaProperty:name>Version</pdfaProperty:name>
              <pdfaProperty:valueType>Text</pdfaProperty:valueType>
              <pdfaProperty:category>external</pdfaProperty:category>
              <pdfaProperty:description>The actual version of the standard applying to the embedded XML document</pdfaProperty:description>
            </rdf:li>
            <rdf:li rdf:parseType="Resource">
              <pdfaProperty:name>ConformanceLevel</pdfaProperty:name>
              <pdfaProperty:valueType>Text</pdfaProperty:valueType>
              <pdfaProperty:category>external</pdfaProperty:category>
              <pdfaProperty:description>The conformance level of the embedded XML document</pdfaProperty:description>
            </rdf:li>
          </rdf:Seq>
        </pdfaSchema:property>
      </rdf:li>
    </rdf:Bag>
  </pdfaExtension:schemas>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#">
  <fx:DocumentType>INVOICE</fx:DocumentType>
  <fx:DocumentFileName>${facturXFileName}</fx:DocumentFileName>
  <fx:Version>1.0</fx:Version>
  <fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>
</rdf:Description>`

/**
 * The invoice or credit note as Factur-X / ZUGFeRD: its PDF (a PDF/A-3b) carrying its CII as
 * factur-x.xml, related to the PDF as its Alternative (the same invoice, machine-readable), and
 * announced in the XMP metadata with the EN 16931 profile. The CII is `writeCii`'s, byte for byte.
 */
export async function renderFacturX(view: DocumentView, options: { now: Date }): Promise<Uint8Array> {
  const cii = writeCii(view)
  return renderPdf(view, {
    now: options.now,
    attachment: {
      name: facturXFileName,
      bytes: new TextEncoder().encode(cii),
      mimeType: 'text/xml',
      description: 'Factur-X invoice (EN 16931)',
      relationship: 'Alternative',
      xmp: facturXXmp,
    },
  })
}
