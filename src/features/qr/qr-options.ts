import { z } from 'zod'
import qrcode from 'qrcode-generator'

/**
 * What a QR code looks like and holds: size, error correction, margin, the look of dots, corners and
 * background, and a logo. Pure: no DOM, so the editor, the card page and the tests share one set of
 * rules and messages.
 */

export const errorCorrectionLevels = ['L', 'M', 'Q', 'H'] as const
export type ErrorCorrectionLevel = (typeof errorCorrectionLevels)[number]

export const dotStyles = ['square', 'dots', 'rounded', 'classy', 'classy-rounded', 'extra-rounded'] as const
export const cornerSquareStyles = ['square', 'dot', 'extra-rounded', 'rounded', 'dots', 'classy', 'classy-rounded'] as const
export const cornerDotStyles = ['square', 'dot', 'rounded', 'dots', 'classy', 'classy-rounded', 'extra-rounded'] as const
export const gradientTypes = ['linear', 'radial'] as const

export const sizeLimits = { min: 50, max: 2000 } as const
export const imageSizeLimits = { min: 0.1, max: 1 } as const

export const emptyDataMessage = 'Enter the text or address the QR code should hold'

/** A margin is drawn inside the image, so it may not exceed the smaller side: a wider one leaves no room for the code. */
export function marginCap(width: number, height: number): number {
  return Math.min(width, height)
}

/**
 * The bytes a QR code holds for a text: UTF-8, as phones' scanners read them. qr-code-styling
 * keeps only the low byte of each UTF-16 unit, so it is handed this byte string instead.
 */
export function utf8ByteString(text: string): string {
  let bytes = ''
  for (const byte of new TextEncoder().encode(text)) bytes += String.fromCharCode(byte)
  return bytes
}

function encodingMode(byteString: string): 'Numeric' | 'Alphanumeric' | 'Byte' {
  if (/^[0-9]*$/.test(byteString)) return 'Numeric'
  if (/^[0-9A-Z $%*+\-./:]*$/.test(byteString)) return 'Alphanumeric'
  return 'Byte'
}

/** The QR version (1–40) the text needs at a level, or null when it does not fit in any version. */
export function qrVersionFor(text: string, level: ErrorCorrectionLevel): number | null {
  const bytes = utf8ByteString(text)
  const code = qrcode(0, level)
  code.addData(bytes, encodingMode(bytes))
  try {
    code.make()
  } catch {
    return null
  }
  return (code.getModuleCount() - 17) / 4
}

const hexColour = (field: string) =>
  z
    .string({ error: `${field} must be a colour such as #1a2b3c` })
    .trim()
    .regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, `${field} must be a colour such as #1a2b3c`)

const colourStop = (field: string) =>
  z.object({
    offset: z
      .number({ error: `${field}: each colour stop needs an offset from 0 to 1` })
      .min(0, `${field}: each colour stop needs an offset from 0 to 1`)
      .max(1, `${field}: each colour stop needs an offset from 0 to 1`),
    color: hexColour(`${field}: each colour stop`),
  })

export const gradientStopsMessage = (field: string) => `${field} needs at least two colour stops, with offsets from 0 to 1`

const gradient = (field: string) =>
  z.object({
    type: z.enum(gradientTypes, { error: `${field} must be linear or radial` }),
    /** Radians, as qr-code-styling takes it; the form shows degrees. */
    rotation: z.number({ error: `${field} rotation must be a number of degrees` }).default(0),
    colorStops: z.array(colourStop(field), { error: gradientStopsMessage(field) }).min(2, gradientStopsMessage(field)),
  })

const fill = <Style extends readonly [string, ...string[]]>(field: string, styles: Style, defaultStyle: Style[number]) =>
  z.object({
    type: z.enum(styles, { error: `${field} style must be one of ${styles.join(', ')}` }).default(defaultStyle),
    color: hexColour(`${field} colour`).default('#000000'),
    gradient: gradient(`${field} gradient`).optional(),
  })

const sizeField = (field: string) =>
  z
    .number({ error: `${field} must be a whole number of pixels from ${sizeLimits.min} to ${sizeLimits.max}` })
    .int(`${field} must be a whole number of pixels from ${sizeLimits.min} to ${sizeLimits.max}`)
    .min(sizeLimits.min, `${field} must be a whole number of pixels from ${sizeLimits.min} to ${sizeLimits.max}`)
    .max(sizeLimits.max, `${field} must be a whole number of pixels from ${sizeLimits.min} to ${sizeLimits.max}`)

