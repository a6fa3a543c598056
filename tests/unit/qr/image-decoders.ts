import { execFile, spawnSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { inflateSync } from 'node:zlib'

const run = promisify(execFile)

/**
 * Readers for the formats sharp cannot open, written from the formats' own descriptions and
 * sharing nothing with the encoders under test: they read the bytes back into RGB pixels, or a
 * PDF's page into its drawing operators; poppler draws the PDF as a viewer would.
 */
export type RgbPixels = { width: number; height: number; rgb: Uint8Array }

/** A BMP with a BITMAPINFOHEADER (or a later one), 24 or 32 bits a pixel, uncompressed; either row order. */
export function decodeBmp(file: Uint8Array): RgbPixels {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength)
  if (file[0] !== 0x42 || file[1] !== 0x4d) throw new Error('not a BMP: no BM signature')
  if (view.getUint32(2, true) !== file.length) throw new Error('BMP: the file size in the header is wrong')
  const pixelOffset = view.getUint32(10, true)
  const headerSize = view.getUint32(14, true)
  if (headerSize < 40) throw new Error(`BMP: unsupported header of ${headerSize} bytes`)
  const width = view.getInt32(18, true)
  const signedHeight = view.getInt32(22, true)
  const planes = view.getUint16(26, true)
  const bits = view.getUint16(28, true)
  const compression = view.getUint32(30, true)
  if (planes !== 1) throw new Error('BMP: planes must be 1')
  if (compression !== 0) throw new Error(`BMP: compression ${compression} is not BI_RGB`)
  if (bits !== 24 && bits !== 32) throw new Error(`BMP: ${bits} bits a pixel is not supported here`)
  const height = Math.abs(signedHeight)
  const bytesPerPixel = bits / 8
  const stride = Math.floor((bits * width + 31) / 32) * 4
  if (pixelOffset + stride * height > file.length) throw new Error('BMP: pixel data is cut short')
  const rgb = new Uint8Array(width * height * 3)
  for (let y = 0; y < height; y++) {
    const row = pixelOffset + (signedHeight > 0 ? height - 1 - y : y) * stride
    for (let x = 0; x < width; x++) {
      const at = row + x * bytesPerPixel
      rgb.set([file[at + 2]!, file[at + 1]!, file[at]!], (y * width + x) * 3)
    }
  }
  return { width, height, rgb }
}

export type IconEntry = { width: number; height: number; planes: number; bitCount: number; image: Uint8Array }

/** The images an .ico file holds, with what its directory says about each. */
export function readIco(file: Uint8Array): IconEntry[] {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength)
  if (view.getUint16(0, true) !== 0 || view.getUint16(2, true) !== 1) throw new Error('not an icon: bad ICONDIR')
  const count = view.getUint16(4, true)
  const entries: IconEntry[] = []
  for (let index = 0; index < count; index++) {
    const entry = 6 + index * 16
    const size = view.getUint32(entry + 8, true)
    const offset = view.getUint32(entry + 12, true)
    if (offset + size > file.length) throw new Error('icon: an image runs past the end of the file')
    entries.push({
      width: file[entry] || 256,
      height: file[entry + 1] || 256,
      planes: view.getUint16(entry + 4, true),
      bitCount: view.getUint16(entry + 6, true),
      image: file.subarray(offset, offset + size),
    })
  }
  return entries
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1')

export type PdfPage = {
  mediaBox: number[]
  /** The page's content stream, inflated when it is FlateDecode: the drawing operators. */
  content: string
  /** How many objects of the file are images (image XObjects), wherever they are used. */
  images: number
}

/**
 * The one page of a PDF, read the way a viewer finds it: startxref → xref table → the trailer's
 * /Root → /Pages → the page's /MediaBox and /Contents, FlateDecode inflated with zlib. Every
 * cross-reference offset is checked to start its object.
 */
