import { execFile, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import jsQR from 'jsqr'
import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { QrExportFormat } from '../../src/features/qr/qr-export'
import type { QrOptionsInput } from '../../src/features/qr/qr-options'
import { launchChromium } from '../helpers/chromium'
import { decodeBmp, readIco, readPdfImage, rgbToRgba } from '../unit/qr/image-decoders'

const run = promisify(execFile)
const projectRoot = path.resolve(import.meta.dirname, '..', '..')
const origin = 'http://qr-harness.test'
const formats: QrExportFormat[] = ['bmp', 'gif', 'ico', 'jpeg', 'jpg', 'png', 'svg', 'tif', 'tiff', 'webp', 'pdf']
const data = 'https://brand-a.test/vcard/zoë-lovelace?src=qr&n=Zoë ☕'

/**
 * pdftoppm (poppler) renders the PDFs. A fresh machine may lack it: as root with apt-get, it is
 * installed the way tests/run.mjs installs Chromium; otherwise the test fails saying what to do.
 */
function ensurePdfRenderer(): string {
  const found = spawnSync('sh', ['-c', 'command -v pdftoppm'], { encoding: 'utf8' }).stdout.trim()
  if (found) return found
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    const install = () =>
      spawnSync('apt-get', ['-o', 'DPkg::Lock::Timeout=300', 'install', '-y', '-qq', 'poppler-utils'], { env, stdio: 'ignore' })
        .status === 0
    if (install() || (spawnSync('apt-get', ['update', '-qq'], { env, stdio: 'ignore' }).status === 0 && install())) {
      if (existsSync('/usr/bin/pdftoppm')) return '/usr/bin/pdftoppm'
    }
  }
  throw new Error(
    'The QR export test renders PDFs with pdftoppm: install poppler-utils (Debian/Ubuntu: sudo apt-get install poppler-utils)',
  )
}

type Exported = { type: string; bytes: Buffer }

// The page imports the modules itself: Vitest would rewrite an import() written in an evaluated function.
const harness =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>QR export</title>' +
  '<script type="module">import * as qrExport from "/qr-export.js"; import * as qrOptions from "/qr-options.js";' +
  'Object.assign(window, { qrOptions, qrExport })</script></html>'

type Harness = {
  qrExport: typeof import('../../src/features/qr/qr-export')
  qrOptions: typeof import('../../src/features/qr/qr-options')
}

let workDir: string
let browser: Browser
let page: Page
let pdftoppm: string

/** The export module as the browser runs it: bundled by Vite (lib mode) and served to the page. */
async function bundleExportModule(outDir: string) {
  await build({
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
}

beforeAll(async () => {
  pdftoppm = ensurePdfRenderer()
  workDir = await mkdtemp(path.join(os.tmpdir(), 'marque-qr-'))
  const bundle = path.join(workDir, 'bundle')
  await bundleExportModule(bundle)
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

async function renderPdf(file: Buffer): Promise<Pixels> {
  const pdfPath = path.join(workDir, `page-${Date.now()}-${Math.random().toString(36).slice(2)}.pdf`)
  await writeFile(pdfPath, file)
  const { stdout } = await run(pdftoppm, ['-r', '96', '-png', '-singlefile', pdfPath], {
    encoding: 'buffer',
    maxBuffer: 64 * 1024 * 1024,
  })
  return sharpPixels(stdout, 'png')
}

/**
 * A scanner needs a light quiet zone around the code, and the spec's default margin is 0: like a
 * printed code on white paper, the image is read with a white border around it.
 */
function readQr({ width, height, rgba }: Pixels): string | undefined {
  const border = 16
  const paddedWidth = width + border * 2
  const padded = new Uint8ClampedArray(paddedWidth * (height + border * 2) * 4).fill(255)
  for (let y = 0; y < height; y++)
    padded.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), ((y + border) * paddedWidth + border) * 4)
  return jsQR(padded, paddedWidth, height + border * 2)?.data
}

/** Decodes a file of each format with a decoder that shares nothing with the encoder. */
async function decode(format: QrExportFormat, file: Exported): Promise<Pixels[]> {
  switch (format) {
    case 'png':
      return [await sharpPixels(file.bytes, 'png')]
    case 'jpeg':
    case 'jpg':
      return [await sharpPixels(file.bytes, 'jpeg')]
    case 'webp':
      return [await sharpPixels(file.bytes, 'webp')]
    case 'gif':
      return [await sharpPixels(file.bytes, 'gif')]
    case 'tif':
    case 'tiff':
      return [await sharpPixels(file.bytes, 'tiff')]
    case 'svg':
      return [await sharpPixels(file.bytes, 'svg')]
    case 'bmp': {
      const bmp = decodeBmp(file.bytes)
      return [{ width: bmp.width, height: bmp.height, rgba: rgbToRgba(bmp.rgb) }, await chromiumPixels(file.bytes, file.type)]
    }
    case 'ico': {
      const entries = readIco(file.bytes)
      expect(entries).toHaveLength(1)
      return [await sharpPixels(Buffer.from(entries[0]!.image), 'png'), await chromiumPixels(file.bytes, file.type)]
    }
    case 'pdf': {
      const image = readPdfImage(file.bytes)
      return [await renderPdf(file.bytes), { width: image.width, height: image.height, rgba: rgbToRgba(image.rgb) }]
    }
  }
}

const mimeTypes: Record<QrExportFormat, string> = {
  bmp: 'image/bmp',
  gif: 'image/gif',
  ico: 'image/vnd.microsoft.icon',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  webp: 'image/webp',
  pdf: 'application/pdf',
}

describe('QR export in Chromium', () => {
  describe.each(formats)('%s', (format) => {
    it('is a valid file of its type whose QR code reads back as the data (spec defaults)', async () => {
      const file = await exportInPage({ data }, format)
      expect(file.type).toBe(mimeTypes[format])
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

  it('gives downloads the name {name}-qr.{ext}', async () => {
    const names = await page.evaluate(async () => {
      const { qrFileName } = (window as unknown as Harness).qrExport
      return [qrFileName('ada-lovelace', 'png'), qrFileName('Zoë Lovelace', 'tiff'), qrFileName('', 'pdf')]
    })
    expect(names).toEqual(['ada-lovelace-qr.png', 'zoe-lovelace-qr.tiff', 'code-qr.pdf'])
  })
})
