import { z } from 'zod'
import qrcode from 'qrcode-generator'
import { defineMessages, type MessageDescriptor } from 'react-intl'
import { sayInEnglish, type Say } from '../../i18n/say'
import { problemText, type CheckIssue } from '../../i18n/problem-text'

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

/** The parts of a code's look, as a person names them. */
export type QrPart = 'dots' | 'cornersSquare' | 'cornersDot' | 'background'

const words = defineMessages({
  partName: { id: 'qr.part.name', defaultMessage: '{part, select, dots {Dot} cornersSquare {Corner square} cornersDot {Corner dot} other {Background}}' },
  partInSentence: { id: 'qr.part.inSentence', defaultMessage: '{part, select, dots {dot} cornersSquare {corner square} cornersDot {corner dot} other {background}}' },
  emptyData: { id: 'qr.options.emptyData', defaultMessage: 'Enter the text or address the QR code should hold' },
  colour: { id: 'qr.options.colour', defaultMessage: '{part} colour must be a colour such as #1a2b3c' },
  stopColour: { id: 'qr.options.stopColour', defaultMessage: '{part} gradient: each colour stop must be a colour such as #1a2b3c' },
  stopOffset: { id: 'qr.options.stopOffset', defaultMessage: '{part} gradient: each colour stop needs an offset from 0 to 1' },
  stops: { id: 'qr.options.stops', defaultMessage: '{part} gradient needs at least two colour stops, with offsets from 0 to 1' },
  gradientType: { id: 'qr.options.gradientType', defaultMessage: '{part} gradient must be linear or radial' },
  rotation: { id: 'qr.options.rotation', defaultMessage: '{part} gradient rotation must be a number of degrees' },
  style: { id: 'qr.options.style', defaultMessage: '{part} style must be one of {styles}' },
  size: {
    id: 'qr.options.size',
    defaultMessage: '{field, select, width {Width} other {Height}} must be a whole number of pixels from {min, number, ::group-off} to {max, number, ::group-off}',
  },
  imageSize: { id: 'qr.options.imageSize', defaultMessage: 'Logo size must be a ratio from {min, number} to {max, number}' },
  level: { id: 'qr.options.level', defaultMessage: 'Error correction must be L, M, Q or H' },
  margin: { id: 'qr.options.margin', defaultMessage: 'Margin must be a whole number of pixels, 0 or more' },
  image: { id: 'qr.options.image', defaultMessage: 'Logo must be an image file or an http(s) address' },
  marginCap: { id: 'qr.options.marginCap', defaultMessage: 'Margin must be at most {cap, number, ::group-off} pixels, the smaller of width and height' },
  tooLong: { id: 'qr.options.tooLong', defaultMessage: 'Data is too long for a QR code at error correction {level}: shorten it or choose a lower level' },
}) as Record<string, MessageDescriptor>

/** A part's name at the start of a sentence ("Dot"), in the reader's language. */
export const qrPartName = (part: QrPart, say: Say = sayInEnglish) => say(words.partName!, { part })
/** A part's name inside a sentence ("dot"). */
export const qrPartInSentence = (part: QrPart, say: Say = sayInEnglish) => say(words.partInSentence!, { part })

/** The messages the design's rules have said in a reader's language: shown as they are. */
const saidMessages = new Set<string>()

