import { describe, expect, it } from 'vitest'
import { allOf, expectEscapedAsItsVersionSays, oneOf, readVcard } from '../../helpers/vcard-reader'
import { hostA, hostB } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

/** A card full of what trips writers up: separators, quotes, a backslash, a line break, non-Latin text, a local number. */
const awkward = {
  key: 'awkward-jb',
  prefix: '',
  given_name: 'Jörg Bücher, "JB"',
  family_name: "O'Brien; Smith, Jr PhD",
  suffix: '',
  job_title: 'Head of R&D; Cars, Boats',
  organisation: 'Ünïcode; Ltd, Ω',
  bio: 'Line one; with, marks \\ and a backslash\nЛиния два: 日本語 🚀',
  phones: [{ type: 'work', number: '020 7946 0000' }, { type: 'mobile', number: '+44 7700 900123' }],
  emails: [{ type: 'work', address: 'jorg@example.org' }],
  websites: [{ url: 'https://maps.example/place/51.5,-0.12;zoom=3?q=a,b;c', label: '' }],
  socials: [{ network: 'mastodon', url: 'https://social.example/@jb;x,y' }],
  published: true,
}

describe.each(backends)('contact files read back by ical.js (%s)', (backend) => {
  const { kit, smtp } = useTestApp(backend, { mail: true })

  it("gives every value of a card back exactly from its .vcf, in 3.0 and 4.0, escaped as each version's grammar says", async () => {
    const token = await kit.openSession('admin@example.com', hostA)
    const brandA = (await kit.siteOf(hostA)).brand_id
    const created = await kit.request({ method: 'POST', url: `/api/brands/${brandA}/vcards`, host: hostA, token, payload: awkward })
    expect(created.statusCode, created.body).toBe(201)

    for (const version of ['3.0', '4.0'] as const) {
      const response = await kit.request({ method: 'GET', url: `/api/vcards/${awkward.key}/vcard.vcf?version=${version}`, host: hostA })
      expect(response.statusCode).toBe(200)
      expect(response.body.endsWith('END:VCARD\r\n')).toBe(true)
      expectEscapedAsItsVersionSays(response.body)
      const p = readVcard(response.body)
      expect(oneOf(p, 'fn').values).toEqual([`${awkward.given_name} ${awkward.family_name}`])
      expect(oneOf(p, 'n').values).toEqual([[awkward.family_name, awkward.given_name, '', '', '']])
      expect(oneOf(p, 'title').values).toEqual([awkward.job_title])
      expect(oneOf(p, 'org').values).toEqual([awkward.organisation])
      expect(oneOf(p, 'note').values).toEqual([awkward.bio])
      expect(allOf(p, 'url').map((url) => url.values[0])).toEqual([awkward.websites[0]!.url, `http://${hostA}/vcard/${awkward.key}`])
      expect(oneOf(p, version === '3.0' ? 'x-socialprofile' : 'socialprofile').values).toEqual([awkward.socials[0]!.url])
      const phones = allOf(p, 'tel').map((tel) => tel.values[0])
      expect(phones).toEqual(version === '3.0' ? ['020 7946 0000', '+44 7700 900123'] : ['020 7946 0000', 'tel:+447700900123'])
    }
  })

  it("gives every value of a visitor's details back exactly from the .vcf attached to the lead mail", async () => {
    const lead = { name: "Jörg O'Brien; Smith, Jr PhD", email: 'jorg@example.org', phone: '020 7946 0000', message: 'Call me; or not, \\ maybe\nПозвоните 日本' }
    const before = smtp.countTo('admin@example.com')
    const answer = await kit.request({ method: 'POST', url: '/api/vcards/demo/leads', host: hostB, payload: lead, remoteAddress: '198.51.100.77' })
    expect(answer.statusCode, answer.body).toBe(201)
    const mail = await smtp.waitForMail('admin@example.com', 15_000, before)
    const [file] = mail.attachments
    expect(file?.contentType).toBe('text/vcard')
    expect(file!.content.endsWith('END:VCARD\r\n')).toBe(true)
    expectEscapedAsItsVersionSays(file!.content)
    const p = readVcard(file!.content)
    expect(oneOf(p, 'fn').values).toEqual([lead.name])
    expect(oneOf(p, 'email').values).toEqual([lead.email])
    expect(oneOf(p, 'tel').values).toEqual([lead.phone])
    expect(oneOf(p, 'note').values).toEqual([lead.message])
  })
})
