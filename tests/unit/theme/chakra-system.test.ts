// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { SiteColors } from '../../../src/domain/site'
import { buildSystem } from '../../../src/theme/build-system'
import { contrastRatio, readableOn } from '../../../src/theme/contrast'
import { brandFixture } from '../app-shell/fixtures'

const colors = brandFixture.site.meta.colors

function conditions(system: ReturnType<typeof buildSystem>, name: string) {
  const token = system.tokens.getByName(`colors.${name}`)
  if (!token) throw new Error(`no token colors.${name}`)
  return token.extensions.conditions as Record<string, string>
}

describe('the theme built from a brand', () => {
  const system = buildSystem(colors)

  it('makes the brand colours the semantic tokens components use', () => {
    expect(conditions(system, 'primary.solid').base).toBe(colors.primary)
    expect(conditions(system, 'primary.contrast').base).toBe(colors.on_primary)
    expect(conditions(system, 'bg')._light).toBe(colors.body_bg)
    expect(conditions(system, 'fg')._light).toBe(colors.body_color)
    expect(conditions(system, 'header.bg').base).toBe(colors.bg)
    expect(conditions(system, 'header.fg').base).toBe(colors.color)
    expect(conditions(system, 'header.link').base).toBe(colors.link_color)
    expect(conditions(system, 'link').base).toBe(colors.body_link_color)
  })

  it('gives two brands different primary colours', () => {
    const other = buildSystem({ ...colors, primary: '#9a3412' })
    expect(conditions(other, 'primary.solid').base).not.toBe(conditions(system, 'primary.solid').base)
  })

  it('keeps text readable when a brand picks colours that are not', () => {
    const unreadable: SiteColors = { ...colors, primary: '#fde047', on_primary: '#ffffff', bg: '#111111', color: '#222222' }
    const fixed = buildSystem(unreadable)
    expect(conditions(fixed, 'primary.contrast').base).toBe('#000000')
    expect(conditions(fixed, 'header.fg').base).toBe('#ffffff')
  })

  it('starts from a base theme: primary blue in light mode, teal in dark mode', () => {
    const base = buildSystem()
    expect(conditions(base, 'primary.solid')).toEqual({ base: '{colors.blue.600}', _dark: '{colors.teal.300}' })
    for (const status of ['success', 'info', 'warning', 'error']) {
      expect(conditions(base, status)).toEqual(conditions(system, status))
    }
  })

  it('uses the product\'s breakpoints: phones below 600px, mobile below 1280px', () => {
    const { sm, md, lg, xl, xxl } = system._config.theme?.breakpoints ?? {}
    expect({ sm, md, lg, xl, xxl }).toEqual({ sm: '600px', md: '960px', lg: '1280px', xl: '1920px', xxl: '2560px' })
  })

  it('makes inputs outlined and compact', () => {
    const input = system._config.theme?.recipes?.input
    expect(input?.defaultVariants).toEqual({ variant: 'outline', size: 'sm' })
  })
})

describe('contrast', () => {
  it('measures black on white as 21:1', () => {
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21)
  })

  it('keeps a readable brand colour and replaces an unreadable one', () => {
    expect(readableOn('#ffffff', '#1d4ed8')).toBe('#1d4ed8')
    expect(readableOn('#ffffff', '#fef3c7')).toBe('#000000')
    expect(readableOn('#0f172a', '#1e293b')).toBe('#ffffff')
  })
})