const imageSizeMessage = `Logo size must be a ratio from ${imageSizeLimits.min} to ${imageSizeLimits.max}`

export const qrOptionsSchema = z
  .object({
    data: z.string({ error: emptyDataMessage }).refine((data) => data.trim().length > 0, emptyDataMessage),
    width: sizeField('Width').default(300),
    height: sizeField('Height').default(300),
    errorCorrectionLevel: z.enum(errorCorrectionLevels, { error: 'Error correction must be L, M, Q or H' }).default('Q'),
    margin: z
      .number({ error: 'Margin must be a whole number of pixels, 0 or more' })
      .int('Margin must be a whole number of pixels, 0 or more')
      .min(0, 'Margin must be a whole number of pixels, 0 or more')
      .default(0),
    dots: fill('Dot', dotStyles, 'square').default({ type: 'square', color: '#000000' }),
    cornersSquare: fill('Corner square', cornerSquareStyles, 'square').default({ type: 'square', color: '#000000' }),
    cornersDot: fill('Corner dot', cornerDotStyles, 'square').default({ type: 'square', color: '#000000' }),
    background: z
      .object({
        color: hexColour('Background colour').default('#ffffff'),
        gradient: gradient('Background gradient').optional(),
      })
      .default({ color: '#ffffff' }),
    /** The centre logo: a data: URL or an http(s) address; none when absent. */
    image: z
      .string()
      .trim()
      .refine((value) => /^(?:data:image\/|https?:\/\/)/i.test(value), 'Logo must be an image file or an http(s) address')
      .optional(),
    imageSize: z
      .number({ error: imageSizeMessage })
      .min(imageSizeLimits.min, imageSizeMessage)
      .max(imageSizeLimits.max, imageSizeMessage)
      .default(0.4),
  })
  .superRefine((options, context) => {
    const cap = marginCap(options.width, options.height)
    if (options.margin > cap) {
      context.addIssue({
        code: 'custom',
        path: ['margin'],
        message: `Margin must be at most ${cap} pixels, the smaller of width and height`,
      })
    }
    if (options.data.trim().length > 0 && qrVersionFor(options.data, options.errorCorrectionLevel) === null) {
      context.addIssue({
        code: 'custom',
        path: ['data'],
        message: `Data is too long for a QR code at error correction ${options.errorCorrectionLevel}: shorten it or choose a lower level`,
      })
    }
  })

export type QrOptions = z.infer<typeof qrOptionsSchema>
export type QrOptionsInput = z.input<typeof qrOptionsSchema>

/** Field path ("margin", "dots.gradient") → the first message about it. */
export type QrFieldErrors = Record<string, string>

export type QrValidation = { ok: true; options: QrOptions } | { ok: false; errors: QrFieldErrors }

/**
 * Checks a design. A message about a gradient's stops is reported on the gradient, not on one stop,
 * so the form can show it under the gradient's controls.
 */
export function validateQrOptions(input: unknown): QrValidation {
  const result = qrOptionsSchema.safeParse(input)
  if (result.success) return { ok: true, options: result.data }
  const errors: QrFieldErrors = {}
  for (const issue of result.error.issues) {
    const gradientAt = issue.path.indexOf('gradient')
    const path = (gradientAt >= 0 ? issue.path.slice(0, gradientAt + 1) : issue.path).join('.')
    errors[path] ??= issue.message
  }
  return { ok: false, errors }
}

/**
 * A new design for the given data: 300×300 pixels, correction Q (a quarter of the code can be lost,
 * room for a logo), no margin, black square dots on white, a logo at 0.4 of the code.
 */
export function defaultQrOptions(data = ''): QrOptionsInput {
  return {
    data,
    width: 300,
    height: 300,
    errorCorrectionLevel: 'Q',
    margin: 0,
    dots: { type: 'square', color: '#000000' },
    cornersSquare: { type: 'square', color: '#000000' },
    cornersDot: { type: 'square', color: '#000000' },
    background: { color: '#ffffff' },
    imageSize: 0.4,
  }
}
