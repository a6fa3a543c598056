import ICAL from 'ical.js'
import { expect } from 'vitest'
import { bareCharacters, contentLines } from './content-lines'

/**
 * Reading vCards with ical.js, a parser Marque does not write with, plus the rules of the two
 * grammars (RFC 2426 §4, RFC 6350 §3.3–3.4) that ical.js is lenient about, checked on the text.
 */
export type VcardProperty = { name: string; params: Record<string, unknown>; type: string; values: unknown[]; raw: string }

// ical.js keeps "\;" in a vCard's plain text as two characters (kewisch/ical.js#173), where both RFCs
// read a semicolon: its text type is given the same unescaping it uses in N and ADR, and nothing else.
const vcardText = (ICAL.design as unknown as { vcard3: { value: { text: { fromICAL: (value: string, structured?: string) => string } } } }).vcard3.value.text
const readText = vcardText.fromICAL
vcardText.fromICAL = (value, structured) => readText(value, structured || ';')

export function readVcard(text: string): VcardProperty[] {
  const component = new ICAL.Component(ICAL.parse(text) as unknown as unknown[])
  expect(component.name).toBe('vcard')
  return component.getAllProperties().map((property) => ({
    name: property.name,
    params: (property.toJSON() as [string, Record<string, unknown>])[1],
    type: property.type,
    values: property.getValues().map((value: unknown) => (value && typeof value === 'object' && 'value' in value ? (value as { value: unknown }).value : value)),
    raw: property.toICALString(),
  }))
}

export const allOf = (properties: VcardProperty[], name: string) => properties.filter((p) => p.name === name)
export function oneOf(properties: VcardProperty[], name: string) {
  const found = allOf(properties, name)
  expect(found, name).toHaveLength(1)
  return found[0]!
}

/** Values that are one piece of text (not N, ADR or ORG, whose fields a semicolon separates). */
const plainText = new Set(['FN', 'TITLE', 'NOTE', 'EMAIL', 'TEL', 'URL', 'X-SOCIALPROFILE', 'SOCIALPROFILE', 'UID'])
const compound = new Set(['N', 'ADR', 'ORG'])

/**
 * The escaping each version asks for, on the text as written: in 3.0 (RFC 2426 §4) a text value has
 * no bare comma or semicolon (its URIs are plain RFC 1738 URIs); in 4.0 (RFC 6350 §3.4) no value has
 * a bare comma, and a compound one's fields no bare semicolon beyond the separators.
 */
export function expectEscapedAsItsVersionSays(text: string) {
  const lines = contentLines(text)
  const version = lines.find((line) => line.name === 'VERSION')?.value
  for (const line of lines) {
    if (['BEGIN', 'END', 'VERSION', 'REV'].includes(line.name)) continue
    const bare = bareCharacters(line.value)
    const uri = /VALUE=uri/i.test(line.params) || ['URL', 'SOCIALPROFILE', 'X-SOCIALPROFILE', 'PHOTO'].includes(line.name)
    if (version === '3.0') {
      if (uri) continue
      if (plainText.has(line.name)) expect(bare, `${line.name} in 3.0: a comma or semicolon is escaped`).not.toMatch(/[,;]/)
      if (compound.has(line.name)) expect(bare, `${line.name} in 3.0: a comma is escaped`).not.toMatch(/,/)
    } else {
      expect(bare, `${line.name} in 4.0: a comma is escaped`).not.toMatch(/,/)
    }
  }
}
