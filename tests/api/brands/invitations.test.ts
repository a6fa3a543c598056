import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { ReceivedMail } from '../../helpers/smtp'
import { hostA, hostB } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

const linkPattern = /https?:\/\/([^/\s]+)\/invitations\/([A-Za-z0-9_-]+)/

function linkIn(mail: ReceivedMail): { host: string; token: string } {
  const match = linkPattern.exec(mail.text)
  if (!match) throw new Error(`No invitation link in the mail "${mail.subject}"`)
  return { host: match[1]!, token: match[2]! }
}

describe.each(backends)('invitations to a brand (%s)', (backend) => {
  const { t, kit, smtp } = useTestApp(backend, { mail: true })

  const fresh = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.org`

  /** A brand admin of site A (not an operator of the site) and the brand's id. */
  async function brandAdmin() {
    const email = fresh('admin')
    const token = await kit.openSession(email, hostA)
    await kit.makeBrandAdmin(email, hostA)
    return { email, token, brandId: (await kit.siteOf(hostA)).brand_id }
  }

  /** Invites `email` and reads the link out of the mail the SMTP server received. */
  async function invite(admin: { token: string; brandId: string }, email: string, role = 'editor') {
    const before = smtp.countTo(email)
    const response = await kit.request({ method: 'POST', url: `/api/brands/${admin.brandId}/invitations`, host: hostA, token: admin.token, payload: { email, role } })
    expect(response.statusCode, response.body).toBe(201)
    const mail = await smtp.waitForMail(email, 15_000, before)
    return { id: response.json<{ id: string }>().id, mail, ...linkIn(mail) }
  }

  const view = (token: string, host = hostA) => kit.request({ method: 'GET', url: `/api/invitations/${token}`, host })
  const accept = (token: string, host = hostA) => kit.request({ method: 'POST', url: `/api/invitations/${token}/accept`, host })
  const actions = async (brandId: string) =>
    (await t.query<{ action: string }>('select action from audit_events where brand_id = $1 order by at', [brandId])).map((row) => row.action)

  it('tells the inviter when the invitation is accepted, and the member when their role changes or they are removed', async () => {
    const admin = await brandAdmin()
    const email = fresh('joiner')
    const { token } = await invite(admin, email, 'member')
    const adminMailsBefore = smtp.countTo(admin.email)
    expect((await accept(token)).statusCode).toBe(200)
    const notificationsOf = async (who: string) =>
      t.query<{ kind: string; title: string; link: string }>(
        'select n.kind, n.title, n.link from notifications n join users u on u.id = n.user_id where u.email = $1 order by n.created_at',
        [who],
      )
    expect(await notificationsOf(admin.email)).toEqual([{ kind: 'membership', title: `${email} joined Northwind Studio`, link: `/brands/${admin.brandId}/admins` }])
    // Membership news goes by e-mail too unless the person turned it off.
    const mail = await smtp.waitForMail(admin.email, 15_000, adminMailsBefore)
    expect(mail.subject).toBe(`${email} joined Northwind Studio`)

    const joiner = await kit.userId(email)
    const member = (method: 'PATCH' | 'DELETE', payload?: object) =>
      kit.request({ method, url: `/api/brands/${admin.brandId}/members/${joiner}`, host: hostA, token: admin.token, ...(payload ? { payload } : {}) })
    expect((await member('PATCH', { role: 'editor' })).statusCode).toBe(200)
    expect((await member('DELETE')).statusCode).toBe(204)
    expect(await notificationsOf(email)).toEqual([
      { kind: 'membership', title: 'Your role in Northwind Studio is now editor', link: `/brands/${admin.brandId}` },
      { kind: 'membership', title: 'You are no longer a member of Northwind Studio', link: '/profile' },
    ])
  })

  it('mails a link that shows the invitation, signs the invitee in, creates their account and joins them in the invited role', async () => {
    const admin = await brandAdmin()
    await t.query(`update users set name = 'Grace Admin' where email = $1`, [admin.email])
    const email = fresh('invitee')
    const { mail, host, token } = await invite(admin, email, 'editor')
    expect(mail.fromName).toBe('Northwind Studio')
    expect(mail.subject).toBe('Grace Admin invites you to Northwind Studio')
    expect(mail.text).toContain('as an editor')
    expect(mail.text).toContain('7 days')
    expect(host).toBe(hostA)
    // Only the link's hash is kept.
    const [stored] = await t.query<{ token_hash: string; expires_at: Date; sent_at: Date }>('select token_hash, expires_at, sent_at from brand_invitations where email = $1', [email])
    expect(stored!.token_hash).not.toContain(token)
    expect(new Date(stored!.expires_at).getTime() - new Date(stored!.sent_at).getTime()).toBeGreaterThan(7 * 24 * 60 * 60 * 1000 - 60_000)
    expect(new Date(stored!.expires_at).getTime() - new Date(stored!.sent_at).getTime()).toBeLessThanOrEqual(7 * 24 * 60 * 60 * 1000 + 60_000)

    // Through another site's host, the link is no invitation at all.
    expect((await view(token, hostB)).statusCode).toBe(404)
    expect((await accept(token, hostB)).statusCode).toBe(404)

    const shown = await view(token)
    expect(shown.statusCode).toBe(200)
    expect(shown.json()).toEqual({
      brand: { id: admin.brandId, name: 'Northwind Studio' },
      role: 'editor',
      email,
      inviter: { id: await kit.userId(admin.email), name: 'Grace Admin', email: admin.email },
      expires_at: expect.any(String),
    })
    expect(await t.query('select id from users where email = $1', [email])).toEqual([])

    const accepted = await accept(token)
    expect(accepted.statusCode, accepted.body).toBe(200)
    const session = accepted.json<{ token: string; expires_at: string; brand_id: string }>()
    expect(session.brand_id).toBe(admin.brandId)
    const me = await kit.request({ method: 'GET', url: '/api/auth/me', host: hostA, token: session.token })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toMatchObject({ type: 'member', user: { email } })
    const members = await kit.request({ method: 'GET', url: `/api/brands/${admin.brandId}/members`, host: hostA, token: session.token })
    expect(members.statusCode).toBe(200)
    expect(members.json().members).toContainEqual(expect.objectContaining({ email, role: 'editor' }))
    expect(members.json().your_role).toBe('editor')
    expect(await actions(admin.brandId)).toEqual(['member.invited', 'invitation.accepted'])

    // The link is a key to an account: no log line carries it.
    expect(t.logs()).toContain('/api/invitations/…')
    expect(t.logs()).not.toContain(token)

    // The link is good once.
    for (const again of [await view(token), await accept(token)]) {
      expect(again.statusCode).toBe(410)
      expect(again.json().message).toBe('This invitation has already been accepted. Sign in to open the brand.')
    }
  })

  it('refuses a withdrawn link and an expired one with a message, and joins nobody', async () => {
    const admin = await brandAdmin()
    const withdrawn = await invite(admin, fresh('withdrawn'))
    const revoke = await kit.request({ method: 'DELETE', url: `/api/brands/${admin.brandId}/invitations/${withdrawn.id}`, host: hostA, token: admin.token })
    expect(revoke.statusCode).toBe(204)
    for (const refused of [await view(withdrawn.token), await accept(withdrawn.token)]) {
      expect(refused.statusCode).toBe(410)
      expect(refused.json().message).toBe('This invitation was withdrawn. Ask the person who invited you for a new one.')
    }

    const late = await invite(admin, fresh('late'))
    await t.query(`update brand_invitations set expires_at = now() - interval '1 minute' where id = $1`, [late.id])
    for (const refused of [await view(late.token), await accept(late.token)]) {
      expect(refused.statusCode).toBe(410)
      expect(refused.json().message).toBe('This invitation has expired (links last 7 days). Ask the person who invited you to send it again.')
    }
    // The expired one is still listed, marked, so it can be sent again; the withdrawn one is gone.
    const list = await kit.request({ method: 'GET', url: `/api/brands/${admin.brandId}/members`, host: hostA, token: admin.token })
    expect(list.json().invitations).toEqual([expect.objectContaining({ id: late.id, expired: true })])
    expect(await t.query(`select user_id from brand_members bm join users u on u.id = bm.user_id where u.email like 'withdrawn-%' or u.email like 'late-%'`)).toEqual([])
    expect(await actions(admin.brandId)).toEqual(['member.invited', 'invitation.revoked', 'member.invited'])
  })

  it('sends a new link on resend: the old one stops working, the new one joins', async () => {
    const admin = await brandAdmin()
    const email = fresh('resent')
    const first = await invite(admin, email, 'member')
    await t.query(`update brand_invitations set expires_at = now() - interval '1 minute' where id = $1`, [first.id])
    const resend = await kit.request({ method: 'POST', url: `/api/brands/${admin.brandId}/invitations/${first.id}/resend`, host: hostA, token: admin.token })
    expect(resend.statusCode, resend.body).toBe(200)
    expect(resend.json()).toMatchObject({ id: first.id, sent_count: 2, expired: false })
    const second = linkIn(await smtp.waitForMail(email, 15_000, 1))
    expect(second.token).not.toBe(first.token)

    for (const refused of [await view(first.token), await accept(first.token)]) {
      expect(refused.statusCode).toBe(404)
      expect(refused.json().message).toBe(
        'This invitation link is not valid here. It may have been replaced by a newer one: use the link in the latest e-mail, or ask for a new invitation.',
      )
    }
    const accepted = await accept(second.token)
    expect(accepted.statusCode).toBe(200)
    expect(await actions(admin.brandId)).toEqual(['member.invited', 'invitation.resent', 'invitation.accepted'])
  })

  it('keeps an existing account, and refuses to invite someone already in the brand or an address that is none', async () => {
    const admin = await brandAdmin()
    const email = fresh('known')
    // They signed up on the other site before.
    await kit.openSession(email, hostB)
    const knownId = await kit.userId(email)
    const { token } = await invite(admin, email, 'admin')
    const accepted = await accept(token)
    expect(accepted.statusCode).toBe(200)
    const me = await kit.request({ method: 'GET', url: '/api/auth/me', host: hostA, token: accepted.json().token })
    expect(me.json().user.id).toBe(knownId)

    const again = await kit.request({ method: 'POST', url: `/api/brands/${admin.brandId}/invitations`, host: hostA, token: admin.token, payload: { email, role: 'editor' } })
    expect(again.statusCode).toBe(400)
    expect(again.json()).toMatchObject({ field: 'email', message: `email: ${email} is already in this brand (admin); change their role in the list of members` })
    const bad = await kit.request({ method: 'POST', url: `/api/brands/${admin.brandId}/invitations`, host: hostA, token: admin.token, payload: { email: 'not an address', role: 'editor' } })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ field: 'email', message: 'email: must be an e-mail address such as name@example.com' })
    const badRole = await kit.request({ method: 'POST', url: `/api/brands/${admin.brandId}/invitations`, host: hostA, token: admin.token, payload: { email: fresh('x'), role: 'king' } })
    expect(badRole.statusCode).toBe(400)
    expect(badRole.json().field).toBe('role')
    expect(await t.query('select count(*)::int as n from brand_invitations')).toEqual([{ n: 1 }])
  })

  it("ends a removed member's access at their very next request", async () => {
    const admin = await brandAdmin()
    const email = fresh('removed')
    const { token } = await invite(admin, email, 'editor')
    const session = (await accept(token)).json<{ token: string }>().token
    const theirs = () => kit.request({ method: 'GET', url: `/api/brands/${admin.brandId}/vcards`, host: hostA, token: session })
    expect((await theirs()).statusCode).toBe(200)

    const removal = await kit.request({ method: 'DELETE', url: `/api/brands/${admin.brandId}/members/${await kit.userId(email)}`, host: hostA, token: admin.token })
    expect(removal.statusCode).toBe(204)
    const after = await theirs()
    expect(after.statusCode).toBe(403)
    expect(after.json().message).toBe('You are not a member of this brand; ask one of its owners or admins for an invitation')
    // Still signed in on the site, just no longer in the brand.
    expect((await kit.request({ method: 'GET', url: '/api/auth/me', host: hostA, token: session })).statusCode).toBe(200)
  })
  it('signs out whoever the browser was signed in as when it accepts: that token answers 401, their other sessions go on', async () => {
    const admin = await brandAdmin()
    const email = fresh('joiner')
    const { token } = await invite(admin, email, 'editor')
    const someoneElse = fresh('someone-else')
    const [inThisBrowser, onTheirPhone, ofSiteB] = [await kit.openSession(someoneElse, hostA), await kit.openSession(someoneElse, hostA), await kit.openSession(someoneElse, hostB)]
    const me = (session: string, host = hostA) => kit.request({ method: 'GET', url: '/api/auth/me', host, token: session })

    const accepted = await kit.request({ method: 'POST', url: `/api/invitations/${token}/accept`, host: hostA, token: inThisBrowser })
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect((await me(accepted.json<{ token: string }>().token)).json()).toMatchObject({ user: { email } })
    const replaced = await me(inThisBrowser)
    expect(replaced.statusCode).toBe(401)
    expect(replaced.json().message).toBe('The sign-in token is not valid here or has expired; sign in again')
    expect((await me(onTheirPhone)).json()).toMatchObject({ user: { email: someoneElse } })

    // A session of another site is not this site's to end, even when it is sent; a malformed token is no reason to refuse.
    const second = await invite(admin, fresh('second'), 'member')
    expect((await kit.request({ method: 'POST', url: `/api/invitations/${second.token}/accept`, host: hostA, token: ofSiteB })).statusCode).toBe(200)
    expect((await me(ofSiteB, hostB)).json()).toMatchObject({ user: { email: someoneElse } })
    const third = await invite(admin, fresh('third'), 'member')
    const malformed = await kit.request({ method: 'POST', url: `/api/invitations/${third.token}/accept`, host: hostA, headers: { authorization: 'Bearer not-a-token' } })
    expect(malformed.statusCode, malformed.body).toBe(200)
  })
})
