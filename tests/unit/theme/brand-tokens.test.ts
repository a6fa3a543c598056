// @vitest-environment node
// The server imports brand-tokens.ts too: this file runs without a DOM to prove it needs none.
import { describe, expect, it } from 'vitest'
import type { SiteColors } from '../../../src/domain/site'
import { brandTokens } from '../../../src/theme/brand-tokens'
import { contrastRatio } from '../../../src/theme/contrast'
import { brandColors } from '../app-shell/fixtures'

const readable = brandColors

describe('brandTokens', () => {
  it('gives each brand colour its place: page, band, primary and links', () => {
    const tokens = brandTokens(readable)
    expect(tokens.bg).toBe('#ffffff')
    expect(tokens.fg).toBe('#111827')
    expect(tokens.header).toEqual({ bg: '#0f172a', fg: '#f8fafc', link: '#7dd3fc' })
    expect(tokens.primary.solid).toBe('#0e7490')
    expect(tokens.primary.contrast).toBe('#ffffff')
    expect(tokens.primary.fg).toBe('#0e7490')
    expect(tokens.primary.focusRing).toBe('#0e7490')
    expect(tokens.link).toBe('#0e7490')
  })

  it('tints from the primary colour over the page background', () => {
    const tokens = brandTokens(readable)
    expect(tokens.primary.subtle).toBe('color-mix(in srgb, #0e7490 10%, #ffffff)')
    expect(tokens.primary.muted).toBe('color-mix(in srgb, #0e7490 22%, #ffffff)')
    expect(tokens.primary.emphasized).toBe('color-mix(in srgb, #0e7490 82%, #000000)')
  })

  it('replaces every text colour that would not be readable on its background by black or white', () => {
    const unreadable: SiteColors = {
      body_bg: '#ffffff',
      body_color: '#fefefe',
      bg: '#111111',
      color: '#222222',
      primary: '#fde047',
      on_primary: '#ffffff',
      link_color: '#1a1a1a',
      body_link_color: '#fffff0',
    }
    const tokens = brandTokens(unreadable)
    expect(tokens.fg).toBe('#000000')
    expect(tokens.header.fg).toBe('#ffffff')
    expect(tokens.header.link).toBe('#ffffff')
    expect(tokens.primary.contrast).toBe('#000000')
    // A yellow primary cannot be text on white: its text form is black, and so is the focus ring.
    expect(tokens.primary.fg).toBe('#000000')
    expect(tokens.primary.focusRing).toBe('#000000')
    expect(tokens.link).toBe('#000000')
    // Backgrounds are the brand's choice and are never replaced.
    expect(tokens.bg).toBe('#ffffff')
    expect(tokens.header.bg).toBe('#111111')
    expect(tokens.primary.solid).toBe('#fde047')
  })

  it('writes errors and confirmations in a red and a green that read at 4.5:1 on the page, dark on a light page and light on a dark one', () => {
    expect(brandTokens(readable).error).toBe('#b91c1c')
    expect(brandTokens(readable).success).toBe('#15803d')
    expect(contrastRatio('#15803d', '#ffffff')).toBeGreaterThanOrEqual(4.5)
    const dark = brandTokens({ ...readable, body_bg: '#111827', body_color: '#f9fafb' })
    expect(dark.error).toBe('#fca5a5')
    expect(dark.success).toBe('#86efac')
    expect(contrastRatio(dark.error, '#111827')).toBeGreaterThanOrEqual(4.5)
    // A mid-grey page where neither red reads: black.
    expect(brandTokens({ ...readable, body_bg: '#9ca3af' }).error).toBe('#000000')
  })

  it('accepts the short #rgb form', () => {
    expect(brandTokens({ ...readable, body_bg: '#fff', body_color: '#000' }).fg).toBe('#000')
  })
})
