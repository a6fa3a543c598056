import { jsPDF } from 'jspdf'
import { svg2pdf } from 'svg2pdf.js/dist/svg2pdf.es.min.js'

/** A CSS pixel is 1/96 inch, a PDF point 1/72. */
const points = (pixels: number) => pixels * 0.75

/**
 * A one-page PDF the size of the code at 96 dpi (300 px → 225 pt) that draws the code's SVG as
 * vector shapes: svg2pdf.js turns its modules, clip paths and gradients into PDF paths and
 * shadings, so the code prints sharp at any size. Only a logo that is itself a bitmap stays one.
 */
export async function encodePdf(svg: string, size: { width: number; height: number }): Promise<Uint8Array> {
  const element = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement
  if (element.localName !== 'svg') throw new Error('The QR code could not be read as SVG for the PDF')
  const width = points(size.width)
  const height = points(size.height)
  const pdf = new jsPDF({
    unit: 'pt',
    format: [width, height],
    // jsPDF turns a page to the orientation asked for, whatever the order of its sides.
    orientation: width > height ? 'landscape' : 'portrait',
    compress: true,
  })
  await svg2pdf(element, pdf, { x: 0, y: 0, width, height })
  return new Uint8Array(pdf.output('arraybuffer'))
}
