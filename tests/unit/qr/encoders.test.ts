import jsQR from 'jsqr'
import qrcode from 'qrcode-generator'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { encodeBmp } from '../../../src/features/qr/encoders/bmp'
import { encodeGif } from '../../../src/features/qr/encoders/gif'
import { encodeIco } from '../../../src/features/qr/encoders/ico'
import { encodePdf } from '../../../src/features/qr/encoders/pdf'
import type { RgbaImage } from '../../../src/features/qr/encoders/pixels'
import { encodeTiff } from '../../../src/features/qr/encoders/tiff'
import { decodeBmp, readIco, readPdfPage, renderPdf, rgbToRgba, type RgbPixels } from './image-decoders'

/** A deterministic image: blocks of black and white, a few colours, some half-transparent pixels. */
function patternImage(width: number, height: number): RgbaImage {
  const data = new Uint8Array(width * height * 4)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4
      const dark = ((x >> 2) + (y >> 2)) % 2 === 0
      const colour = x % 17 === 0 ? [200, 30, 60] : y % 13 === 0 ? [20, 120, 240] : dark ? [0, 0, 0] : [255, 255, 255]
      data.set([...colour, x % 23 === 0 ? 128 : 255], at)
    }
  }
  return { width, height, data }
}

/** Every pixel of a different shade: more colours than a GIF palette holds. */
function gradientImage(width: number, height: number): RgbaImage {
  const data = new Uint8Array(width * height * 4)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      data.set([Math.round((x / (width - 1)) * 255), Math.round((y / (height - 1)) * 255), 128, 255], (y * width + x) * 4)
    }
  }
  return { width, height, data }
}

/** Random pixels of four colours: long runs of new LZW codes, so the table fills and is cleared. */
function noiseImage(width: number, height: number): RgbaImage {
  const colours = [
    [0, 0, 0],
    [255, 255, 255],
    [255, 0, 0],
    [0, 0, 255],
  ]
  let seed = 12345
  const data = new Uint8Array(width * height * 4)
  for (let pixel = 0; pixel < width * height; pixel++) {
    seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff
    data.set([...colours[(seed >>> 16) % 4]!, 255], pixel * 4)
  }
  return { width, height, data }
}

const moduleScale = 4

function qrModules(text: string) {
  const code = qrcode(0, 'Q')
  code.addData(text)
  code.make()
  const count = code.getModuleCount()
  return { count, size: (count + 8) * moduleScale, isDark: (row: number, column: number) => code.isDark(row, column) }
}

/** A real QR code of the text, 4 pixels a module with a 4-module quiet zone. */
function qrImage(text: string): RgbaImage {
  const { count, size, isDark } = qrModules(text)
  const data = new Uint8Array(size * size * 4).fill(255)
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const row = Math.floor(y / moduleScale) - 4
      const column = Math.floor(x / moduleScale) - 4
      if (row >= 0 && column >= 0 && row < count && column < count && isDark(row, column)) {
        data.set([0, 0, 0], (y * size + x) * 4)
      }
    }
  }
  return { width: size, height: size, data }
}