export function readPdfPage(file: Uint8Array): PdfPage {
  const text = latin1(file)
  if (!text.startsWith('%PDF-')) throw new Error('not a PDF: no %PDF- header')
  if (!/%%EOF\s*$/.test(text)) throw new Error('PDF: no %%EOF at the end')
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)
  if (!startxref) throw new Error('PDF: no startxref')
  const xrefAt = Number(startxref[1])
  if (!text.startsWith('xref', xrefAt)) throw new Error('PDF: startxref does not point at the xref table')
  const xref = /^xref\s+(\d+)\s+(\d+)\s+/.exec(text.slice(xrefAt))!
  const first = Number(xref[1])
  const count = Number(xref[2])
  const entriesAt = xrefAt + xref[0].length
  const offsets = new Map<number, number>()
  for (let index = 0; index < count; index++) {
    const entry = text.slice(entriesAt + index * 20, entriesAt + index * 20 + 20)
    if (!/^\d{10} \d{5} [nf](?: \r| \n|\r\n)$/.test(entry))
      throw new Error(`PDF: xref entry ${index} is malformed: ${JSON.stringify(entry)}`)
    if (entry[17] === 'n') offsets.set(first + index, Number(entry.slice(0, 10)))
  }
  const trailer = text.slice(text.indexOf('trailer', entriesAt))
  const reference = (source: string, key: string) => {
    const match = new RegExp(`/${key}\\s+(\\d+)\\s+0\\s+R`).exec(source)
    if (!match) throw new Error(`PDF: no /${key} reference`)
    return Number(match[1])
  }
  const object = (number: number) => {
    const at = offsets.get(number)
    if (at === undefined) throw new Error(`PDF: object ${number} is not in the xref table`)
    const header = `${number} 0 obj`
    if (!text.startsWith(header, at)) throw new Error(`PDF: the xref offset of object ${number} does not start it`)
    const end = text.indexOf('endobj', at)
    return { at, body: text.slice(at + header.length, end) }
  }
  const streamOf = (number: number) => {
    const { at, body } = object(number)
    const dictionary = body.slice(0, body.indexOf('stream'))
    const length = Number(/\/Length\s+(\d+)\b(?!\s+\d+\s+R)/.exec(dictionary)?.[1])
    if (!Number.isInteger(length)) throw new Error(`PDF: object ${number} has no direct /Length`)
    const streamKeyword = text.indexOf('stream', at)
    const dataAt = streamKeyword + 'stream'.length + (text[streamKeyword + 6] === '\r' ? 2 : 1)
    if (!/^\s*endstream/.test(text.slice(dataAt + length, dataAt + length + 12)))
      throw new Error('PDF: /Length does not end the stream')
    const data = file.subarray(dataAt, dataAt + length)
    return /\/Filter\s*\/FlateDecode/.test(dictionary) ? new Uint8Array(inflateSync(data)) : data
  }
  const catalog = object(reference(trailer, 'Root')).body
  if (!/\/Type\s*\/Catalog/.test(catalog)) throw new Error('PDF: /Root is not a catalog')
  const pages = object(reference(catalog, 'Pages')).body
  const kids = /\/Kids\s*\[\s*(\d+)\s+0\s+R\s*\]/.exec(pages)
  if (!kids) throw new Error('PDF: the page tree has no single kid')
  const page = object(Number(kids[1])).body
  const mediaBox = /\/MediaBox\s*\[([^\]]+)\]/.exec(page)![1]!.trim().split(/\s+/).map(Number)
  const content = latin1(streamOf(reference(page, 'Contents')))
  const images = [...offsets.keys()].filter((number) => {
    const { body } = object(number)
    const dictionary = body.includes('stream') ? body.slice(0, body.indexOf('stream')) : body
    return /\/Subtype\s*\/Image/.test(dictionary)
  }).length
  return { mediaBox, content, images }
}

/**
 * pdftoppm (poppler) renders the PDFs. The tests never install it: `.ci/run` does, beside
 * Chromium. Where it is missing, every test that draws a PDF fails saying so.
 */
function pdfRenderer(): string {
  const found = spawnSync('sh', ['-c', 'command -v pdftoppm'], { encoding: 'utf8' }).stdout.trim()
  if (found) return found
  throw new Error(
    'pdftoppm is missing: the QR export tests draw PDFs with it. Install poppler-utils ' +
      '(Debian/Ubuntu: sudo apt-get install poppler-utils; `bash .ci/run` installs it).',
  )
}

/**
 * The PDF's first page as poppler draws it, a PNG file: at 96 dpi, or scaled to exactly `size`
 * pixels (at 96 dpi poppler rounds a page of a few points up by a pixel).
 */
export async function renderPdf(file: Uint8Array, size?: { width: number; height: number }): Promise<Buffer> {
  const pdftoppm = pdfRenderer()
  const folder = await mkdtemp(path.join(os.tmpdir(), 'marque-pdf-'))
  try {
    const pdfPath = path.join(folder, 'page.pdf')
    await writeFile(pdfPath, file)
    const scale = size ? ['-scale-to-x', String(size.width), '-scale-to-y', String(size.height)] : ['-r', '96']
    const { stdout } = await run(pdftoppm, [...scale, '-png', '-singlefile', pdfPath], {
      encoding: 'buffer',
      maxBuffer: 64 * 1024 * 1024,
    })
    return stdout
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

/** RGB pixels as RGBA, for jsQR. */
export function rgbToRgba(rgb: Uint8Array): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray((rgb.length / 3) * 4)
  for (let pixel = 0; pixel < rgb.length / 3; pixel++) {
    rgba.set([rgb[pixel * 3]!, rgb[pixel * 3 + 1]!, rgb[pixel * 3 + 2]!, 255], pixel * 4)
  }
  return rgba
}
