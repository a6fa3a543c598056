import { defaultQrOptions, type QrOptionsInput } from './qr-options'

/**
 * The designer form's values as typed: numbers stay text until checked, so a half-typed "0." or an
 * empty field is shown as it is and gets its own message rather than snapping to a number.
 */
export type GradientDraft = { type: 'linear' | 'radial'; rotationDegrees: string; stops: { offset: string; color: string }[] }
export type FillDraft = { type: string; color: string; gradient: GradientDraft | null }
export type QrDraft = {
  data: string
  width: string
  height: string
  errorCorrectionLevel: string
  margin: string
  dots: FillDraft
  cornersSquare: FillDraft
  cornersDot: FillDraft
  background: Omit<FillDraft, 'type'>
  image: string | null
  imageSize: string
}

export type FillName = 'dots' | 'cornersSquare' | 'cornersDot' | 'background'

export function initialDraft(data = ''): QrDraft {
  const defaults = defaultQrOptions(data)
  const fill = (value: { type?: string; color?: string }): FillDraft => ({
    type: value.type ?? 'square',
    color: value.color ?? '#000000',
    gradient: null,
  })
  return {
    data,
    width: String(defaults.width),
    height: String(defaults.height),
    errorCorrectionLevel: defaults.errorCorrectionLevel ?? 'Q',
    margin: String(defaults.margin),
    dots: fill(defaults.dots ?? {}),
    cornersSquare: fill(defaults.cornersSquare ?? {}),
    cornersDot: fill(defaults.cornersDot ?? {}),
    background: { color: defaults.background?.color ?? '#ffffff', gradient: null },
    image: null,
    imageSize: String(defaults.imageSize),
  }
}

/** A new gradient starts from the fill's colour to white, so switching to it changes little at first. */
export function startGradient(color: string, type: GradientDraft['type']): GradientDraft {
  return {
    type,
    rotationDegrees: '0',
    stops: [
      { offset: '0', color },
      { offset: '1', color: color.toLowerCase() === '#ffffff' ? '#000000' : '#ffffff' },
    ],
  }
}

/** Empty text is not zero: it becomes NaN, which the checks refuse with the field's message. */
const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text))

function gradientInput(gradient: GradientDraft) {
  return {
    type: gradient.type,
    rotation: (number(gradient.rotationDegrees) * Math.PI) / 180,
    colorStops: gradient.stops.map((stop) => ({ offset: number(stop.offset), color: stop.color })),
  }
}

function fillInput(fill: FillDraft) {
  return { type: fill.type, color: fill.color, ...(fill.gradient ? { gradient: gradientInput(fill.gradient) } : {}) }
}

/**
 * A text area gives its line breaks as LF whatever it was given, but a vCard's lines end in CRLF
 * (RFC 2426, RFC 6350), so a contact stays a valid vCard after someone edits it in the form.
 */
export function qrDataFromForm(text: string): string {
  return /^BEGIN:VCARD\r?\n/i.test(text) ? text.replace(/\r?\n/g, '\r\n') : text
}

/** What the form holds, in the shape `validateQrOptions` checks. */
export function draftToInput(draft: QrDraft): QrOptionsInput {
  return {
    data: qrDataFromForm(draft.data),
    width: number(draft.width),
    height: number(draft.height),
    errorCorrectionLevel: draft.errorCorrectionLevel as QrOptionsInput['errorCorrectionLevel'],
    margin: number(draft.margin),
    dots: fillInput(draft.dots) as QrOptionsInput['dots'],
    cornersSquare: fillInput(draft.cornersSquare) as QrOptionsInput['cornersSquare'],
    cornersDot: fillInput(draft.cornersDot) as QrOptionsInput['cornersDot'],
    background: {
      color: draft.background.color,
      ...(draft.background.gradient ? { gradient: gradientInput(draft.background.gradient) } : {}),
    },
    ...(draft.image ? { image: draft.image } : {}),
    imageSize: number(draft.imageSize),
  }
}