/** The rules of a design, their messages in the reader's language (English unless `say` is given). */
export function qrOptionsSchemaOf(say: Say = sayInEnglish) {
  const message = (name: string, values?: Record<string, string | number>) => {
    const said = say(words[name]!, values)
    saidMessages.add(said)
    return said
  }
  const emptyDataMessage = message('emptyData')
  const hexColour = (text: string) =>
    z
      .string({ error: text })
      .trim()
      .regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, text)

  const colourStop = (part: string) => {
    const offsetMessage = message('stopOffset', { part })
    return z.object({
      offset: z.number({ error: offsetMessage }).min(0, offsetMessage).max(1, offsetMessage),
      color: hexColour(message('stopColour', { part })),
    })
  }

  const gradient = (part: string) => {
    const stopsMessage = message('stops', { part })
    return z.object({
      type: z.enum(gradientTypes, { error: message('gradientType', { part }) }),
      /** Radians, as qr-code-styling takes it; the form shows degrees. */
      rotation: z.number({ error: message('rotation', { part }) }).default(0),
      colorStops: z.array(colourStop(part), { error: stopsMessage }).min(2, stopsMessage),
    })
  }

  const fill = <Style extends readonly [string, ...string[]]>(key: QrPart, styles: Style, defaultStyle: Style[number]) => {
    const part = qrPartName(key, say)
    return z.object({
      type: z.enum(styles, { error: message('style', { part, styles: styles.join(', ') }) }).default(defaultStyle),
      color: hexColour(message('colour', { part })).default('#000000'),
      gradient: gradient(part).optional(),
    })
  }

  const sizeField = (field: 'width' | 'height') => {
    const sizeMessage = message('size', { field, min: sizeLimits.min, max: sizeLimits.max })
    return z.number({ error: sizeMessage }).int(sizeMessage).min(sizeLimits.min, sizeMessage).max(sizeLimits.max, sizeMessage)
  }

  const imageSizeMessage = message('imageSize', { min: imageSizeLimits.min, max: imageSizeLimits.max })
  const marginMessage = message('margin')
  const background = qrPartName('background', say)

  return z
    .object({
      data: z.string({ error: emptyDataMessage }).refine((data) => data.trim().length > 0, emptyDataMessage),
      width: sizeField('width').default(300),
      height: sizeField('height').default(300),
      errorCorrectionLevel: z.enum(errorCorrectionLevels, { error: message('level') }).default('Q'),
      margin: z.number({ error: marginMessage }).int(marginMessage).min(0, marginMessage).default(0),
      dots: fill('dots', dotStyles, 'square').default({ type: 'square', color: '#000000' }),
      cornersSquare: fill('cornersSquare', cornerSquareStyles, 'square').default({ type: 'square', color: '#000000' }),
      cornersDot: fill('cornersDot', cornerDotStyles, 'square').default({ type: 'square', color: '#000000' }),
      background: z
        .object({
          color: hexColour(message('colour', { part: background })).default('#ffffff'),
          gradient: gradient(background).optional(),
        })
        .default({ color: '#ffffff' }),
      /** The centre logo: a data: URL or an http(s) address; none when absent. */
      image: z
        .string()
        .trim()
        .refine((value) => /^(?:data:image\/|https?:\/\/)/i.test(value), message('image'))
        .optional(),
      imageSize: z.number({ error: imageSizeMessage }).min(imageSizeLimits.min, imageSizeMessage).max(imageSizeLimits.max, imageSizeMessage).default(0.4),
    })
    .superRefine((options, context) => {
      const cap = marginCap(options.width, options.height)
      if (options.margin > cap) {
        context.addIssue({ code: 'custom', path: ['margin'], message: message('marginCap', { cap }) })
      }
      if (options.data.trim().length > 0 && qrVersionFor(options.data, options.errorCorrectionLevel) === null) {
        context.addIssue({ code: 'custom', path: ['data'], message: message('tooLong', { level: options.errorCorrectionLevel }) })
      }
    })
}

export const qrOptionsSchema = qrOptionsSchemaOf()

export type QrOptions = z.infer<typeof qrOptionsSchema>
export type QrOptionsInput = z.input<typeof qrOptionsSchema>

/** Field path ("margin", "dots.gradient") → the first message about it. */
export type QrFieldErrors = Record<string, string>

export type QrValidation = { ok: true; options: QrOptions } | { ok: false; errors: QrFieldErrors }

/**
 * Checks a design, its messages in the reader's language (`say`; English unless given). A message about a gradient's stops is reported on the gradient, not on one stop,
 * so the form can show it under the gradient's controls.
 */
export function validateQrOptions(input: unknown, say?: Say): QrValidation {
  const result = (say ? qrOptionsSchemaOf(say) : qrOptionsSchema).safeParse(input)
  if (result.success) return { ok: true, options: result.data }
  const errors: QrFieldErrors = {}
  for (const issue of result.error.issues) {
    const gradientAt = issue.path.indexOf('gradient')
    const path = (gradientAt >= 0 ? issue.path.slice(0, gradientAt + 1) : issue.path).join('.')
    errors[path] ??= saidMessages.has(issue.message) ? issue.message : problemText(say ?? sayInEnglish, issue as CheckIssue)
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
