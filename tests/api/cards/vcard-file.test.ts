import { describe, expect, it } from 'vitest'
import { buildVcard, foldLine, vcardFileName } from '../../../src/domain/vcard-file'
import { readVcard, type VcardProperty } from '../../helpers/vcard-reader'
import { hostA, hostB } from '../../support/api-client'
import { contactWith } from '../../support/card-fixtures'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

type Property = VcardProperty

/** Reads a vCard with ical.js, an independent parser (tests/helpers/vcard-reader.ts), into plain properties. */
const parseVcard = readVcard
const all = (properties: Property[], name: string) => properties.filter((p) => p.name === name)
const one = (properties: Property[], name: string) => {
  const found = all(properties, name)
  expect(found, name).toHaveLength(1)
  return found[0]!
}
const types = (p: Property) => [p.params.type ?? []].flat().map((type) => String(type).toLowerCase())

/** Physical lines: CRLF only, none longer than 75 octets, each valid UTF-8 on its own. */
function expectWellFolded(text: string) {
  expect(text.endsWith('\r\n')).toBe(true)
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  const bytes = Buffer.from(text, 'utf8')
  let start = 0
  const decoder = new TextDecoder('utf-8', { fatal: true })
  for (let i = 0; i < bytes.length - 1; i++) {
    if (bytes[i] === 0x0d && bytes[i + 1] === 0x0a) {
      const line = bytes.subarray(start, i)
      expect(line.length).toBeLessThanOrEqual(75)
      expect(() => decoder.decode(line)).not.toThrow()
      start = i + 2
    }
  }
}

