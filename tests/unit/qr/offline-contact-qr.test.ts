// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { VcardInput } from '../../../src/domain/vcard-file'
import { offlineContactQr } from '../../../src/features/qr/offline-contact-qr'
import { qrVersionFor } from '../../../src/features/qr/qr-options'
import { readVcard as readWithIcal } from '../../helpers/vcard-reader'
import { plainContact } from './contact-fixture'

// The largest QR version still easy to scan at 300 px (docs/qr.md): above it, a lower level is taken.
const comfortableVersion = 20

// Every part of a contact, with characters a vCard must escape, and a photo too large for any code.
const contact: VcardInput = {
  ...plainContact,
  id: '5b1f8f0e-8a49-4a43-9d3c-2d5f2a1f2c11',
  given_name: 'Zoë',
  family_name: 'Lovelace, Jr; ☕',
  address: { street: '1 Engine Row', locality: 'London', region: '', postal_code: 'N1 9GU', country: 'UK' },
  phones: [{ type: 'mobile', number: '+44 20 7946 0958' }],
  emails: [{ type: 'work', address: 'zoe@brand-a.test' }],
  websites: [{ url: 'https://brand-a.test', label: 'Site' }],
  socials: [{ network: 'github', url: 'https://github.com/zoe' }],
  bio: 'Writes the notes.',
  card_url: 'https://brand-a.test/vcard/zoe',
  photo_jpeg_base64: '/9j/'.padEnd(40_000, 'A'),
}

/** The contact as ical.js reads it (tests/helpers/vcard-reader.ts): each property's first value, or undefined. */
function readVcard(text: string) {
  const properties = readWithIcal(text)
  const first = (name: string) => properties.find((property) => property.name === name)?.values[0] ?? null
  return { version: first('version'), fn: first('fn'), n: first('n'), tel: first('tel'), email: first('email'), note: first('note'), photo: first('photo') }
}

describe('offline contact QR', () => {
  it('holds the contact as a vCard 3.0 without the photo, at the strongest comfortable level', () => {
    const offline = offlineContactQr(contact)
    expect(offline.ok).toBe(true)
    if (!offline.ok) return
    expect(offline.withoutBio).toBe(false)
    const levels = ['H', 'Q', 'M', 'L'] as const
    const stronger = levels.slice(0, levels.indexOf(offline.errorCorrectionLevel))
    for (const level of stronger) expect(qrVersionFor(offline.data, level) ?? Infinity).toBeGreaterThan(comfortableVersion)
    expect(offline.version).toBe(qrVersionFor(offline.data, offline.errorCorrectionLevel))
    expect(offline.version).toBeLessThanOrEqual(comfortableVersion)
    expect(readVcard(offline.data)).toEqual({
      version: '3.0',
      fn: 'Zoë Lovelace, Jr; ☕',
      n: ['Lovelace, Jr; ☕', 'Zoë', '', '', ''],
      tel: '+44 20 7946 0958',
      email: 'zoe@brand-a.test',
      note: 'Writes the notes.',
      photo: null,
    })
  })

  it('takes level H for a short contact', () => {
    const offline = offlineContactQr({ ...contact, websites: [], socials: [], address: null, bio: '' })
    expect(offline).toMatchObject({ ok: true, errorCorrectionLevel: 'H' })
  })

  it('lowers the error correction as the contact grows', () => {
    const long = offlineContactQr({ ...contact, bio: 'A longer bio about the work. '.repeat(12) })
    expect(long.ok).toBe(true)
    if (!long.ok) return
    expect(['Q', 'M', 'L']).toContain(long.errorCorrectionLevel)
    expect(qrVersionFor(long.data, 'H')! > comfortableVersion || qrVersionFor(long.data, 'H') === null).toBe(true)
  })

  it('leaves the bio out only when the contact does not fit with it', () => {
    const offline = offlineContactQr({ ...contact, bio: 'x'.repeat(3000) })
    expect(offline.ok).toBe(true)
    if (!offline.ok) return
    expect(offline.withoutBio).toBe(true)
    expect(readVcard(offline.data).note).toBeNull()
    expect(readVcard(offline.data).fn).toBe('Zoë Lovelace, Jr; ☕')
  })

  it('says so when even without the bio the contact is too long for a QR code', () => {
    const websites = Array.from({ length: 40 }, (_, index) => ({
      url: `https://example.com/${'p'.repeat(80)}/${index}`,
      label: '',
    }))
    const offline = offlineContactQr({ ...contact, websites })
    expect(offline).toEqual({ ok: false, message: expect.stringMatching(/^The contact is too long for one QR code/) })
  })
})
