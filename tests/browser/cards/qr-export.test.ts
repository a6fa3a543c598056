import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import jsQR from 'jsqr'
import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { QrExportFormat } from '../../../src/features/qr/qr-export'
import type { QrOptionsInput } from '../../../src/features/qr/qr-options'
import { launchChromium } from '../../helpers/chromium'
import { decodeBmp, readIco, readPdfPage, renderPdf, rgbToRgba } from '../../unit/qr/image-decoders'

const projectRoot = path.resolve(import.meta.dirname, '..', '..', '..')
const origin = 'http://qr-harness.test'
/** Every export format, with the MIME type its file must carry. */
const formats: [QrExportFormat, string][] = [
  ['bmp', 'image/bmp'],
  ['gif', 'image/gif'],
  ['ico', 'image/vnd.microsoft.icon'],
  ['jpeg', 'image/jpeg'],
  ['jpg', 'image/jpeg'],
  ['png', 'image/png'],
  ['svg', 'image/svg+xml'],
  ['tif', 'image/tiff'],
  ['tiff', 'image/tiff'],
  ['webp', 'image/webp'],
  ['pdf', 'application/pdf'],
]
const data = 'https://brand-a.test/vcard/zoë-lovelace?src=qr&n=Zoë ☕'

type Exported = { type: string; bytes: Buffer }

// The page imports the modules itself: Vitest would rewrite an import() written in an evaluated function.
const harness =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>QR export</title>' +
  '<script type="module">import * as qrExport from "/qr-export.js"; import * as qrOptions from "/qr-options.js";' +
  'Object.assign(window, { qrOptions, qrExport })</script></html>'

type Harness = {
  qrExport: typeof import('../../../src/features/qr/qr-export')
  qrOptions: typeof import('../../../src/features/qr/qr-options')
}

let workDir: string
let browser: Browser
let page: Page
let bundledChunks: BundledChunk[]

type BundledChunk = { fileName: string; isEntry: boolean; imports: string[]; dynamicImports: string[]; moduleIds: string[] }

/** The export module as the browser runs it: bundled by Vite (lib mode) and served to the page. */
async function bundleExportModule(outDir: string): Promise<BundledChunk[]> {
  const result = await build({
    root: projectRoot,
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      lib: {
        entry: {
          'qr-export': path.join(projectRoot, 'src/features/qr/qr-export.ts'),
          'qr-options': path.join(projectRoot, 'src/features/qr/qr-options.ts'),
        },
        formats: ['es'],
      },
    },
  })
  if (!Array.isArray(result) && !('output' in result)) throw new Error('Vite did not return the bundle it wrote')
  return [result]
    .flat()
    .flatMap((bundle) => bundle.output)
    .flatMap((file) => (file.type === 'chunk' ? [file] : []))
}

/** The source modules a chunk brings with it: its own, and those of the chunks it imports, statically or on demand. */
function modulesOf(chunks: BundledChunk[], fileName: string, follow: 'imports' | 'dynamicImports'): string[] {
  const seen = new Set<string>()
  const visit = (name: string) => {
    if (seen.has(name)) return
    seen.add(name)
    const chunk = chunks.find((candidate) => candidate.fileName === name)!
    for (const imported of chunk.imports) visit(imported)
    if (follow === 'dynamicImports') for (const imported of chunk.dynamicImports) visit(imported)
  }
  visit(fileName)
  return chunks.filter((chunk) => seen.has(chunk.fileName)).flatMap((chunk) => chunk.moduleIds)
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'marque-qr-'))
  const bundle = path.join(workDir, 'bundle')
  bundledChunks = await bundleExportModule(bundle)
  browser = await launchChromium()
  page = await browser.newPage()
  await page.route(`${origin}/**`, async (route) => {
    const pathname = new URL(route.request().url()).pathname
    if (pathname === '/') {
      await route.fulfill({ contentType: 'text/html', body: harness })
      return
    }
    const file = path.join(bundle, path.normalize(pathname))
    if (!file.startsWith(bundle) || !existsSync(file)) {
      await route.fulfill({ status: 404, body: 'not found' })
      return
    }
    await route.fulfill({ contentType: 'text/javascript', body: await readFile(file) })
  })
  await page.goto(`${origin}/`)
  await page.waitForFunction(() => 'qrExport' in window)
})

afterAll(async () => {
  await browser?.close()
  if (workDir) await rm(workDir, { recursive: true, force: true })
})