describe.each(backends)('the contact file of a card (%s)', (backend) => {
  // One app for the block: the tests read the demo cards, and the one that makes cards uses keys of its own.
  const { kit } = useTestApp(backend, { per: 'block' })

  async function vcf(key: string, host: string, version?: string) {
    const response = await kit.request({ method: 'GET', url: `/api/vcards/${key}/vcard.vcf${version ? `?version=${version}` : ''}`, host })
    expect(response.statusCode).toBe(200)
    return response
  }

  async function publicCard(key: string, host: string) {
    return (await kit.request({ method: 'GET', url: `/api/vcards/${key}`, host })).json()
  }

  for (const host of [hostA, hostB]) {
    it(`gives back every field of the demo card on ${host} as vCard 3.0 and 4.0`, async () => {
      const card = await publicCard('demo', host)
      const photoBytes = (await kit.request({ method: 'GET', url: card.photo, host })).rawPayload
      const cardId = await kit.demoCardId(host)

      for (const version of ['3.0', '4.0'] as const) {
        const response = await vcf('demo', host, version === '3.0' ? undefined : version)
        expect(response.headers['content-type']).toBe('text/vcard; charset=utf-8')
        expectWellFolded(response.body)
        const p = parseVcard(response.body)
        const v4 = version === '4.0'

        expect(one(p, 'version').values).toEqual([version])
        expect(one(p, 'fn').values).toEqual([card.display_name])
        expect(one(p, 'n').values).toEqual([[card.family_name, card.given_name, '', card.prefix, card.suffix]])
        expect(one(p, 'org').values).toEqual([card.organisation])
        expect(one(p, 'title').values).toEqual([card.job_title])
        expect(one(p, 'note').values).toEqual([card.bio])
        expect(one(p, 'uid').values).toEqual([`urn:uuid:${cardId}`])

        const phones = all(p, 'tel')
        expect(phones).toHaveLength(card.phones.length)
        card.phones.forEach((phone: { type: string; number: string }, index: number) => {
          const typeName = phone.type === 'mobile' ? 'cell' : phone.type
          expect(types(phones[index]!)).toContain(typeName)
          const digits = phone.number.replace(/[^\d+]/g, '')
          expect(phones[index]!.values).toEqual([v4 ? `tel:${digits}` : phone.number])
        })

        const emails = all(p, 'email')
        expect(emails.map((e) => e.values[0])).toEqual(card.emails.map((e: { address: string }) => e.address))
        card.emails.forEach((email: { type: string }, index: number) => {
          if (email.type !== 'mobile') expect(types(emails[index]!)).toContain(email.type)
        })

        const a = card.address
        const adr = one(p, 'adr')
        expect(adr.values).toEqual([['', '', a.street, a.locality, a.region, a.postal_code, a.country]])
        expect(types(adr)).toContain('work')

        const urls = all(p, 'url').map((u) => u.values[0])
        expect(urls).toEqual([...card.websites.map((w: { url: string }) => w.url), `http://${host}/vcard/demo`])

        const socials = all(p, v4 ? 'socialprofile' : 'x-socialprofile')
        expect(socials.map((s) => s.values[0])).toEqual(card.socials.map((s: { url: string }) => s.url))
        expect(socials.map((s) => s.params[v4 ? 'service-type' : 'type'])).toEqual(card.socials.map((s: { network: string }) => s.network))

        const photo = one(p, 'photo')
        if (v4) {
          const value = String(photo.values[0])
          expect(value.startsWith('data:image/jpeg;base64,')).toBe(true)
          expect(Buffer.from(value.slice('data:image/jpeg;base64,'.length), 'base64').equals(photoBytes)).toBe(true)
        } else {
          expect(photo.params).toMatchObject({ encoding: 'b', type: 'JPEG' })
          expect(response.body).toContain('\r\nPHOTO;ENCODING=b;TYPE=JPEG:')
          expect(Buffer.from(String(photo.values[0]), 'base64').equals(photoBytes)).toBe(true)
        }
      }
    })
  }

  it('names the file after the person, in ASCII and in UTF-8 (RFC 6266)', async () => {
    const response = await vcf('demo', hostB)
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Tomas Ferreira.vcf"; filename*=UTF-8''Tom%C3%A1s%20Ferreira.vcf`,
    )
  })

  it('keeps names with commas, semicolons, quotes, backslashes, accents and emoji intact in both versions', async () => {
    const token = await kit.openSession('admin@example.com', hostA)
    const brandA = (await kit.siteOf(hostA)).brand_id
    const tricky = {
      key: 'tricky',
      prefix: 'Dr.;',
      given_name: 'Zoë, Ann; "Z"',
      family_name: "O'Brien\\Ñúñez 😀👩🏽‍💻",
      suffix: 'Jr., PhD',
      job_title: 'Head of R&D; Cars, Boats',
      organisation: 'Ünïcode; Ltd, Ω',
      bio: 'Line one; with, marks\nLine two: 日本語テキスト 🚀',
      phones: [{ type: 'home', number: '+49 (0)30 123456' }],
      emails: [{ type: 'mobile', address: 'zoe@example.org' }],
      address: { street: 'Straße 1; Hof 2, links', locality: 'Köln', region: '', postal_code: '50667', country: 'Deutschland' },
      published: true,
    }
    const created = await kit.request({ method: 'POST', url: `/api/brands/${brandA}/vcards`, host: hostA, token, payload: tricky })
    expect(created.statusCode).toBe(201)

    const displayName = 'Dr.; Zoë, Ann; "Z" O\'Brien\\Ñúñez 😀👩🏽‍💻 Jr., PhD'
    for (const version of ['3.0', '4.0']) {
      const response = await vcf('tricky', hostA, version)
      expectWellFolded(response.body)
      const p = parseVcard(response.body)
      expect(one(p, 'fn').values).toEqual([displayName])
      expect(one(p, 'n').values).toEqual([[tricky.family_name, tricky.given_name, '', tricky.prefix, tricky.suffix]])
      expect(one(p, 'title').values).toEqual([tricky.job_title])
      expect(one(p, 'org').values).toEqual([tricky.organisation])
      expect(one(p, 'note').values).toEqual([tricky.bio])
      expect(one(p, 'adr').values).toEqual([['', '', 'Straße 1; Hof 2, links', 'Köln', '', '50667', 'Deutschland']])
      expect(one(p, 'email').values).toEqual(['zoe@example.org'])
      expect(all(p, 'photo')).toHaveLength(0)
    }
    const disposition = (await vcf('tricky', hostA)).headers['content-disposition'] as string
    const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)![1]!
    expect(decodeURIComponent(encoded)).toBe(`${displayName.replace(/["\\]/g, '')}.vcf`)
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+\.vcf"; /)
  })

  it('gives the card as it is now: a change shows in the next download, on each address it is asked through', async () => {
    const token = await kit.openSession('admin@example.com', hostA)
    const brandA = (await kit.siteOf(hostA)).brand_id
    const created = await kit.request({ method: 'POST', url: `/api/brands/${brandA}/vcards`, host: hostA, token, payload: { ...contactWith({ given_name: 'Before' }), key: 'changing', published: true } })
    expect(created.statusCode).toBe(201)
    const fullName = async () => one(parseVcard((await vcf('changing', hostA)).body), 'fn').values
    expect(await fullName()).toEqual(['Before Lovelace'])
    const changed = await kit.request({ method: 'PATCH', url: `/api/brands/${brandA}/vcards/${created.json().id}`, host: hostA, token, payload: { given_name: 'After' } })
    expect(changed.statusCode).toBe(200)
    expect(await fullName()).toEqual(['After Lovelace'])
    for (const origin of ['http://localhost', 'http://localhost:3000']) {
      const response = await kit.request({ method: 'GET', url: '/api/vcards/changing/vcard.vcf', host: new URL(origin).host })
      expect(all(parseVcard(response.body), 'url').map((url) => url.values[0])).toContain(`${origin}/vcard/changing`)
    }
  })

  it('refuses an unknown version with a message', async () => {
    const response = await kit.request({ method: 'GET', url: '/api/vcards/demo/vcard.vcf?version=2.1', host: hostA })
    expect(response.statusCode).toBe(400)
    expect(response.json().status).toBe('error')
    expect(response.json().message).toMatch(/^version: /)
  })
})

