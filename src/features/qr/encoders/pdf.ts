import { rgbOnWhite, type RgbaImage } from './pixels'

const encoder = new TextEncoder()

/** zlib-wrapped deflate, which is what a PDF's FlateDecode filter reads. */
async function deflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const compression = new CompressionStream('deflate')
  const writer = compression.writable.getWriter()
  void writer.write(bytes)
  void writer.close()
  return new Uint8Array(await new Response(compression.readable).arrayBuffer())
}

const points = (pixels: number) => Number((pixels * 0.75).toFixed(2))

/**
 * A one-page PDF whose page is the image at 96 dpi: the pixels as a Flate-compressed RGB image
 * XObject, drawn over the whole page. Lossless, so the code prints as sharp as it looks.
 */
export async function encodePdf(image: RgbaImage): Promise<Uint8Array<ArrayBuffer>> {
  const { width, height } = image
  const pixels = await deflate(rgbOnWhite(image))
  const pageWidth = points(width)
  const pageHeight = points(height)
  const content = encoder.encode(`q ${pageWidth} 0 0 ${pageHeight} 0 0 cm /Im0 Do Q\n`)

  const parts: Uint8Array[] = []
  let length = 0
  const offsets: number[] = []
  const write = (part: string | Uint8Array) => {
    const bytes = typeof part === 'string' ? encoder.encode(part) : part
    parts.push(bytes)
    length += bytes.length
  }
  const object = (body: string, stream?: Uint8Array) => {
    offsets.push(length)
    write(`${offsets.length} 0 obj\n${body}\n`)
    if (stream) {
      write('stream\n')
      write(stream)
      write('\nendstream\n')
    }
    write('endobj\n')
  }

  write('%PDF-1.4\n')
  // A comment of bytes above 127 tells transfer tools that the file is binary.
  write(Uint8Array.of(0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a))
  object('<< /Type /Catalog /Pages 2 0 R >>')
  object('<< /Type /Pages /Kids [3 0 R] /Count 1 >>')
  object(
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] ` +
      '/Resources << /XObject << /Im0 5 0 R >> >> /Contents 4 0 R >>',
  )
  object(`<< /Length ${content.length} >>`, content)
  object(
    `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB ` +
      `/BitsPerComponent 8 /Filter /FlateDecode /Length ${pixels.length} >>`,
    pixels,
  )
  const xref = length
  write(`xref\n0 ${offsets.length + 1}\n0000000000 65535 f\r\n`)
  for (const offset of offsets) write(`${String(offset).padStart(10, '0')} 00000 n\r\n`)
  write(`trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`)

  const bytes = new Uint8Array(length)
  let at = 0
  for (const part of parts) {
    bytes.set(part, at)
    at += part.length
  }
  return bytes
}
