import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { codeFrom } from '../../helpers/smtp'
import { hostA, hostB } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

const fresh = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.org`

describe.each(backends)('mails in the recipient’s language (%s)', (backend) => {
  const { t, kit, smtp } = useTestApp(backend, { mail: true })

  const askCode = (email: string, acceptLanguage: string) =>
    kit.request({ method: 'POST', url: '/api/auth/tokens', host: hostA, headers: { 'accept-language': acceptLanguage }, payload: { email } })

  /** A person's own language, chosen on their profile. */
  async function choose(email: string, host: string, locale: string) {
    const token = await kit.signIn(email, host)
    const chosen = await kit.request({ method: 'PATCH', url: '/api/users/me', host, token, payload: { locale } })
    expect(chosen.statusCode, chosen.body).toBe(200)
    expect(chosen.json()).toMatchObject({ locale })
    return token
  }

  it('mails a sign-in code asked for from a German browser in German', async () => {
    const email = fresh('neu')
    const asked = await askCode(email, 'de-DE,de;q=0.9,en;q=0.5')
    expect(asked.statusCode, asked.body).toBe(200)
    const mail = await smtp.waitForMail(email)
    expect(mail.subject).toBe('Ihr Anmeldecode für Northwind Studio')
    expect(mail.text).toMatch(/^Ihr Anmeldecode für Northwind Studio \(localhost\) lautet:\n\n\d{6}\n/)
    expect(mail.text).toContain('Oder melden Sie sich über diesen Link an: http')
    expect(mail.text).toContain('Der Code gilt einmal und 10 Minuten lang.')
    expect(mail.html).toContain('Ihr Anmeldecode für <strong>Northwind Studio</strong>')
    expect(mail.html).toContain('>Bei Northwind Studio anmelden</a>')
    expect(mail.text).not.toMatch(/\b(Your|sign-in|works once)\b/)
    expect(codeFrom(mail)).toMatch(/^\d{6}$/)
  })

  it('mails a sign-in code to a person whose profile says Arabic in Arabic, even when the browser asks for English', async () => {
    const email = fresh('rana')
    await choose(email, hostA, 'ar')
    const before = smtp.countTo(email)
    const asked = await askCode(email, 'en-GB,en;q=0.9')
    expect(asked.statusCode, asked.body).toBe(200)
    const mail = await smtp.waitForMail(email, 15_000, before)
    expect(mail.subject).toBe('رمز تسجيل الدخول إلى Northwind Studio')
    expect(mail.text).toContain('رمز تسجيل الدخول إلى Northwind Studio (localhost) هو:')
    expect(mail.text).toContain('أو سجّل الدخول عبر هذا الرابط: http')
    expect(mail.text).not.toMatch(/\b(Your|sign-in|works once)\b/)
    expect(codeFrom(mail)).toMatch(/^\d{6}$/)
  })

  it('invites a person who reads German in German, their role and the link’s last day written the German way', async () => {
    const admin = fresh('admin')
    const token = await kit.openSession(admin, hostA)
    await kit.makeBrandAdmin(admin, hostA)
    await t.query(`update users set name = 'Grace Admin' where email = $1`, [admin])
    const brandId = (await kit.siteOf(hostA)).brand_id
    // The invited person already has an account, and chose German on their profile; the inviter's browser asks for English.
    const invitee = fresh('gast')
    await choose(invitee, hostA, 'de')
    const before = smtp.countTo(invitee)
    const invited = await kit.request({
      method: 'POST',
      url: `/api/brands/${brandId}/invitations`,
      host: hostA,
      token,
      headers: { 'accept-language': 'en-GB' },
      payload: { email: invitee, role: 'editor' },
    })
    expect(invited.statusCode, invited.body).toBe(201)
    const mail = await smtp.waitForMail(invitee, 15_000, before)
    const [stored] = await t.query<{ expires_at: Date }>('select expires_at from brand_invitations where email = $1', [invitee])
    // Intl, not the code under test, says how a German reader writes that day.
    const lastDay = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long' }).format(new Date(stored!.expires_at))
    expect(mail.subject).toBe('Grace Admin lädt Sie zu Northwind Studio ein')
    expect(mail.text).toContain('Grace Admin lädt Sie ein, Northwind Studio mit der Rolle „Redakteur“ beizutreten.')
    expect(mail.text).toContain('Einladung annehmen: http')
    expect(mail.text).toContain(`Der Link gilt einmal, bis zum ${lastDay} (7 Tage).`)
    expect(mail.html).toContain('<strong>Northwind Studio</strong>')
    expect(mail.text).not.toMatch(/\b(invites|editor|Accept|until)\b/)
  })

  it('invites a person with no account in the language the inviter’s app is drawn in', async () => {
    const admin = fresh('admin')
    const token = await kit.openSession(admin, hostA)
    await kit.makeBrandAdmin(admin, hostA)
    const brandId = (await kit.siteOf(hostA)).brand_id
    const invitee = fresh('neu')
    const invited = await kit.request({
      method: 'POST',
      url: `/api/brands/${brandId}/invitations`,
      host: hostA,
      token,
      headers: { 'accept-language': 'de-AT,de;q=0.9' },
      payload: { email: invitee, role: 'member' },
    })
    expect(invited.statusCode, invited.body).toBe(201)
    const mail = await smtp.waitForMail(invitee)
    expect(mail.subject).toBe(`${admin} lädt Sie zu Northwind Studio ein`)
    expect(mail.text).toContain('mit der Rolle „Mitglied“ beizutreten.')
  })

  it('tells a card’s owner who chose German of a new contact in German, the visitor’s own words untouched', async () => {
    const owner = 'admin@example.com'
    await choose(owner, hostB, 'de')
    const before = smtp.countTo(owner)
    const lead = { name: 'Lena Visitor', email: 'lena@visitor.example', phone: '+44 7700 900777', message: 'Met you at the fair; call me about oak tables.' }
    const sent = await kit.request({ method: 'POST', url: '/api/vcards/demo/leads', host: hostB, headers: { 'accept-language': 'en-GB' }, payload: lead })
    expect(sent.statusCode, sent.body).toBe(201)
    const mail = await smtp.waitForMail(owner, 15_000, before)
    expect(mail.subject).toBe('Neuer Kontakt von Lena Visitor auf der Karte von Tomás Ferreira')
    expect(mail.text).toContain('Lena Visitor hat auf der Karte von Tomás Ferreira Kontaktdaten hinterlassen.')
    expect(mail.text).toContain('Name: Lena Visitor\nE-Mail: lena@visitor.example\nTelefon: +44 7700 900777')
    expect(mail.text).toContain(lead.message)
    expect(mail.text).toContain('Alle Nachrichten: http')
    expect(mail.html).toContain('<strong>Lena Visitor</strong> hat auf der Karte von')
    expect(mail.replyTo).toBe(lead.email)
    // The contact card travels as it is.
    expect(mail.attachments.some((attachment) => attachment.contentType.startsWith('text/vcard'))).toBe(true)
    // The notification in the app says it in the owner's language too.
    const [notification] = await t.query<{ title: string }>("select n.title from notifications n join users u on u.id = n.user_id where u.email = $1 and n.kind = 'lead'", [owner])
    expect(notification!.title).toBe('Neuer Kontakt von Lena Visitor auf der Karte von Tomás Ferreira')
  })
  it('sends the code for a new address, and the notice to the old one, in the language the person chose', async () => {
    const email = fresh('wechsel')
    const token = await choose(email, hostA, 'de')
    const newEmail = fresh('neue')
    const asked = await kit.request({ method: 'POST', url: `/api/users/${await kit.userId(email)}/email`, host: hostA, token, headers: { 'accept-language': 'en-GB' }, payload: { email: newEmail } })
    expect(asked.statusCode, asked.body).toBe(200)
    const mail = await smtp.waitForMail(newEmail)
    expect(mail.subject).toBe('Bestätigen Sie Ihre neue E-Mail-Adresse bei Northwind Studio')
    expect(mail.text).toContain('Sie möchten diese Adresse für Ihr Konto bei Northwind Studio (localhost) verwenden. Ihr Bestätigungscode lautet:')
    const before = smtp.countTo(email)
    const confirmed = await kit.request({ method: 'POST', url: `/api/users/${await kit.userId(email)}/email/confirm`, host: hostA, token, payload: { code: codeFrom(mail) } })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    const notice = await smtp.waitForMail(email, 15_000, before)
    expect(notice.subject).toBe('Ihre E-Mail-Adresse bei Northwind Studio wurde geändert')
    expect(notice.text).toContain(`wurde von dieser Adresse auf ${newEmail} geändert.`)
  })
  it('tells a member who chose Arabic of their new role in Arabic, in the app and by mail', async () => {
    const admin = fresh('admin')
    const token = await kit.openSession(admin, hostA)
    await kit.makeBrandAdmin(admin, hostA)
    const brandId = (await kit.siteOf(hostA)).brand_id
    const member = fresh('salma')
    await choose(member, hostA, 'ar')
    const memberId = await kit.userId(member)
    await t.query('insert into brand_members (brand_id, user_id, role) values ($1, $2, $3)', [brandId, memberId, 'member'])
    const before = smtp.countTo(member)
    const changed = await kit.request({ method: 'PATCH', url: `/api/brands/${brandId}/members/${memberId}`, host: hostA, token, headers: { 'accept-language': 'en-GB' }, payload: { role: 'editor' } })
    expect(changed.statusCode, changed.body).toBe(200)
    const [notification] = await t.query<{ title: string; body: string }>("select title, body from notifications where user_id = $1 and kind = 'membership'", [memberId])
    expect(notification).toEqual({ title: 'أصبح دورك في Northwind Studio الآن: محرّر', body: expect.stringMatching(/^كان دورك السابق: عضو\. /) })
    const mail = await smtp.waitForMail(member, 15_000, before)
    expect(mail.subject).toBe('أصبح دورك في Northwind Studio الآن: محرّر')
    expect(mail.text).toContain('فتح: http')
  })
})
