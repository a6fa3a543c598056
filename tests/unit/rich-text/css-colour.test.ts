// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { safeCssColour } from '../../../src/rich-text/css-colour'

describe('safeCssColour', () => {
  it.each([
    '#fff', '#e60000', '#e6000080',
    'rgb(230, 0, 0)', 'rgba(230,0,0,0.5)', 'rgb(100% 0% 0% / 50%)',
    'hsl(120, 100%, 50%)', 'hsla(120deg, 100%, 50%, .3)', 'hsl(0.5turn 60% 40%)',
    'rebeccapurple', 'transparent',
  ])('accepts %j as it is written', (value) => {
    expect(safeCssColour(value)).toBe(value)
  })

  it.each([['#FFFA', '#fffa'], [' Red ', 'red']])('accepts %j written as %j', (value, expected) => {
    expect(safeCssColour(value)).toBe(expected)
  })

  it.each([
    'red; background: url(https://evil.test/)', 'expression(alert(1))', 'url(javascript:alert(1))', 'rgb(1,2,3);x:y', 'red\\;x',
    'rgb(1,2)', 'rgb(a,b,c)', 'rgb(1, 2, 3', 'hsl(1, 2, 3)',
    '#ggg', '#12345', `#${'0'.repeat(80)}`,
    'inherit', 'currentcolor', 'var(--brand)', 'notacolour', '',
  ])('refuses %j', (value) => {
    expect(safeCssColour(value)).toBeNull()
  })

  it('refuses values that are not strings', () => {
    expect(safeCssColour(0xff0000)).toBeNull()
    expect(safeCssColour({ toString: () => 'red' })).toBeNull()
  })
})
