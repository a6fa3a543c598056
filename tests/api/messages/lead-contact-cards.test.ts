import { describe, expect, it } from 'vitest'
import { hostB } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

const lead = { name: 'Lena Visitor', email: 'lena@visitor.example', phone: '+44 7700 900777', message: 'Met you at the fair.' }
const ownCard = ['BEGIN:VCARD', 'VERSION:3.0', 'FN:Lena Visitor', 'N:Visitor;Lena;;;', 'ORG:Visitor & Daughters', 'TITLE:Buyer', 'EMAIL:lena@visitor.example', 'END:VCARD', ''].join('\r\n')

describe.each(backends)("a visitor's contact card with their details (%s)", (backend) => {
  const { t, smtp, kit } = useTestApp(backend, { mail: true })
  let address = 10
  const sendLead = (payload: Record<string, unknown>) => kit.request({ method: 'POST', url: '/api/vcards/demo/leads', host: hostB, payload, remoteAddress: `198.51.100.${address++}` })

  it("attaches the card the visitor sent to the owner's mail, and offers it in the brand's inbox", async () => {
    const before = smtp.countTo('admin@example.com')
    const answer = await sendLead({ ...lead, vcard: ownCard })
    expect(answer.statusCode, answer.body).toBe(201)
    const { id } = answer.json<{ id: string }>()

    const mail = await smtp.waitForMail('admin@example.com', 15_000, before)
    expect(mail.attachments).toEqual([{ filename: 'Lena Visitor.vcf', contentType: 'text/vcard', content: ownCard }])

    const token = await kit.signIn('admin@example.com', hostB)
    const { brand_id } = await kit.siteOf(hostB)
    const inbox = await kit.request({ method: 'GET', url: `/api/brands/${brand_id}/messages`, host: hostB, token })
    expect(inbox.json<{ messages: { id: string; sent_own_card: boolean }[] }>().messages.find((message) => message.id === id)?.sent_own_card).toBe(true)
    const file = await kit.request({ method: 'GET', url: `/api/brands/${brand_id}/messages/${id}/contact.vcf`, host: hostB, token })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('text/vcard; charset=utf-8')
    expect(file.headers['content-disposition']).toBe('attachment; filename="Lena Visitor.vcf"')
    expect(file.body).toBe(ownCard)
  })

  it('makes a contact card from the details of a visitor who sent none', async () => {
    const before = smtp.countTo('admin@example.com')
    const { id } = (await sendLead(lead)).json<{ id: string }>()
    const mail = await smtp.waitForMail('admin@example.com', 15_000, before)
    const made = 'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Lena Visitor\r\nN:Visitor;Lena;;;\r\nEMAIL;TYPE=INTERNET:lena@visitor.example\r\nTEL;TYPE=VOICE:+44 7700 900777\r\nNOTE:Met you at the fair.\r\nEND:VCARD\r\n'
    expect(mail.attachments.map((file) => file.content)).toEqual([made])

    const token = await kit.signIn('admin@example.com', hostB)
    const { brand_id } = await kit.siteOf(hostB)
    const file = await kit.request({ method: 'GET', url: `/api/brands/${brand_id}/messages/${id}/contact.vcf`, host: hostB, token })
    expect(file.body).toBe(made)
    // Only the brand's people who read leads may have it.
    expect((await kit.request({ method: 'GET', url: `/api/brands/${brand_id}/messages/${id}/contact.vcf`, host: hostB })).statusCode).toBe(401)
  })

  it('refuses a file that is no contact card, or one over 16 KB, naming the field and keeping nothing', async () => {
    const count = async () => Number((await t.query<{ n: number }>('select count(*)::int as n from messages'))[0]!.n)
    const before = await count()
    for (const [vcard, message] of [
      ['Dear owner, here is my card', 'vcard: must be a contact card (a .vcf file)'],
      [`BEGIN:VCARD\r\nVERSION:3.0\r\nNOTE:${'x'.repeat(16_000)}\r\nEND:VCARD`, 'vcard: must be at most 16 KB; leave the photo out of the card'],
      ['BEGIN:VCARD\r\nFN:Bell\u0007\r\nEND:VCARD', 'vcard: must be a text file'],
    ]) {
      const answer = await sendLead({ ...lead, vcard })
      expect(answer.statusCode).toBe(400)
      expect(answer.json()).toMatchObject({ field: 'vcard', message })
    }
    expect(await count()).toBe(before)
  })
})
