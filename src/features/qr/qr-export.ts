import { slugOf } from '../../domain/slug'
import type { RgbaImage } from './encoders/pixels'
import { createQrCode } from './qr-code'
import type { QrOptions } from './qr-options'

/** The formats the designer offers, in the order its menu lists them. */
export const qrExportFormats = ['bmp', 'gif', 'ico', 'jpeg', 'jpg', 'png', 'svg', 'tif', 'tiff', 'webp', 'pdf'] as const
export type QrExportFormat = (typeof qrExportFormats)[number]

export const qrMimeTypes: Record<QrExportFormat, string> = {
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

export function isQrExportFormat(value: string): value is QrExportFormat {
  return (qrExportFormats as readonly string[]).includes(value)
}

/** `{name}-qr.{ext}`, the name reduced to what every file system accepts. */
export function qrFileName(name: string, format: QrExportFormat): string {
  const base = slugOf(name, 60)
  return `${base || 'code'}-qr.${format}`
}

async function rawData(options: QrOptions, kind: 'svg' | 'png' | 'jpeg' | 'webp', scale = 1): Promise<Blob> {
  const data = await createQrCode(options, scale).getRawData(kind)
  if (!(data instanceof Blob)) throw new Error(`The QR code could not be drawn as ${kind.toUpperCase()}`)
  return data
}

/** The pixels qr-code-styling draws on its canvas, read back through a canvas of our own. */
async function pixels(options: QrOptions): Promise<RgbaImage> {
  const bitmap = await createImageBitmap(await rawData(options, 'png'), {
    colorSpaceConversion: 'none',
    premultiplyAlpha: 'none',
  })
  const canvas = document.createElement('canvas')
  canvas.width = bitmap.width
  canvas.height = bitmap.height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('This browser cannot draw the QR code to a canvas')
  context.drawImage(bitmap, 0, 0)
  bitmap.close()
  const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height)
  return { width, height, data }
}

// Blob wants the bytes of an ArrayBuffer; the encoders' packages type theirs as any buffer.
const bytesBlob = (bytes: Uint8Array, format: QrExportFormat) => new Blob([bytes.slice()], { type: qrMimeTypes[format] })

/**
 * The code as a file of the format; a browser API (canvas), so it runs in the page. Each encoder
 * and its package is imported when its format is asked for, so none of them weighs on the page
 * that shows the designer.
 */
export async function exportQr(options: QrOptions, format: QrExportFormat): Promise<Blob> {
  switch (format) {
    case 'svg':
      return new Blob([await rawData(options, 'svg')], { type: qrMimeTypes.svg })
    case 'png':
    case 'webp':
      return rawData(options, format)
    case 'jpeg':
    case 'jpg':
      return rawData(options, 'jpeg')
    case 'ico': {
      const { encodeIco, maxIconSize } = await import('./encoders/ico')
      const scale = Math.min(1, maxIconSize / Math.max(options.width, options.height))
      const png = new Uint8Array(await (await rawData(options, 'png', scale)).arrayBuffer())
      return bytesBlob(encodeIco([png]), format)
    }
    case 'bmp': {
      const { encodeBmp } = await import('./encoders/bmp')
      return bytesBlob(encodeBmp(await pixels(options)), format)
    }
    case 'gif': {
      const { encodeGif } = await import('./encoders/gif')
      return bytesBlob(encodeGif(await pixels(options)), format)
    }
    case 'tif':
    case 'tiff': {
      const { encodeTiff } = await import('./encoders/tiff')
      return bytesBlob(encodeTiff(await pixels(options)), format)
    }
    case 'pdf': {
      const { encodePdf } = await import('./encoders/pdf')
      const svg = await (await rawData(options, 'svg')).text()
      return bytesBlob(await encodePdf(svg, options), format)
    }
  }
}

/** Saves the code as `{name}-qr.{ext}` through the browser's download. */
export async function downloadQr(options: QrOptions, format: QrExportFormat, name: string): Promise<void> {
  const url = URL.createObjectURL(await exportQr(options, format))
  const link = document.createElement('a')
  link.href = url
  link.download = qrFileName(name, format)
  document.body.append(link)
  link.click()
  link.remove()
  // The download has taken the blob by the next task; revoking at once can cancel it in Safari.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