/** Checks the design with the app's rules, exports it in the page, and hands the file's bytes to Node. */
async function exportInPage(input: QrOptionsInput, format: QrExportFormat): Promise<Exported> {
  const result = await page.evaluate(
    async ({ input, format }) => {
      const { exportQr } = (window as unknown as Harness).qrExport
      const { validateQrOptions } = (window as unknown as Harness).qrOptions
      const validation = validateQrOptions(input)
      if (!validation.ok) return { error: JSON.stringify(validation.errors) }
      const blob: Blob = await exportQr(validation.options, format)
      const bytes = new Uint8Array(await blob.arrayBuffer())
      let binary = ''
      for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000))
      return { type: blob.type, base64: btoa(binary) }
    },
    { input, format },
  )
  if ('error' in result) throw new Error(`The design was refused: ${result.error}`)
  return { type: result.type, bytes: Buffer.from(result.base64, 'base64') }
}

type Pixels = { width: number; height: number; rgba: Uint8ClampedArray }

async function sharpPixels(file: Buffer, expectedFormat: string): Promise<Pixels> {
  expect((await sharp(file).metadata()).format).toBe(expectedFormat)
  const { data: raw, info } = await sharp(file)
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { width: info.width, height: info.height, rgba: new Uint8ClampedArray(raw) }
}

/** Chromium's own image decoders (Blink), in a page, for the formats sharp does not read. */
async function chromiumPixels(file: Buffer, type: string): Promise<Pixels> {
  const result = await page.evaluate(
    async ({ base64, type }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
      const bitmap = await createImageBitmap(new Blob([bytes], { type }))
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
      const context = canvas.getContext('2d')!
      context.fillStyle = '#ffffff'
      context.fillRect(0, 0, bitmap.width, bitmap.height)
      context.drawImage(bitmap, 0, 0)
      return {
        width: bitmap.width,
        height: bitmap.height,
        rgba: Array.from(context.getImageData(0, 0, bitmap.width, bitmap.height).data),
      }
    },
    { base64: file.toString('base64'), type },
  )
  return { width: result.width, height: result.height, rgba: Uint8ClampedArray.from(result.rgba) }
}

/**
 * A scanner needs a light quiet zone around the code, and the designer's default margin is 0:
 * like a printed code on white paper, the image is read with a white border around it.
 */
function readQr({ width, height, rgba }: Pixels): string | undefined {
  const border = 16
  const paddedWidth = width + border * 2
  const padded = new Uint8ClampedArray(paddedWidth * (height + border * 2) * 4).fill(255)
  for (let y = 0; y < height; y++)
    padded.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), ((y + border) * paddedWidth + border) * 4)
  return jsQR(padded, paddedWidth, height + border * 2)?.data
}

/** The formats sharp reads (libspng, libjpeg, libwebp, libnsgif, libtiff, librsvg), by the name it gives each. */
const sharpFormats: Partial<Record<QrExportFormat, string>> = {
  png: 'png',
  jpeg: 'jpeg',
  jpg: 'jpeg',
  webp: 'webp',
  gif: 'gif',
  tif: 'tiff',
  tiff: 'tiff',
  svg: 'svg',
}

/** Decodes a file of each format with a decoder that shares nothing with the encoder. */
async function decode(format: QrExportFormat, file: Exported): Promise<Pixels[]> {
  const sharpFormat = sharpFormats[format]
  if (sharpFormat) return [await sharpPixels(file.bytes, sharpFormat)]
  switch (format) {
    case 'bmp': {
      const bmp = decodeBmp(file.bytes)
      return [{ width: bmp.width, height: bmp.height, rgba: rgbToRgba(bmp.rgb) }, await chromiumPixels(file.bytes, file.type)]
    }
    case 'ico': {
      const entries = readIco(file.bytes)
      expect(entries).toHaveLength(1)
      return [await sharpPixels(Buffer.from(entries[0]!.image), 'png'), await chromiumPixels(file.bytes, file.type)]
    }
    case 'pdf':
      return [await sharpPixels(await renderPdf(file.bytes), 'png')]
  }
  throw new Error(`No decoder for ${format}`)
}

