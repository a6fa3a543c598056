// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { slugOf } from '../../../src/domain/slug'

// An imported card without a key gets one from its name (server/modules/cards/card-import.ts).
describe('a key made from a name', () => {
  it('keeps lowercase letters and digits, joined by single hyphens', () => {
    expect(slugOf('Ada Lovelace', 64)).toBe('ada-lovelace')
    expect(slugOf('  R2 -- D2!  ', 64)).toBe('r2-d2')
  })

  it('drops accents, and cuts the key at its length', () => {
    expect(slugOf('Zoë Ångström', 64)).toBe('zoe-angstrom')
    expect(slugOf('Bartholomew Oppenheimer', 11)).toBe('bartholomew')
  })

  it('is empty for a name with no letter or digit it can write', () => {
    expect(slugOf('李 — 王', 64)).toBe('')
  })
})
