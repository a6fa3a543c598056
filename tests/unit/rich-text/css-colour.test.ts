// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { safeCssColour } from '../../../src/rich-text/css-colour'

describe('safeCssColour', () => {
  it.each([
    ['#fff', '#fff'],
    ['#FFFA', '#fffa'],
    ['#e60000', '#e60000'],
    ['#e6000080', '#e6000080'],
    ['rgb(230, 0, 0)', 'rgb(230, 0, 0)'],
    ['rgba(230,0,0,0.5)', 'rgba(230,0,0,0.5)'],
    ['rgb(100% 0% 0% / 50%)', 'rgb(100% 0% 0% / 50%)'],
    ['hsl(120, 100%, 50%)', 'hsl(120, 100%, 50%)'],
    ['hsla(120deg, 100%, 50%, .3)', 'hsla(120deg, 100%, 50%, .3)'],
    ['hsl(0.5turn 60% 40%)', 'hsl(0.5turn 60% 40%)'],
    [' Red ', 'red'],
    ['rebeccapurple', 'rebeccapurple'],
    ['transparent', 'transparent'],
  ])('accepts %j', (value, expected) => {
    expect(safeCssColour(value)).toBe(expected)
  })

  it.each([
    'red; background: url(https://evil.test/)',
    'expression(alert(1))',
    'url(javascript:alert(1))',
    'rgb(1,2,3);x:y',
    'rgb(1,2)',
    'rgb(a,b,c)',
    'rgb(1, 2, 3',
    'hsl(1, 2, 3)',
    '#ggg',
    '#12345',
    'inherit',
    'currentcolor',
    'var(--brand)',
    'notacolour',
    'red\\;x',
    '',
    `#${'0'.repeat(80)}`,
  ])('refuses %j', (value) => {
    expect(safeCssColour(value)).toBeNull()
  })

  it('refuses values that are not strings', () => {
    expect(safeCssColour(0xff0000)).toBeNull()
    expect(safeCssColour({ toString: () => 'red' })).toBeNull()
  })
})
