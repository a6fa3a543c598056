import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { appFeatures } from '../../../src/app/features'
import type { BrandAction } from '../../../src/domain/brand-roles'
import { hostA, hostB } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

type BrandRole = 'owner' | 'admin' | 'editor' | 'member'

/**
 * The role table, written out again: which brand roles may do each action. A site's operator may
 * do all of them; anyone else, none. The walk below holds every brand route to it.
 */
const roleTable: Record<string, BrandRole[]> = {
  'view-brand': ['owner', 'admin', 'editor', 'member'],
  'edit-brand': ['owner', 'admin'],
  'manage-sites': ['owner', 'admin'],
  'manage-members': ['owner', 'admin'],
  'manage-owners': ['owner'],
  'edit-cards': ['owner', 'admin', 'editor'],
  'publish-cards': ['owner', 'admin', 'editor'],
  'edit-own-card': ['owner', 'admin', 'editor', 'member'],
  'read-leads': ['owner', 'admin', 'editor'],
  'read-events': ['owner', 'admin'],
  'edit-pages': ['owner', 'admin', 'editor'],
  'offer-appointments': ['owner', 'admin', 'editor', 'member'],
  'manage-appointments': ['owner', 'admin'],
  'manage-videos': ['owner', 'admin', 'editor'],
}
const roles: BrandRole[] = ['owner', 'admin', 'editor', 'member']
const bogusId = '00000000-0000-4000-8000-000000000000'

describe.each(backends)('the brand role table (%s)', (backend) => {
  const { t, kit } = useTestApp(backend)

  /** A new person with this role in the host's brand, signed in on the host's site as a member. */
  async function personWith(role: BrandRole, host = hostA) {
    const email = `${role}-${randomBytes(4).toString('hex')}@example.org`
    const token = await kit.openSession(email, host)
    const userId = await kit.userId(email)
    const { brand_id } = await kit.siteOf(host)
    await t.query('insert into brand_members (brand_id, user_id, role) values ($1, $2, $3)', [brand_id, userId, role])
    return { email, token, userId }
  }

  const membersUrl = (brandId: string, userId = '') => `/api/brands/${brandId}/members${userId ? `/${userId}` : ''}`
  const auditActions = async (brandId: string) =>
    (await t.query<{ action: string }>('select action from audit_events where brand_id = $1 order by at', [brandId])).map((row) => row.action)

  it('gives the screens the table the server checks: the same actions, roles and words', () => {
    const sorted = (actions: readonly string[]) => [...actions].sort()
    expect(sorted(t.app.roles.actions)).toEqual(sorted(Object.keys(roleTable)))
    expect(sorted(appFeatures.roles.actions)).toEqual(sorted(Object.keys(roleTable)))
    for (const [action, allowed] of Object.entries(roleTable) as [BrandAction, BrandRole[]][]) {
      for (const role of roles) {
        expect(t.app.roles.may(role, action), `${role} ${action} on the server`).toBe(allowed.includes(role))
        expect(appFeatures.roles.may(role, action), `${role} ${action} on the screens`).toBe(allowed.includes(role))
      }
      expect(t.app.roles.may('operator', action)).toBe(true)
      expect(appFeatures.roles.may('operator', action)).toBe(true)
      expect(appFeatures.roles.words(action)).toBe(t.app.roles.words(action))
    }
  })

  it('lets each role, the site operator, a non-member and another brand\'s member call every brand route exactly as the table says', async () => {
    const brandA = (await kit.siteOf(hostA)).brand_id
    const brandB = (await kit.siteOf(hostB)).brand_id
    const callers: Record<string, string> = {}
    for (const role of roles) callers[role] = (await personWith(role)).token
    callers['site operator'] = await kit.openSession(`operator-${randomBytes(4).toString('hex')}@example.org`, hostA, 'admin')
    callers['non-member'] = await kit.openSession(`outsider-${randomBytes(4).toString('hex')}@example.org`, hostA)
    // An owner of brand B, signed in on site A too.
    const otherBrand = await personWith('owner', hostB)
    callers['member of the other brand'] = await kit.openSession(otherBrand.email, hostA)

    const brandRoutes = t.app.apiRoutes.filter((route) => typeof route.access === 'object' && 'brand' in route.access)
    expect(brandRoutes.length).toBeGreaterThanOrEqual(15)
    const actionsSeen = new Set<string>()
    for (const route of brandRoutes) {
      const action = (route.access as { brand: string }).brand
      actionsSeen.add(action)
      const allowedRoles = roleTable[action]
      expect(allowedRoles, `${route.method} ${route.url} declares ${action}, which the table in this test does not have: add it`).toBeDefined()
      const url = (brandId: string) => route.url.replace(/:(\w+)/g, (_match, name: string) => (name === 'brandId' ? brandId : bogusId))
      for (const [caller, token] of Object.entries(callers)) {
        const response = await kit.request({ method: route.method as 'GET', url: url(brandA), host: hostA, token, payload: {} })
        const label = `${caller}: ${route.method} ${route.url} (${action}) answered ${response.statusCode} ${response.body.slice(0, 140)}`
        const allowed = caller === 'site operator' || allowedRoles!.includes(caller as BrandRole)
        if (caller === 'member of the other brand') expect([403, 404], label).toContain(response.statusCode)
        else if (allowed) expect([401, 403], label).not.toContain(response.statusCode)
        else expect(response.statusCode, label).toBe(403)
      }
      // Brand B's own owner, naming brand B through site A's host, finds no such brand.
      const foreign = await kit.request({ method: route.method as 'GET', url: url(brandB), host: hostA, token: callers['member of the other brand'], payload: {} })
      expect(foreign.statusCode, `${route.method} ${route.url} naming brand B on A`).toBe(404)
    }
    // The routes cover the actions a person does through the API today.
    for (const action of ['view-brand', 'edit-brand', 'manage-members', 'edit-cards', 'edit-own-card']) expect(actionsSeen).toContain(action)
  })

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
