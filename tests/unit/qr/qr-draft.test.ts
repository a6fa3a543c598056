// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { draftToInput, initialDraft, qrDataFromForm, startGradient } from '../../../src/features/qr/qr-draft'
import { validateQrOptions } from '../../../src/features/qr/qr-options'

describe('QR designer form values', () => {
  it('start as a new design’s defaults', () => {
    expect(validateQrOptions(draftToInput(initialDraft('hello')))).toEqual(validateQrOptions({ data: 'hello' }))
  })

  it('give an empty number field its own message instead of reading it as zero', () => {
    const validation = validateQrOptions(draftToInput({ ...initialDraft('hello'), width: '', margin: ' ' }))
    expect(validation.ok).toBe(false)
    if (validation.ok) return
    expect(validation.errors.width).toBe('Width must be a whole number of pixels from 50 to 2000')
    expect(validation.errors.margin).toBe('Margin must be a whole number of pixels, 0 or more')
  })

  it('turn a gradient’s degrees into the radians qr-code-styling takes', () => {
    const draft = initialDraft('hello')
    draft.dots = { ...draft.dots, gradient: { ...startGradient('#112233', 'linear'), rotationDegrees: '90' } }
    const validation = validateQrOptions(draftToInput(draft))
    expect(validation.ok).toBe(true)
    if (!validation.ok) return
    expect(validation.options.dots.gradient).toEqual({
      type: 'linear',
      rotation: Math.PI / 2,
      colorStops: [
        { offset: 0, color: '#112233' },
        { offset: 1, color: '#ffffff' },
      ],
    })
  })

  it('give a vCard back its CRLF line ends after a text area turned them into LF, and leave other text alone', () => {
    expect(qrDataFromForm('BEGIN:VCARD\nVERSION:3.0\nNOTE:long\n  folded\nEND:VCARD\n')).toBe(
      'BEGIN:VCARD\r\nVERSION:3.0\r\nNOTE:long\r\n  folded\r\nEND:VCARD\r\n',
    )
    expect(qrDataFromForm('line one\nline two')).toBe('line one\nline two')
  })
})
