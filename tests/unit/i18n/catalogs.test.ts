import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import { locales } from '../../../src/i18n/locales'

const catalogsFolder = path.resolve(__dirname, '../../../src/i18n/catalogs')

/** A locale's catalog as the app and the server load it: every area file of its folder, merged. */
function catalog(locale: string): Record<string, string> {
  const folder = path.join(catalogsFolder, locale)
  return Object.assign({}, ...readdirSync(folder).filter((name) => name.endsWith('.json')).map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8'))))
}

const kindNames: Partial<Record<TYPE, string>> = {
  [TYPE.argument]: 'text',
  [TYPE.number]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.select]: 'select',
  [TYPE.plural]: 'plural',
  [TYPE.tag]: 'tag',
}

/** The words of a message a reader sees: its literal text, inside plurals, selects and tags too. */
function literalText(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value
      if (element.type === TYPE.select || element.type === TYPE.plural) return Object.values(element.options).map((option) => literalText(option.value)).join(' ')
      if (element.type === TYPE.tag) return literalText(element.children)
      return ' '
    })
    .join('')
}

/** Every placeholder and tag of a message with its kind ("name:text", "count:plural", "b:tag"), with the options of each select. */
function placeholders(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    const kind = kindNames[element.type]
    if (kind && 'value' in element) found.add(`${String(element.value)}:${kind}`)
    if (element.type === TYPE.select) for (const option of Object.keys(element.options)) found.add(`${element.value}=${option}`)
    if (element.type === TYPE.select || element.type === TYPE.plural) for (const option of Object.values(element.options)) placeholders(option.value, found)
    if (element.type === TYPE.tag) placeholders(element.children, found)
  }
  return found
}

const english = catalog('en')

describe('the message catalogs', () => {
  it('are English, German and Arabic', () => {
    expect(locales).toEqual(['en', 'de', 'ar'])
    expect(Object.keys(english).length).toBeGreaterThan(0)
  })

  for (const locale of locales.filter((candidate) => candidate !== 'en')) {
    it(`${locale} has every message English has, and no other`, () => {
      const translated = catalog(locale)
      expect(Object.keys(translated).filter((id) => !(id in english)), 'messages no code uses any more').toEqual([])
      expect(Object.keys(english).filter((id) => !(id in translated)), 'messages not translated').toEqual([])
    })

    it(`${locale} keeps each message's placeholders, tags and select options, and each parses`, () => {
      const translated = catalog(locale)
      const differing = Object.keys(english)
        .filter((id) => id in translated)
        .filter((id) => {
          const want = [...placeholders(parse(english[id]!))].sort()
          const got = [...placeholders(parse(translated[id]!))].sort()
          return JSON.stringify(want) !== JSON.stringify(got)
        })
      expect(differing).toEqual([])
    })
  }

  it('has a translation that differs from the English for most messages', () => {
    // A copied English text passes every other check; a language that is mostly English is not translated.
    for (const locale of ['de', 'ar']) {
      const translated = catalog(locale)
      const same = Object.keys(english).filter((id) => translated[id] === english[id])
      expect(same.length / Object.keys(english).length, locale).toBeLessThan(0.15)
    }
  })

  it('Arabic has no Latin word of the product in it, other than names', () => {
    const arabic = catalog('ar')
    // Names (of products, formats, keys on a keyboard) and what a reader types as it is (a scheme, a language tag, an example).
    const allowed = /^(QR|PDF|CSV|vCard|vcf|SMS|URL|HTML|iCal|ICS|PNG|JPEG|SVG|LinkedIn|WhatsApp|Signal|Telegram|Marque|Google|Apple|Outlook|Vimeo|YouTube|ffmpeg|Ctrl|Shift|Enter|Tab|Escape|Esc|Alt|Cmd|Content-Length|Factur-X|ZUGFeRD|http|https|mailto|tel|sms|en|de|ar|pt-BR|a-z|mc|your-address)$/
    const latin = Object.entries(arabic).flatMap(([id, text]) => {
      // Addresses, file names and examples (name@example.com, https://…, .vcf) and acronyms (DNS, MOV) are not words of a language.
      const tokens = literalText(parse(text))
        .split(/\s+/)
        .map((token) => token.replace(/[.,;:!?()،؛]+$/, '').replace(/^[(]+/, ''))
        .filter((token) => !/[@/:.]/.test(token))
      const words = tokens.flatMap((token) => token.match(/[A-Za-z][A-Za-z-]+/g) ?? []).filter((word) => !/^[A-Z0-9]+$|^[A-Z][a-z]*[A-Z]/.test(word))
      return words.filter((word) => !allowed.test(word)).map((word) => `${id}: ${word}`)
    })
    expect(latin).toEqual([])
  })

  it('English is what the code says (npm run messages -- --check)', () => {
    const check = spawnSync(process.execPath, ['scripts/extract-messages.mjs', '--check'], { cwd: path.resolve(__dirname, '../../..'), encoding: 'utf8' })
    expect(check.stderr).toBe('')
    expect(check.status).toBe(0)
  })
})
