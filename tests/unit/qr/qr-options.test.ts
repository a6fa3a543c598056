// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  defaultQrOptions,
  marginCap,
  qrVersionFor,
  utf8ByteString,
  validateQrOptions,
  type QrValidation,
} from '../../../src/features/qr/qr-options'

const emptyDataMessage = 'Enter the text or address the QR code should hold'

const errorsOf = (validation: QrValidation) => {
  if (validation.ok) throw new Error('expected the design to be refused')
  return validation.errors
}

describe('QR options', () => {
  it('fills in the defaults of a new design: 300×300, Q, margin 0, black square dots on white, logo ratio 0.4', () => {
    const validation = validateQrOptions({ data: 'https://example.com/vcard/demo' })
    expect(validation.ok).toBe(true)
    if (!validation.ok) return
    expect(validation.options).toMatchObject({
      width: 300,
      height: 300,
      errorCorrectionLevel: 'Q',
      margin: 0,
      imageSize: 0.4,
      dots: { type: 'square', color: '#000000' },
      background: { color: '#ffffff' },
    })
    expect(validation.options.image).toBeUndefined()
    expect(validation.options.dots.gradient).toBeUndefined()
  })

  it('gives the form the same defaults', () => {
    const validation = validateQrOptions(defaultQrOptions('hello'))
    expect(validation).toEqual(validateQrOptions({ data: 'hello' }))
  })

  it.each([[''], ['   '], ['\n\t']])('refuses empty data %j', (data) => {
    expect(errorsOf(validateQrOptions({ data })).data).toBe(emptyDataMessage)
  })

  it('refuses a design with no data at all', () => {
    expect(errorsOf(validateQrOptions({})).data).toBe(emptyDataMessage)
  })

  it('caps the margin at the smaller of width and height', () => {
    expect(marginCap(300, 200)).toBe(200)
    expect(marginCap(120, 400)).toBe(120)
    expect(validateQrOptions({ data: 'x', width: 300, height: 200, margin: 200 }).ok).toBe(true)
    expect(errorsOf(validateQrOptions({ data: 'x', width: 300, height: 200, margin: 201 })).margin).toBe(
      'Margin must be at most 200 pixels, the smaller of width and height',
    )
    expect(errorsOf(validateQrOptions({ data: 'x', margin: 301 })).margin).toBe(
      'Margin must be at most 300 pixels, the smaller of width and height',
    )
  })

  it('refuses a negative or fractional margin', () => {
    expect(errorsOf(validateQrOptions({ data: 'x', margin: -1 })).margin).toMatch(/^Margin /)
    expect(errorsOf(validateQrOptions({ data: 'x', margin: 2.5 })).margin).toMatch(/^Margin /)
  })

  it.each([
    ['width', { width: 10 }],
    ['width', { width: 5000 }],
    ['height', { height: Number.NaN }],
    ['height', { height: 300.5 }],
  ])('refuses a %s out of bounds with a message naming it', (field, change) => {
    const message = errorsOf(validateQrOptions({ data: 'x', ...change }))[field]
    expect(message).toBe(`${field[0]!.toUpperCase()}${field.slice(1)} must be a whole number of pixels from 50 to 2000`)
  })

  it('accepts only L, M, Q and H', () => {
    for (const level of ['L', 'M', 'Q', 'H']) expect(validateQrOptions({ data: 'x', errorCorrectionLevel: level }).ok).toBe(true)
    expect(errorsOf(validateQrOptions({ data: 'x', errorCorrectionLevel: 'X' })).errorCorrectionLevel).toBe(
      'Error correction must be L, M, Q or H',
    )
  })

  describe('gradients', () => {
    const stops = [
      { offset: 0, color: '#000000' },
      { offset: 1, color: '#3355ff' },
    ]

    it('accepts linear and radial gradients with two or more stops', () => {
      const validation = validateQrOptions({
        data: 'x',
        dots: { gradient: { type: 'linear', rotation: 1, colorStops: stops } },
        background: { gradient: { type: 'radial', colorStops: [...stops, { offset: 0.5, color: '#abc' }] } },
      })
      expect(validation.ok).toBe(true)
      if (validation.ok) expect(validation.options.background.gradient?.rotation).toBe(0)
    })

    it.each([
      ['no stops', []],
      ['one stop', [{ offset: 0, color: '#000000' }]],
    ])('refuses a gradient with %s, naming the part', (_, colorStops) => {
      const errors = errorsOf(validateQrOptions({ data: 'x', dots: { gradient: { type: 'linear', colorStops } } }))
      expect(errors['dots.gradient']).toBe('Dot gradient needs at least two colour stops, with offsets from 0 to 1')
    })

    it('refuses a gradient without a list of stops', () => {
      const errors = errorsOf(validateQrOptions({ data: 'x', background: { gradient: { type: 'radial' } } }))
      expect(errors['background.gradient']).toBe('Background gradient needs at least two colour stops, with offsets from 0 to 1')
    })

    it('refuses a stop whose offset is outside 0..1, on the gradient of that part', () => {
      const errors = errorsOf(
        validateQrOptions({
          data: 'x',
          cornersSquare: { gradient: { type: 'linear', colorStops: [stops[0], { offset: 1.5, color: '#ffffff' }] } },
        }),
      )
      expect(errors['cornersSquare.gradient']).toBe('Corner square gradient: each colour stop needs an offset from 0 to 1')
    })
  })

  it('refuses colours that are not hex colours, naming the part', () => {
    const errors = errorsOf(validateQrOptions({ data: 'x', dots: { color: 'black' }, background: { color: '#12345' } }))
    expect(errors['dots.color']).toBe('Dot colour must be a colour such as #1a2b3c')
    expect(errors['background.color']).toBe('Background colour must be a colour such as #1a2b3c')
  })

  it('refuses unknown dot and corner styles', () => {
    const errors = errorsOf(validateQrOptions({ data: 'x', dots: { type: 'hearts' }, cornersDot: { type: 'stars' } }))
    expect(errors['dots.type']).toMatch(/^Dot style must be one of square, dots, rounded/)
    expect(errors['cornersDot.type']).toMatch(/^Corner dot style must be one of /)
  })

  it('bounds the logo ratio and accepts only image data or web addresses as a logo', () => {
    expect(errorsOf(validateQrOptions({ data: 'x', imageSize: 0 })).imageSize).toBe('Logo size must be a ratio from 0.1 to 1')
    expect(errorsOf(validateQrOptions({ data: 'x', imageSize: 1.2 })).imageSize).toBe('Logo size must be a ratio from 0.1 to 1')
    expect(errorsOf(validateQrOptions({ data: 'x', image: 'javascript:alert(1)' })).image).toBe(
      'Logo must be an image file or an http(s) address',
    )
    expect(validateQrOptions({ data: 'x', image: 'data:image/png;base64,iVBORw0KGgo=' }).ok).toBe(true)
  })

  it('refuses data too long for a QR code at the chosen level, and accepts it at a lower one', () => {
    const text = 'a'.repeat(2000)
    expect(errorsOf(validateQrOptions({ data: text, errorCorrectionLevel: 'Q' })).data).toBe(
      'Data is too long for a QR code at error correction Q: shorten it or choose a lower level',
    )
    expect(validateQrOptions({ data: text, errorCorrectionLevel: 'L' }).ok).toBe(true)
  })

  it('measures text as UTF-8, the way scanners read it', () => {
    expect(utf8ByteString('Zoë ☕')).toBe('Zo\u00c3\u00ab \u00e2\u0098\u0095')
    // 2953 bytes fill version 40 at level L; the same count of two-byte letters does not fit.
    expect(qrVersionFor('a'.repeat(2953), 'L')).toBe(40)
    expect(qrVersionFor('a'.repeat(2954), 'L')).toBeNull()
    expect(qrVersionFor('é'.repeat(1477), 'L')).toBeNull()
    expect(qrVersionFor('HELLO', 'Q')).toBe(1)
  })
})
