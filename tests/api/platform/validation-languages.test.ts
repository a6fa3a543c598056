import { readFileSync } from 'node:fs'
import path from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import { beforeEach, describe, expect, it } from 'vitest'
import { hostA } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

type Locale = 'en' | 'de' | 'ar'

/** A problem of the catalog as a reader of `locale` reads it, with its values. */
function problemIn(locale: Locale, id: string, values: Record<string, string | number> = {}): string {
  const file = path.resolve(__dirname, `../../../src/i18n/catalogs/${locale}/problems.json`)
  const text = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)[id]
  if (text === undefined) throw new Error(`${locale}/problems.json has no ${id}`)
  return String(new IntlMessageFormat(text, locale).format(values))
}

describe.each(backends)("a body failing a domain schema's check is answered in the requester's language, with the same code and field (%s)", (backend) => {
  const { kit } = useTestApp(backend)
  // A card the brand's admin sends, asking for the answer in `language`.
  let createIn: (language: string, payload: Record<string, unknown>) => ReturnType<typeof kit.request>
  beforeEach(async () => {
    const [token, site] = await Promise.all([kit.signInAs('brand admin', hostA), kit.siteOf(hostA)])
    createIn = (language, payload) => kit.request({ method: 'POST', url: `/api/brands/${site.brand_id}/vcards`, host: hostA, token: token!, payload, headers: { 'accept-language': language } })
  })

  it.each([
    ['a named problem with its value', { key: 'has spaces', given_name: 'Ada' }, 'key', 'problems.addressWord', { example: 'ada-lovelace' }],
    ['a named problem inside a list', { key: 'ada', given_name: 'Ada', phones: [{ type: 'work', number: 'call 030 1234' }] }, 'phones.0.number', 'problems.phoneCharacters', {}],
    ['a limit of the check', { key: 'ada', given_name: 'Ada', bio: 'x'.repeat(1001) }, 'bio', 'problems.check.tooLongText', { maximum: 1000 }],
    ['a rule over two fields', { key: 'ada', given_name: '', family_name: '' }, 'given_name', 'problems.cardName', {}],
  ] as const)('says %s in German and Arabic, as in English', async (_case, payload, field, id, values) => {
    const english = await createIn('en-GB', payload)
    expect(english.statusCode).toBe(400)
    expect(english.json()).toEqual({ status: 'error', code: expect.any(String), message: `${field}: ${problemIn('en', id, values)}`, field })

    const german = await createIn('de-DE,de;q=0.9', payload)
    expect(german.statusCode).toBe(400)
    expect(german.json()).toEqual({ status: 'error', code: english.json().code, message: `${field}: ${problemIn('de', id, values)}`, field })

    const arabic = await createIn('ar', payload)
    expect(arabic.statusCode).toBe(400)
    expect(arabic.json()).toEqual({ status: 'error', code: english.json().code, message: `${field}: ${problemIn('ar', id, values)}`, field })
  })

  it('says the German words of the problem, never the English the schema had', async () => {
    const german = await createIn('de', { key: 'ada', given_name: 'Ada', job_title: 'j'.repeat(121), phones: [{ type: 'work', number: '+49 30 1234567' }] })
    expect(german.json()).toMatchObject({ message: 'job_title: darf höchstens 120 Zeichen lang sein', field: 'job_title' })
    const key = await createIn('de', { key: 'Hat Leerzeichen', given_name: 'Ada' })
    expect(key.json().message).toBe('key: darf nur Buchstaben a-z, Ziffern und einzelne Bindestriche dazwischen enthalten, etwa ada-lovelace')
  })
})