describe('QR export in Chromium', () => {
  describe.each(formats)('%s', (format, mimeType) => {
    it('is a valid file of its type whose QR code reads back as the data (the designer defaults)', async () => {
      const file = await exportInPage({ data }, format)
      expect(file.type).toBe(mimeType)
      const decoded = await decode(format, file)
      const expectedSize = format === 'ico' ? 256 : 300
      for (const pixels of decoded) {
        expect([pixels.width, pixels.height]).toEqual([expectedSize, expectedSize])
        expect(readQr(pixels)).toBe(data)
      }
    })
  })

  it.each(['png', 'gif', 'pdf', 'svg', 'ico'] as const)(
    'keeps a styled %s readable: gradient dots, coloured corners, a margin, a centre logo',
    async (format) => {
      const logo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#d62828' } })
        .png()
        .toBuffer()
      const file = await exportInPage(
        {
          data,
          width: 400,
          height: 400,
          margin: 20,
          errorCorrectionLevel: 'H',
          dots: {
            type: 'rounded',
            gradient: {
              type: 'linear',
              rotation: Math.PI / 4,
              colorStops: [
                { offset: 0, color: '#1a1a6e' },
                { offset: 1, color: '#0b5d1e' },
              ],
            },
          },
          cornersSquare: { type: 'extra-rounded', color: '#6e1a1a' },
          cornersDot: { type: 'dot', color: '#222222' },
          background: { color: '#fffbea' },
          image: `data:image/png;base64,${logo.toString('base64')}`,
          imageSize: 0.3,
        },
        format,
      )
      for (const pixels of await decode(format, file)) expect(readQr(pixels)).toBe(data)
    },
  )

  it('draws the PDF as vector shapes: paths on a page the size of the code, no image in the file', async () => {
    const pdf = readPdfPage((await exportInPage({ data }, 'pdf')).bytes)
    expect(pdf.mediaBox).toEqual([0, 0, 225, 225])
    expect(pdf.images).toBe(0)
    expect(pdf.content).toMatch(/\bm\b[\s\S]*\bl\b[\s\S]*\bh\b/)
    expect(pdf.content).toMatch(/\bf\*?\s/)
  })

  it('keeps a styled PDF vector: the gradient is a PDF shading, the logo the one image', async () => {
    const logo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#d62828' } })
      .png()
      .toBuffer()
    const pdf = readPdfPage(
      (
        await exportInPage(
          {
            data,
            errorCorrectionLevel: 'H',
            dots: {
              type: 'rounded',
              gradient: {
                type: 'radial',
                rotation: 0,
                colorStops: [
                  { offset: 0, color: '#1a1a6e' },
                  { offset: 1, color: '#0b5d1e' },
                ],
              },
            },
            image: `data:image/png;base64,${logo.toString('base64')}`,
          },
          'pdf',
        )
      ).bytes,
    )
    // The dots clip the page and a shading (`sh`) paints them, as PDF draws a gradient.
    expect(pdf.content).toMatch(/\bW\s+n\b[\s\S]*\/\S+\s+sh\b/)
    expect(pdf.images).toBe(1)
  })

  it('loads each encoder and its package only when its format is exported', () => {
    const exportModule = bundledChunks.find((chunk) => chunk.isEntry && chunk.fileName.startsWith('qr-export'))!
    const encoderModule = /src\/features\/qr\/encoders\/|node_modules\/(gifenc|utif2|fast-bmp|jspdf|svg2pdf\.js)\//
    expect(modulesOf(bundledChunks, exportModule.fileName, 'imports').filter((id) => encoderModule.test(id))).toEqual([])
    const onDemand = modulesOf(bundledChunks, exportModule.fileName, 'dynamicImports')
    for (const encoder of ['bmp', 'gif', 'ico', 'pdf', 'tiff']) {
      expect(onDemand).toContainEqual(expect.stringContaining(`src/features/qr/encoders/${encoder}.ts`))
    }
    for (const name of ['gifenc', 'utif2', 'fast-bmp', 'jspdf', 'svg2pdf.js']) {
      expect(onDemand).toContainEqual(expect.stringContaining(`node_modules/${name}/`))
    }
  })

  it('gives downloads the name {name}-qr.{ext}', async () => {
    const names = await page.evaluate(async () => {
      const { qrFileName } = (window as unknown as Harness).qrExport
      return [qrFileName('ada-lovelace', 'png'), qrFileName('Zoë Lovelace', 'tiff'), qrFileName('', 'pdf')]
    })
    expect(names).toEqual(['ada-lovelace-qr.png', 'zoe-lovelace-qr.tiff', 'code-qr.pdf'])
  })
})
