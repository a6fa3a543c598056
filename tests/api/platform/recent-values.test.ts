import { describe, expect, it } from 'vitest'
import { recentValues } from '../../../server/recent-values'

describe('values kept by key while few keys are in use', () => {
  it('works a value out once per key, and drops every key once 3 are kept and a fourth comes', () => {
    const computed: string[] = []
    const kept = recentValues<string>(3)
    const valueOf = (key: string) => kept(key, () => (computed.push(key), `value of ${key}`))

    expect(valueOf('a')).toBe('value of a')
    expect(valueOf('a')).toBe('value of a')
    valueOf('b')
    valueOf('c')
    expect(computed).toEqual(['a', 'b', 'c'])

    // A fourth key: the three are dropped, so each is worked out again when next met.
    expect(valueOf('d')).toBe('value of d')
    valueOf('a')
    valueOf('d')
    expect(computed).toEqual(['a', 'b', 'c', 'd', 'a'])
  })
})
