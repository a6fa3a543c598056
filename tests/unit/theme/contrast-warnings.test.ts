// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { contrastWarnings } from '../../../src/theme/contrast-warnings'
import { themeVariables } from '../../../src/theme/theme-variables'
import { brandColors } from '../app-shell/fixtures'

/** A palette whose every text colour is readable on its background. */
const readable = brandColors

describe('contrastWarnings', () => {
  it('finds nothing to say about a palette whose every text pair reaches 4.5:1', () => {
    expect(contrastWarnings(readable)).toEqual([])
  })

  it('names each pair under 4.5:1 with its ratio, rounded down', () => {
    // #777777 on white is 4.48:1, just under; yellow on white is 1.07:1.
    const warnings = contrastWarnings({ ...readable, body_color: '#777777', on_primary: '#ffff00', primary: '#ffffff' })
    expect(warnings.map((warning) => [warning.text, warning.background])).toEqual([
      ['body_color', 'body_bg'],
      ['primary', 'body_bg'],
      ['on_primary', 'primary'],
    ])
    expect(warnings[0]!.message).toBe(
      'Page text on the page background has a contrast of 4.4:1, under 4.5:1: hard to read, so the site shows black or white text there instead.',
    )
    expect(warnings[0]!.ratio).toBeCloseTo(4.48, 2)
  })

  it('takes 4.5:1 exactly as enough, and checks the header pairs on the header background', () => {
    // #767676 on white is 4.54:1.
    expect(contrastWarnings({ ...readable, body_color: '#767676' })).toEqual([])
    expect(contrastWarnings({ ...readable, color: '#1e293b', link_color: '#0f172a' }).map((warning) => warning.text)).toEqual(['color', 'link_color'])
  })

  it('leaves a colour that is not a hex colour yet to its field', () => {
    expect(contrastWarnings({ ...readable, body_color: '#12' })).toEqual([])
  })
})

describe('themeVariables', () => {
  it("gives the CSS variables of the app's Chakra theme the brand's tokens, readable text included", () => {
    const variables = themeVariables({ ...readable, on_primary: '#0e7490' })
    expect(variables).toMatchObject({
      '--chakra-colors-bg': '#ffffff',
      '--chakra-colors-fg': '#111827',
      '--chakra-colors-primary-solid': '#0e7490',
      // The brand's own button text would be invisible: white instead.
      '--chakra-colors-primary-contrast': '#ffffff',
      '--chakra-colors-primary-focus-ring': '#0e7490',
      '--chakra-colors-header-bg': '#0f172a',
      '--chakra-colors-header-link': '#7dd3fc',
      '--chakra-colors-link': '#0e7490',
    })
  })

  it('names the band of a card where a site has its header', () => {
    const [warning] = contrastWarnings({ ...readable, color: '#0f172a' }, 'card')
    expect(warning!.message).toBe('Band text on the band background has a contrast of 1:1, under 4.5:1: hard to read, so the card shows black or white text there instead.')
  })
})
