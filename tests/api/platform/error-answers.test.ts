import { beforeEach, describe, expect, it } from 'vitest'
import { hostA, hostB } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

describe.each(backends)('errors answer {status, message, field?} so a form can mark the field (%s)', (backend) => {
  const { kit } = useTestApp(backend)
  let admin: string
  let cardsUrl: string
  beforeEach(async () => {
    admin = (await kit.signInAs('brand admin', hostA))!
    cardsUrl = `/api/brands/${(await kit.siteOf(hostA)).brand_id}/vcards`
  })

  it.each([
    ['a top-level body field', { key: 'Has Spaces', given_name: 'Ada' }, 'key'],
    ['a field inside a list, as a dotted path', { key: 'ada', given_name: 'Ada', phones: [{ type: 'work', number: 'call me' }] }, 'phones.0.number'],
    ['the first of several failing fields', { key: 'ada', given_name: 'Ada', emails: [{ type: 'work', address: 'nope' }], bio: 'x'.repeat(1001) }, 'emails.0.address'],
    ['a rule over two fields, on the field it names', { key: 'ada', given_name: '', family_name: '' }, 'given_name'],
  ])('names %s that fails validation', async (_case, payload, field) => {
    const response = await kit.request({ method: 'POST', url: cardsUrl, host: hostA, token: admin, payload })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ status: 'error', code: expect.any(String), message: expect.stringMatching(new RegExp(`^${field.replaceAll('.', '\\.')}: `)), field })
  })

  it('names the field of an error the server finds itself', async () => {
    const taken = await kit.request({ method: 'POST', url: cardsUrl, host: hostA, token: admin, payload: { key: 'demo', given_name: 'Other' } })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().field).toBe('key')

    const stranger = await kit.openSession('far-away@example.org', hostB)
    expect(stranger).toBeTruthy()
    const owner = await kit.request({
      method: 'POST',
      url: cardsUrl,
      host: hostA,
      token: admin,
      payload: { key: 'owned', given_name: 'Owned', owner_user_id: await kit.userId('far-away@example.org') },
    })
    expect(owner.statusCode).toBe(400)
    expect(owner.json().field).toBe('owner_user_id')

    const photo = await kit.request({
      method: 'PUT',
      url: `${cardsUrl}/${await kit.demoCardId(hostA)}/photo`,
      host: hostA,
      token: admin,
      payload: 'GIF89a',
      headers: { 'content-type': 'image/gif' },
    })
    expect(photo.statusCode).toBe(415)
    expect(photo.json().field).toBe('photo')
  })

  it('names no field when the error is not about one', async () => {
    const params = await kit.request({ method: 'GET', url: `${cardsUrl}/not-an-id`, host: hostA, token: admin })
    expect(params.statusCode).toBe(400)
    expect(params.json()).not.toHaveProperty('field')

    const unknownKey = await kit.request({ method: 'POST', url: cardsUrl, host: hostA, token: admin, payload: { key: 'ada', given_name: 'Ada', surprise: true } })
    expect(unknownKey.statusCode).toBe(400)
    expect(unknownKey.json()).not.toHaveProperty('field')

    const anonymous = await kit.request({ method: 'GET', url: cardsUrl, host: hostA })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toEqual({ status: 'error', code: expect.any(String), message: 'Sign in first: this needs an Authorization: Bearer token' })
  })
})

describe.each(backends)("every error has a stable code, and the server's own words come in the requester's language (%s)", (backend) => {
  const { kit } = useTestApp(backend)

  it('keys each kind of failure by a code that does not change with the language', async () => {
    const anonymous = await kit.request({ method: 'GET', url: '/api/auth/me', host: hostA })
    expect(anonymous.json()).toMatchObject({ status: 'error', code: 'not_signed_in' })
    const missing = await kit.request({ method: 'GET', url: '/api/no-such-route', host: hostA })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toMatchObject({ status: 'error', code: 'not_found' })
    const admin = (await kit.signInAs('brand admin', hostA))!
    const cardsUrl = `/api/brands/${(await kit.siteOf(hostA)).brand_id}/vcards`
    const invalid = await kit.request({ method: 'POST', url: cardsUrl, host: hostA, token: admin, payload: { key: 'Has Spaces', given_name: 'Ada' } })
    expect(invalid.json()).toMatchObject({ status: 'error', code: 'invalid_field', field: 'key' })
  })

  it.each([
    ['en-GB', 'The request body is not valid JSON'],
    ['de-DE,de;q=0.9', 'Der Anfragetext ist kein gültiges JSON'],
    ['ar', 'نص الطلب ليس بتنسيق JSON صالح'],
  ])('says a body that is not JSON is not, to a requester who reads %s', async (language, message) => {
    const response = await kit.request({
      method: 'POST',
      url: '/api/auth/tokens',
      host: hostA,
      headers: { 'content-type': 'application/json', 'accept-language': language },
      payload: '{"email": ',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ status: 'error', code: 'invalid_request', message })
  })
})
