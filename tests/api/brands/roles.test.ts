import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { hostA } from '../../support/api-client'
import { brandPeople } from '../../support/brand-people'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

describe.each(backends)('what each role may do to a brand\'s members and cards (%s)', (backend) => {
  const { t, kit } = useTestApp(backend)

  const personWith = brandPeople(t, kit)

  const membersUrl = (brandId: string, userId = '') => `/api/brands/${brandId}/members${userId ? `/${userId}` : ''}`
  const auditActions = async (brandId: string) =>
    (await t.query<{ action: string }>('select action from audit_events where brand_id = $1 order by at', [brandId])).map((row) => row.action)

  it('lets a member edit their own card but not another\'s, and not publish it; an editor publishes', async () => {
    const brandA = (await kit.siteOf(hostA)).brand_id
    const member = await personWith('member')
    const editor = await personWith('editor')
    const operator = await kit.openSession('admin@example.com', hostA)
    const own = await kit.createCard(hostA, operator, { key: `own-${randomBytes(3).toString('hex')}`, given_name: 'Mine', owner_user_id: member.userId })
    const demo = await kit.demoCardId(hostA)
    const cardUrl = (id: string) => `/api/brands/${brandA}/vcards/${id}`

    const read = await kit.request({ method: 'GET', url: cardUrl(own.id), host: hostA, token: member.token })
    expect(read.statusCode).toBe(200)
    const edited = await kit.request({ method: 'PATCH', url: cardUrl(own.id), host: hostA, token: member.token, payload: { job_title: 'Harbour pilot' } })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json()).toMatchObject({ job_title: 'Harbour pilot', published: false })

    const publish = await kit.request({ method: 'PATCH', url: cardUrl(own.id), host: hostA, token: member.token, payload: { published: true, job_title: 'Captain' } })
    expect(publish.statusCode).toBe(403)
    expect(publish.json().message).toBe("Your role in this brand (member) may not publish this brand's cards; ask an editor to publish or withdraw it")
    const giveAway = await kit.request({ method: 'PATCH', url: cardUrl(own.id), host: hostA, token: member.token, payload: { owner_user_id: editor.userId } })
    expect(giveAway.statusCode).toBe(403)
    const [row] = await t.query<{ published: boolean; job_title: string; owner_user_id: string }>('select published, job_title, owner_user_id from cards where id = $1', [own.id])
    expect(row).toEqual({ published: false, job_title: 'Harbour pilot', owner_user_id: member.userId })

    for (const method of ['GET', 'PATCH'] as const) {
      const other = await kit.request({ method, url: cardUrl(demo), host: hostA, token: member.token, payload: { job_title: 'Not mine' } })
      expect(other.statusCode, method).toBe(403)
      expect(other.json().message).toBe("Your role in this brand (member) may edit your own card only, and this card is someone else's")
    }
    // Every card of the brand stays out of a member's reach through the editors' routes.
    expect((await kit.request({ method: 'GET', url: `/api/brands/${brandA}/vcards`, host: hostA, token: member.token })).statusCode).toBe(403)

    const published = await kit.request({ method: 'PATCH', url: cardUrl(own.id), host: hostA, token: editor.token, payload: { published: true } })
    expect(published.statusCode).toBe(200)
    expect(published.json().published).toBe(true)
    expect((await kit.request({ method: 'GET', url: `/api/vcards/${own.key}`, host: hostA })).statusCode).toBe(200)
  })

  it('lets an admin change roles below owner, but not make, demote or remove an owner', async () => {
    const brandA = (await kit.siteOf(hostA)).brand_id
    const admin = await personWith('admin')
    const member = await personWith('member')
    const owner = await personWith('owner')

    const toEditor = await kit.request({ method: 'PATCH', url: membersUrl(brandA, member.userId), host: hostA, token: admin.token, payload: { role: 'editor' } })
    expect(toEditor.statusCode, toEditor.body).toBe(200)
    expect(toEditor.json()).toMatchObject({ user_id: member.userId, role: 'editor', email: member.email })

    const refusals = [
      await kit.request({ method: 'PATCH', url: membersUrl(brandA, member.userId), host: hostA, token: admin.token, payload: { role: 'owner' } }),
      await kit.request({ method: 'PATCH', url: membersUrl(brandA, admin.userId), host: hostA, token: admin.token, payload: { role: 'owner' } }),
      await kit.request({ method: 'PATCH', url: membersUrl(brandA, owner.userId), host: hostA, token: admin.token, payload: { role: 'member' } }),
      await kit.request({ method: 'DELETE', url: membersUrl(brandA, owner.userId), host: hostA, token: admin.token }),
      await kit.request({ method: 'POST', url: `/api/brands/${brandA}/invitations`, host: hostA, token: admin.token, payload: { email: 'new-owner@example.org', role: 'owner' } }),
    ]
    for (const refused of refusals) {
      expect(refused.statusCode, refused.body).toBe(403)
      expect(refused.json().message).toBe("Your role in this brand (admin) may not change this brand's owners")
    }
    const roleOf = async (userId: string) =>
      (await t.query<{ role: string }>('select role from brand_members where brand_id = $1 and user_id = $2', [brandA, userId]))[0]?.role
    expect([await roleOf(member.userId), await roleOf(admin.userId), await roleOf(owner.userId)]).toEqual(['editor', 'admin', 'owner'])
    expect(await t.query('select id from brand_invitations where email = $1', ['new-owner@example.org'])).toEqual([])

    // An editor manages nobody, not even a member.
    const editorTries = await kit.request({ method: 'PATCH', url: membersUrl(brandA, admin.userId), host: hostA, token: member.token, payload: { role: 'member' } })
    expect(editorTries.statusCode).toBe(403)
    expect(await auditActions(brandA)).toEqual(['member.role-changed'])
  })

  it('never lets the last owner leave or be demoted or removed, by anyone, with a message that says what to do', async () => {
    const brandA = (await kit.siteOf(hostA)).brand_id
    // The demo brand's one owner is ADMIN_EMAIL.
    const ownerId = await kit.userId('admin@example.com')
    const owner = await kit.openSession('admin@example.com', hostA)
    const operator = await kit.openSession(`operator-${randomBytes(4).toString('hex')}@example.org`, hostA, 'admin')
    const message =
      'A brand always keeps an owner: this is its last one, who cannot %s. Make another member owner first, then step down.'

    const leave = await kit.request({ method: 'DELETE', url: membersUrl(brandA, ownerId), host: hostA, token: owner })
    expect(leave.statusCode).toBe(400)
    expect(leave.json().message).toBe(message.replace('%s', 'leave'))
    const demote = await kit.request({ method: 'PATCH', url: membersUrl(brandA, ownerId), host: hostA, token: owner, payload: { role: 'admin' } })
    expect(demote.statusCode).toBe(400)
    expect(demote.json()).toMatchObject({ message: message.replace('%s', 'be given another role'), field: 'role' })
    const removed = await kit.request({ method: 'DELETE', url: membersUrl(brandA, ownerId), host: hostA, token: operator })
    expect(removed.statusCode).toBe(400)
    expect(removed.json().message).toBe(message.replace('%s', 'be removed'))

    const owners = await t.query<{ user_id: string }>(`select user_id from brand_members where brand_id = $1 and role = 'owner'`, [brandA])
    expect(owners).toEqual([{ user_id: ownerId }])
    expect(await auditActions(brandA)).toEqual([])
  })

  it('transfers ownership: the owner makes another member owner, then steps down, and the new owner is the one who must stay', async () => {
    const brandA = (await kit.siteOf(hostA)).brand_id
    // The brand's one owner, who runs nothing else (ADMIN_EMAIL, an operator of the site, steps aside).
    await t.query('delete from brand_members where brand_id = $1', [brandA])
    const { userId: oldOwnerId, token: oldOwner } = await personWith('owner')
    const successor = await personWith('admin')

    const promoted = await kit.request({ method: 'PATCH', url: membersUrl(brandA, successor.userId), host: hostA, token: oldOwner, payload: { role: 'owner' } })
    expect(promoted.statusCode, promoted.body).toBe(200)
    const steppedDown = await kit.request({ method: 'PATCH', url: membersUrl(brandA, oldOwnerId), host: hostA, token: oldOwner, payload: { role: 'admin' } })
    expect(steppedDown.statusCode, steppedDown.body).toBe(200)

    const list = await kit.request({ method: 'GET', url: membersUrl(brandA), host: hostA, token: successor.token })
    const members = list.json<{ members: { user_id: string; role: string }[] }>().members
    expect(members.filter((member) => member.role === 'owner').map((member) => member.user_id)).toEqual([successor.userId])

    // The old owner, an admin now, cannot take it back; the new owner is the last and stays.
    const takeBack = await kit.request({ method: 'PATCH', url: membersUrl(brandA, oldOwnerId), host: hostA, token: oldOwner, payload: { role: 'owner' } })
    expect(takeBack.statusCode).toBe(403)
    const newOwnerLeaves = await kit.request({ method: 'DELETE', url: membersUrl(brandA, successor.userId), host: hostA, token: successor.token })
    expect(newOwnerLeaves.statusCode).toBe(400)
    expect(await auditActions(brandA)).toEqual(['member.role-changed', 'member.role-changed'])
  })

  it('lets any member leave, and only those who manage members remove someone else', async () => {
    const brandA = (await kit.siteOf(hostA)).brand_id
    const editor = await personWith('editor')
    const member = await personWith('member')
    const admin = await personWith('admin')

    const editorRemoves = await kit.request({ method: 'DELETE', url: membersUrl(brandA, member.userId), host: hostA, token: editor.token })
    expect(editorRemoves.statusCode).toBe(403)
    expect(editorRemoves.json().message).toBe("Your role in this brand (editor) may not manage this brand's members")
    const leaves = await kit.request({ method: 'DELETE', url: membersUrl(brandA, editor.userId), host: hostA, token: editor.token })
    expect(leaves.statusCode).toBe(204)
    const removes = await kit.request({ method: 'DELETE', url: membersUrl(brandA, member.userId), host: hostA, token: admin.token })
    expect(removes.statusCode).toBe(204)

    const left = await t.query('select user_id from brand_members where brand_id = $1 and user_id = any($2)', [brandA, [editor.userId, member.userId]])
    expect(left).toEqual([])
    const events = await t.query<{ action: string; object_id: string; actor_user_id: string }>(
      'select action, object_id, actor_user_id from audit_events where brand_id = $1 order by at',
      [brandA],
    )
    expect(events).toEqual([
      { action: 'member.left', object_id: editor.userId, actor_user_id: editor.userId },
      { action: 'member.removed', object_id: member.userId, actor_user_id: admin.userId },
    ])
  })

  it('shows members to every member and invitations only to those who manage members; a person lists their own brands', async () => {
    const brandA = (await kit.siteOf(hostA)).brand_id
    const admin = await personWith('admin')
    const member = await personWith('member')
    const invited = await kit.request({ method: 'POST', url: `/api/brands/${brandA}/invitations`, host: hostA, token: admin.token, payload: { email: 'Guest@Example.org', role: 'editor' } })
    expect(invited.statusCode, invited.body).toBe(201)
    expect(invited.json()).toMatchObject({ email: 'guest@example.org', role: 'editor', sent_count: 1, expired: false })

    const asAdmin = (await kit.request({ method: 'GET', url: membersUrl(brandA), host: hostA, token: admin.token })).json()
    expect(asAdmin.your_role).toBe('admin')
    expect(asAdmin.invitations.map((invitation: { email: string }) => invitation.email)).toEqual(['guest@example.org'])
    const asMember = (await kit.request({ method: 'GET', url: membersUrl(brandA), host: hostA, token: member.token })).json()
    expect(asMember.your_role).toBe('member')
    expect(asMember.invitations).toEqual([])
    expect(asMember.members.map((row: { email: string }) => row.email)).toEqual(expect.arrayContaining(['admin@example.com', admin.email, member.email]))

    const own = await kit.request({ method: 'GET', url: `/api/users/${member.userId}/brands`, host: hostA, token: member.token })
    expect(own.statusCode).toBe(200)
    expect(own.json().brands).toEqual([{ brand_id: brandA, name: 'Northwind Studio', role: 'member', joined_at: expect.any(String), here: true }])
    const someoneElse = await kit.request({ method: 'GET', url: `/api/users/${admin.userId}/brands`, host: hostA, token: member.token })
    expect(someoneElse.statusCode).toBe(404)
  })
})
