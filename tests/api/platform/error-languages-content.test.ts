import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { hostA } from '../../support/api-client'
import { brandPeople } from '../../support/brand-people'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

const catalogsFolder = path.resolve(__dirname, '../../../src/i18n/catalogs')
type Language = 'en' | 'de' | 'ar'

/** A language's catalog as the server loads it: every area file of its folder, merged. */
function catalog(locale: Language): Record<string, string> {
  const folder = path.join(catalogsFolder, locale)
  return Object.assign({}, ...readdirSync(folder).filter((name) => name.endsWith('.json')).map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8'))))
}
const catalogs = { en: catalog('en'), de: catalog('de'), ar: catalog('ar') }

/** What the catalog says for this id in this language, with its values; a value named by an id is said in the same language too. */
function catalogText(locale: Language, id: string, values: Record<string, string | number | { id: string }> = {}): string {
  const text = catalogs[locale][id] ?? catalogs.en[id]
  expect(text, `${locale}: ${id}`).toBeDefined()
  const said = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'object' ? catalogText(locale, value.id) : value]))
  return String(new IntlMessageFormat(text!, locale).format(said))
}

/** A request in a language: German as a browser asks (Accept-Language), Arabic by ?lang=, English as a browser asks. */
const asking: Record<Language, { headers?: Record<string, string>; query: string }> = {
  en: { headers: { 'accept-language': 'en-GB,en;q=0.9' }, query: '' },
  de: { headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' }, query: '' },
  ar: { query: 'lang=ar' },
}
const languages: Language[] = ['en', 'de', 'ar']
const withQuery = (url: string, query: string) => (query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url)

describe.each(backends)("the content modules' refusals are said in the requester's language (%s)", (backend) => {
  const { t, kit } = useTestApp(backend)
  const personWith = brandPeople(t, kit)

  async function ask(language: Language, options: { method: 'GET' | 'POST' | 'PUT' | 'PATCH'; url: string; token?: string | null; payload?: unknown; headers?: Record<string, string> }) {
    const { headers, query } = asking[language]
    return kit.request({
      method: options.method,
      url: withQuery(options.url, query),
      host: hostA,
      ...(options.token ? { token: options.token } : {}),
      ...(options.payload !== undefined ? { payload: options.payload as never } : {}),
      headers: { ...headers, ...options.headers },
    })
  }

  it('says a card key that is taken, with the same code and field in every language', async () => {
    const admin = (await kit.signInAs('brand admin', hostA))!
    const cardsUrl = `/api/brands/${(await kit.siteOf(hostA)).brand_id}/vcards`
    for (const language of languages) {
      const taken = await ask(language, { method: 'POST', url: cardsUrl, token: admin, payload: { key: 'demo', given_name: 'Other' } })
      expect(taken.statusCode, language).toBe(409)
      expect(taken.json(), language).toEqual({ status: 'error', code: 'invalid_field', field: 'key', message: catalogText(language, 'cardsErrors.keyTaken', { field: 'key' }) })
    }
    const german = await ask('de', { method: 'POST', url: cardsUrl, token: admin, payload: { key: 'demo', given_name: 'Other' } })
    expect(german.json().message).toBe('key: Eine andere Karte dieser Marke verwendet diesen Schlüssel bereits; wählen Sie einen anderen')
    const english = await ask('en', { method: 'POST', url: cardsUrl, token: admin, payload: { key: 'demo', given_name: 'Other' } })
    expect(english.json().message).toBe('key: another card of this brand already uses this key; choose another')
  })

  it("says a role's refusal with the role's name and the action in the requester's language", async () => {
    const member = await personWith('member')
    const { brand_id } = await kit.siteOf(hostA)
    const cardUrl = `/api/brands/${brand_id}/vcards/${await kit.demoCardId(hostA)}`
    for (const language of languages) {
      const refused = await ask(language, { method: 'GET', url: cardUrl, token: member.token })
      expect(refused.statusCode, language).toBe(403)
      expect(refused.json(), language).toEqual({
        status: 'error',
        code: 'not_allowed',
        message: catalogText(language, 'cardsErrors.ownCardOnly', { role: 'member', action: { id: 'roles.action.editOwnCard' } }),
      })
    }
    const german = (await ask('de', { method: 'GET', url: cardUrl, token: member.token })).json().message
    expect(german).toMatch(/^Mit Ihrer Rolle in dieser Marke \(Mitglied\) dürfen Sie nur .+, und diese Karte gehört jemand anderem$/)
    const arabic = (await ask('ar', { method: 'GET', url: cardUrl, token: member.token })).json().message
    expect(arabic).toContain('(عضو)')
    const english = (await ask('en', { method: 'GET', url: cardUrl, token: member.token })).json().message
    expect(english).toBe("Your role in this brand (member) may edit your own card only, and this card is someone else's")
  })

  it('says a page that is not there, and a request without a session', async () => {
    for (const language of languages) {
      const missing = await ask(language, { method: 'GET', url: '/api/pages/no-such-page' })
      expect(missing.statusCode, language).toBe(404)
      expect(missing.json(), language).toEqual({ status: 'error', code: 'not_found', message: catalogText(language, 'contentErrors.pageNotFound', { url: 'no-such-page' }) })

      const anonymous = await ask(language, { method: 'GET', url: `/api/brands/${(await kit.siteOf(hostA)).brand_id}/vcards` })
      expect(anonymous.statusCode, language).toBe(401)
      expect(anonymous.json(), language).toEqual({ status: 'error', code: 'not_signed_in', message: catalogText(language, 'accessErrors.signInFirst') })
    }
    expect((await ask('de', { method: 'GET', url: '/api/pages/no-such-page' })).json().message).toBe('Seite nicht gefunden: /no-such-page')
    expect((await ask('en', { method: 'GET', url: '/api/pages/no-such-page' })).json().message).toBe('Page not found: /no-such-page')
  })

  it('says an image of the wrong type, naming its field in every language', async () => {
    const admin = (await kit.signInAs('brand admin', hostA))!
    const photoUrl = `/api/brands/${(await kit.siteOf(hostA)).brand_id}/vcards/${await kit.demoCardId(hostA)}/photo`
    for (const language of languages) {
      const photo = await ask(language, { method: 'PUT', url: photoUrl, token: admin, payload: 'GIF89a', headers: { 'content-type': 'image/gif' } })
      expect(photo.statusCode, language).toBe(415)
      expect(photo.json(), language).toEqual({
        status: 'error',
        code: 'invalid_field',
        field: 'photo',
        message: `photo: ${catalogText(language, 'cardsErrors.imageWrongTypeGot', { type: 'image/gif' })}`,
      })
    }
    const german = (await ask('de', { method: 'PUT', url: photoUrl, token: admin, payload: 'GIF89a', headers: { 'content-type': 'image/gif' } })).json().message
    expect(german).toBe('photo: Senden Sie ein PNG- oder JPEG-Bild mit dem Content-Type image/png oder image/jpeg (gesendet wurde image/gif)')
  })

  it('says a text that cannot be stored, naming its field', async () => {
    const admin = (await kit.signInAs('brand admin', hostA))!
    const cardsUrl = `/api/brands/${(await kit.siteOf(hostA)).brand_id}/vcards`
    for (const language of languages) {
      const refused = await ask(language, { method: 'POST', url: cardsUrl, token: admin, payload: { key: 'nul-name', given_name: 'A\u0000da' } })
      expect(refused.statusCode, language).toBe(400)
      expect(refused.json(), language).toEqual({ status: 'error', code: 'invalid_field', field: 'given_name', message: `given_name: ${catalogText(language, 'requestErrors.hasNul')}` })
    }
    expect((await ask('de', { method: 'POST', url: cardsUrl, token: admin, payload: { key: 'nul-name', given_name: 'A\u0000da' } })).json().message).toContain('darf kein NUL-Zeichen')
  })

  it("says a CSV import's problems with each row in the requester's language", async () => {
    const admin = (await kit.signInAs('brand admin', hostA))!
    const importUrl = `/api/brands/${(await kit.siteOf(hostA)).brand_id}/vcards/import`
    const csv = 'given_name,nickname\nAda,Countess\n'
    for (const language of languages) {
      const checked = await ask(language, { method: 'POST', url: importUrl, token: admin, payload: { csv, dry_run: true } })
      expect(checked.statusCode, language).toBe(422)
      const [problem] = checked.json().problems
      expect(problem.field, language).toBe('nickname')
      expect(problem.message, language).toMatch(new RegExp(`^${catalogText(language, 'cardsErrors.importUnknownColumn', { columns: '§' }).split('§')[0]!.replace(/[()]/g, '\\$&')}`))
    }
    const german = await ask('de', { method: 'POST', url: importUrl, token: admin, payload: { csv, dry_run: true } })
    expect(german.json().problems[0].message).toMatch(/^ist keine Spalte, die der Import liest \(/)
  })
})
