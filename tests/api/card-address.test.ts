import { describe, expect, it } from 'vitest'
import { hostA } from '../support/api-client'
import { backends } from '../support/test-app'
import { useTestApp } from '../support/use-test-app'

describe.each(backends)("a card's address (%s)", (backend) => {
  const { kit } = useTestApp(backend)

  it('sends an address with a slash after the key to the card itself, keeping the source marker', async () => {
    const token = await kit.openSession('admin@example.com', hostA)
    await kit.createCard(hostA, token, { key: 'slash-after', given_name: 'Ada', published: true })

    const answer = await kit.request({ method: 'GET', url: '/vcard/slash-after/?src=qr', host: hostA })
    expect(answer.statusCode).toBe(301)
    expect(answer.headers.location).toBe('/vcard/slash-after?src=qr')

    const card = await kit.request({ method: 'GET', url: '/vcard/slash-after', host: hostA })
    expect(card.statusCode).toBe(200)
    expect(card.body).toContain('>Ada</h1>')
  })
})