/** The same code as an SVG drawing: one square path per dark module, on white. */
function qrSvg(text: string): { svg: string; width: number; height: number } {
  const { count, size, isDark } = qrModules(text)
  let modules = ''
  for (let row = 0; row < count; row++) {
    for (let column = 0; column < count; column++) {
      if (isDark(row, column)) modules += `M${(column + 4) * moduleScale} ${(row + 4) * moduleScale}h4v4h-4z`
    }
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" fill="#ffffff"/><path d="${modules}" fill="#000000"/></svg>`
  return { svg, width: size, height: size }
}

/** An image as an SVG drawing: one square a pixel, in its colour and opacity. */
function pixelSvg({ width, height, data }: RgbaImage): string {
  let squares = ''
  for (let pixel = 0; pixel < width * height; pixel++) {
    const [r, g, b, a] = data.subarray(pixel * 4, pixel * 4 + 4)
    squares +=
      `<rect x="${pixel % width}" y="${Math.floor(pixel / width)}" width="1" height="1" ` +
      `fill="rgb(${r},${g},${b})" fill-opacity="${a! / 255}"/>`
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${squares}</svg>`
}

/** What a format without alpha should show: each pixel over white. */
function expectedRgb({ width, height, data }: RgbaImage): Uint8Array {
  const rgb = new Uint8Array(width * height * 3)
  for (let pixel = 0; pixel < width * height; pixel++) {
    const alpha = data[pixel * 4 + 3]! / 255
    for (let channel = 0; channel < 3; channel++)
      rgb[pixel * 3 + channel] = Math.round(data[pixel * 4 + channel]! * alpha + 255 * (1 - alpha))
  }
  return rgb
}

async function sharpRgb(file: Uint8Array): Promise<RgbPixels & { format: string }> {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const metadata = await sharp(file).metadata()
  return { width: info.width, height: info.height, rgb: new Uint8Array(data), format: metadata.format ?? '' }
}

function maxDifference(a: Uint8Array, b: Uint8Array): number {
  expect(a.length).toBe(b.length)
  let largest = 0
  for (let index = 0; index < a.length; index++) largest = Math.max(largest, Math.abs(a[index]! - b[index]!))
  return largest
}

/** Encodes the pattern and reads it back with sharp: its format, its size and every pixel over white. */
async function expectSharpReadsBack(encode: (image: RgbaImage) => Uint8Array, format: string, width: number, height: number) {
  const image = patternImage(width, height)
  const decoded = await sharpRgb(encode(image))
  expect(decoded.format).toBe(format)
  expect([decoded.width, decoded.height]).toEqual([width, height])
  expect(maxDifference(decoded.rgb, expectedRgb(image))).toBe(0)
}

function readQr({ width, height, rgb }: RgbPixels): string | undefined {
  return jsQR(rgbToRgba(rgb), width, height)?.data
}

const qrText = 'https://brand-a.test/vcard/demo?src=qr'
const sizes: [number, number][] = [
  [1, 1],
  [3, 2],
  [61, 47],
]

describe('BMP encoder', () => {
  it.each(sizes)('writes %i×%i pixels that a BMP reader gives back exactly', (width, height) => {
    const image = patternImage(width, height)
    const decoded = decodeBmp(encodeBmp(image))
    expect([decoded.width, decoded.height]).toEqual([width, height])
    expect(maxDifference(decoded.rgb, expectedRgb(image))).toBe(0)
  })

  it('holds a QR code that reads back', () => {
    expect(readQr(decodeBmp(encodeBmp(qrImage(qrText))))).toBe(qrText)
  })

  it('refuses pixel data of the wrong length', () => {
    expect(() => encodeBmp({ width: 2, height: 2, data: new Uint8Array(15) })).toThrow(/needs 16 bytes/)
  })
})

describe('TIFF encoder', () => {
  it.each(sizes)('writes %i×%i pixels that libtiff (through sharp) gives back exactly', async (width, height) => {
    await expectSharpReadsBack(encodeTiff, 'tiff', width, height)
  })

  it('is big-endian (as utif2 writes it), uncompressed RGB at 96 dpi', async () => {
    const image = patternImage(10, 10)
    const file = encodeTiff(image)
    expect(Array.from(file.subarray(0, 4))).toEqual([0x4d, 0x4d, 0, 42])
    expect(maxDifference(file.subarray(file.length - 300), expectedRgb(image))).toBe(0)
    const metadata = await sharp(file).metadata()
    expect(metadata).toMatchObject({ channels: 3, hasAlpha: false, density: 96, resolutionUnit: 'inch' })
  })

  it('holds a QR code that reads back', async () => {
    expect(readQr(await sharpRgb(encodeTiff(qrImage(qrText))))).toBe(qrText)
  })
})

describe('GIF encoder', () => {
  it.each(sizes)('writes %i×%i pixels of a few colours that a GIF decoder gives back exactly', async (width, height) => {
    await expectSharpReadsBack(encodeGif, 'gif', width, height)
  })

  it('keeps LZW codes right across table resets', async () => {
    const image = noiseImage(257, 131)
    const decoded = await sharpRgb(encodeGif(image))
    expect(maxDifference(decoded.rgb, expectedRgb(image))).toBe(0)
  })

  it('writes a GIF89a with the smallest palette that holds the colours', () => {
    const file = encodeGif(noiseImage(8, 8))
    expect(Buffer.from(file.subarray(0, 6)).toString('latin1')).toBe('GIF89a')
    expect(file[10]! & 0x07).toBe(1) // four colours: a palette of 2^(1+1)
    expect(file.at(-1)).toBe(0x3b)
  })

  it('maps more than 256 colours to the nearest of a 256-colour palette', async () => {
    const image = gradientImage(64, 48)
    const decoded = await sharpRgb(encodeGif(image))
    const expected = expectedRgb(image)
    // No pixel is further off than the nearest colour of a 6×6×6 cube would be (its steps are 51
    // apart: half a step in each channel); the palette is picked for the image, so it does better.
    let farthest = 0
    for (let pixel = 0; pixel < expected.length / 3; pixel++) {
      const [dr, dg, db] = [0, 1, 2].map((channel) => decoded.rgb[pixel * 3 + channel]! - expected[pixel * 3 + channel]!)
      farthest = Math.max(farthest, Math.hypot(dr!, dg!, db!))
    }
    expect(farthest).toBeLessThanOrEqual(Math.hypot(25.5, 25.5, 25.5))
    expect(farthest).toBeGreaterThan(0)
  })

  it('holds a QR code that reads back', async () => {
    expect(readQr(await sharpRgb(encodeGif(qrImage(qrText))))).toBe(qrText)
  })
})

describe('ICO encoder', () => {
  async function png(width: number, height: number) {
    const { data } = patternImage(width, height)
    return new Uint8Array(
      await sharp(Buffer.from(data), { raw: { width, height, channels: 4 } })
        .png()
        .toBuffer(),
    )
  }

  it('wraps PNG images in an icon directory that describes them', async () => {
    const small = await png(16, 16)
    const large = await png(256, 200)
    const entries = readIco(encodeIco([small, large]))
    expect(entries.map(({ width, height, planes, bitCount }) => ({ width, height, planes, bitCount }))).toEqual([
      { width: 16, height: 16, planes: 1, bitCount: 32 },
      { width: 256, height: 200, planes: 1, bitCount: 32 },
    ])
    const decoded = await sharp(entries[1]!.image).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
    expect([decoded.info.width, decoded.info.height]).toEqual([256, 200])
    expect(Buffer.compare(decoded.data, Buffer.from(patternImage(256, 200).data))).toBe(0)
  })

  it('refuses images larger than 256 pixels a side and files that are not PNG', async () => {
    expect(() => encodeIco([new Uint8Array(100)])).toThrow('An icon image must be a PNG file')
    await expect(png(257, 10).then((file) => encodeIco([file]))).rejects.toThrow('at most 256×256 pixels, not 257×10')
  })
})

describe('PDF encoder', () => {
  async function renderedRgb(file: Uint8Array, size?: { width: number; height: number }) {
    const decoded = await sharpRgb(await renderPdf(file, size))
    expect(decoded.format).toBe('png')
    return decoded
  }

  it.each(sizes)('draws %i×%i pixels as vector squares on a page of their size that poppler renders back', async (width, height) => {
    const image = patternImage(width, height)
    const file = await encodePdf(pixelSvg(image), { width, height })
    expect(readPdfPage(file).mediaBox).toEqual([0, 0, width * 0.75, height * 0.75])
    const decoded = await renderedRgb(file, { width, height })
    expect([decoded.width, decoded.height]).toEqual([width, height])
    // jsPDF writes a colour's components to two decimals: at most 1.3 of 255 levels off.
    expect(maxDifference(decoded.rgb, expectedRgb(image))).toBeLessThanOrEqual(2)
  })

  it('is a vector drawing: paths filled on the page, no image anywhere in the file', async () => {
    const { svg, width, height } = qrSvg(qrText)
    const page = readPdfPage(await encodePdf(svg, { width, height }))
    expect(page.images).toBe(0)
    expect(page.content).toMatch(/\bm\b[\s\S]*\bl\b[\s\S]*\bh\b/)
    expect(page.content).toMatch(/\bf\*?\s/)
    expect(page.content).not.toMatch(/\bDo\b/)
  })

  it('holds a QR code that reads back', async () => {
    const { svg, width, height } = qrSvg(qrText)
    expect(readQr(await renderedRgb(await encodePdf(svg, { width, height })))).toBe(qrText)
  })

  it('refuses markup that is not SVG', async () => {
    await expect(encodePdf('<html></html>', { width: 10, height: 10 })).rejects.toThrow('could not be read as SVG')
  })
})
