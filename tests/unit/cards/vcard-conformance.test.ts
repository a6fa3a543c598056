import { describe, expect, it } from 'vitest'
import { buildVcard, leadVcard, type VcardInput } from '../../../src/domain/vcard-file'
import { contentLines } from '../../helpers/content-lines'
import { allOf, expectEscapedAsItsVersionSays, oneOf, readVcard } from '../../helpers/vcard-reader'

/** A contact full of what trips writers up: separators, quotes, a backslash, a line break, non-Latin text, a local number. */
const awkward: VcardInput = {
  id: '5b0e7c1e-3f0a-4c59-9d0b-2a6f0e4c1d11',
  prefix: 'Dr.', given_name: 'Jörg Bücher, "JB"', family_name: "O'Brien; Smith, Jr PhD", suffix: '',
  job_title: 'Head of R&D; Cars, Boats', organisation: 'Ünïcode; Ltd, Ω',
  phones: [{ type: 'work', number: '020 7946 0000' }, { type: 'mobile', number: '+44 7700 900123' }],
  emails: [{ type: 'work', address: 'jorg@example.org' }],
  websites: [{ url: 'https://maps.example/place/51.5,-0.12;zoom=3?q=a,b;c', label: '' }],
  address: { street: 'Straße 1; Hof 2, links', locality: 'Köln', region: '', postal_code: '50667', country: 'Deutschland' },
  socials: [{ network: 'mastodon', url: 'https://social.example/@jb;x,y' }],
  messengers: [],
  bio: 'Line one; with, marks \\ and a backslash\nЛиния два: 日本語 🚀',
  card_url: 'https://cards.example/vcard/jb',
}

describe('the vCard of a card, read back by ical.js', () => {
  for (const version of ['3.0', '4.0'] as const) {
    it(`gives every value back exactly in ${version}, escaped as ${version === '3.0' ? 'RFC 2426' : 'RFC 6350'} says`, () => {
      const text = buildVcard(awkward, version)
      expectEscapedAsItsVersionSays(text)
      const p = readVcard(text)
      expect(oneOf(p, 'fn').values).toEqual([`Dr. Jörg Bücher, "JB" O'Brien; Smith, Jr PhD`])
      expect(oneOf(p, 'n').values).toEqual([["O'Brien; Smith, Jr PhD", 'Jörg Bücher, "JB"', '', 'Dr.', '']])
      expect(oneOf(p, 'title').values).toEqual([awkward.job_title])
      expect(oneOf(p, 'org').values).toEqual([awkward.organisation])
      expect(oneOf(p, 'note').values).toEqual([awkward.bio])
      expect(oneOf(p, 'adr').values).toEqual([['', '', 'Straße 1; Hof 2, links', 'Köln', '', '50667', 'Deutschland']])
      expect(allOf(p, 'url').map((url) => url.values)).toEqual([[awkward.websites[0]!.url], [awkward.card_url]])
      expect(oneOf(p, version === '4.0' ? 'socialprofile' : 'x-socialprofile').values).toEqual([awkward.socials[0]!.url])
      const phones = allOf(p, 'tel')
      if (version === '3.0') {
        expect(phones.map((tel) => tel.values)).toEqual([['020 7946 0000'], ['+44 7700 900123']])
      } else {
        // A local number has no country to make it a tel: URI (RFC 3966 §5.1.5): it is text; a global one is a URI.
        expect(phones.map((tel) => [tel.type, tel.values])).toEqual([
          ['text', ['020 7946 0000']],
          ['uri', ['tel:+447700900123']],
        ])
      }
    })
  }

  it('writes a local number in 4.0 as text, never as a tel: URI without phone-context', () => {
    const tels = contentLines(buildVcard(awkward, '4.0')).filter((line) => line.name === 'TEL')
    for (const tel of tels) {
      if (/VALUE=uri/i.test(tel.params)) expect(tel.value).toMatch(/^tel:(\+\d+|[^;]+;phone-context=.+)$/)
    }
    expect(tels.map((tel) => tel.value)).toContain('020 7946 0000')
  })

  it('escapes a semicolon in 3.0 text values, as RFC 2426 §4 requires', () => {
    const lines = contentLines(buildVcard(awkward, '3.0'))
    const value = (name: string) => lines.find((line) => line.name === name)!.value
    expect(value('FN')).toBe(String.raw`Dr. Jörg Bücher\, "JB" O'Brien\; Smith\, Jr PhD`)
    expect(value('TITLE')).toBe(String.raw`Head of R&D\; Cars\, Boats`)
    expect(value('NOTE')).toBe(String.raw`Line one\; with\, marks \\ and a backslash\nЛиния два: 日本語 🚀`)
  })
})

describe("the vCard of a lead's details, attached to the lead mail", () => {
  const lead = { name: "Jörg O'Brien; Smith, Jr PhD", email: 'jorg@example.org', phone: '020 7946 0000', message: 'Call me; or not, \\ maybe\nПозвоните 日本' }

  it('gives every value back exactly, escaped as RFC 2426 says', () => {
    const text = leadVcard(lead)
    expect(text.endsWith('END:VCARD\r\n')).toBe(true)
    expectEscapedAsItsVersionSays(text)
    const p = readVcard(text)
    expect(oneOf(p, 'version').values).toEqual(['3.0'])
    expect(oneOf(p, 'fn').values).toEqual([lead.name])
    expect(oneOf(p, 'n').values).toEqual([['PhD', "Jörg O'Brien; Smith, Jr", '', '', '']])
    expect(oneOf(p, 'email').values).toEqual([lead.email])
    expect(oneOf(p, 'tel').values).toEqual([lead.phone])
    expect(oneOf(p, 'note').values).toEqual([lead.message])
  })
})