describe('writing vCard text', () => {
  const base = contactWith({ organisation: 'Analytical Engines' })

  it('folds long lines at 75 octets without splitting a character, and unfolding gives the line back', () => {
    for (const unit of ['a', 'é', '日', '😀', 'a😀é']) {
      const line = `NOTE:${unit.repeat(200)}`
      const folded = foldLine(line)
      expectWellFolded(`${folded}\r\n`)
      expect(folded.split('\r\n').length).toBeGreaterThan(1)
      expect(folded.replace(/\r\n /g, '')).toBe(line)
      // Full lines use the octets they may: a first line of ASCII is exactly 75.
      if (unit === 'a') expect(folded.split('\r\n')[0]).toHaveLength(75)
    }
    expect(foldLine('FN:short')).toBe('FN:short')
  })

  it('round-trips a long multi-byte note through ical.js', () => {
    const bio = 'Ünïcödé 😀 text; with, marks \\ and more. '.repeat(20).trim()
    for (const version of ['3.0', '4.0'] as const) {
      const text = buildVcard({ ...base, bio }, version)
      expectWellFolded(text)
      expect(one(parseVcard(text), 'note').values).toEqual([bio])
    }
  })

  it('makes a file name from the person\'s name, or "contact" when nothing usable is left', () => {
    expect(vcardFileName({ prefix: '', given_name: 'Ada', family_name: 'Lovelace', suffix: '' })).toBe('Ada Lovelace.vcf')
    expect(vcardFileName({ prefix: '', given_name: 'a/b:c', family_name: '*?', suffix: '' })).toBe('abc.vcf')
    expect(vcardFileName({ prefix: '', given_name: '///', family_name: '', suffix: '' })).toBe('contact.vcf')
  })
})
