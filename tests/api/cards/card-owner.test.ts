import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { hostA, hostB } from '../../support/api-client'
import { brandPeople } from '../../support/brand-people'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

type Card = { id: string; key: string; owner_user_id: string | null; given_name: string; family_name: string; emails: { type: string; address: string }[]; organisation: string | null; published: boolean; job_title: string }
type Event = { action: string; summary: string; object_id: string; details: { changes?: { field: string; from?: unknown; to?: unknown }[] } }

describe.each(backends)("a card's owner: given, made for, moved between the brand's people (%s)", (backend) => {
  const { t, kit } = useTestApp(backend)
  const personWith = brandPeople(t, kit)

  async function brandA() {
    const { brand_id } = await kit.siteOf(hostA)
    const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
      kit.request({ method, url: `/api/brands/${brand_id}${url}`, host: hostA, token, ...(payload ? { payload } : {}) })
    return { brandId: brand_id, call }
  }
  const named = async (person: { userId: string }, name: string) => t.query('update users set name = $2 where id = $1', [person.userId, name])
  const ownerOf = async (cardId: string) => (await t.query<{ owner_user_id: string | null }>('select owner_user_id from cards where id = $1', [cardId]))[0]?.owner_user_id
  const eventsOf = async (cardId: string) =>
    t.query<Event>('select action, summary, object_id, details from audit_events where object_id = $1 order by seq', [cardId])
  const notificationsOf = async (userId: string) => t.query<{ kind: string; title: string; link: string }>('select kind, title, link from notifications where user_id = $1', [userId])

  it('gives a card to a member, moves it to another and takes it back, each in the audit log, telling each new owner', async () => {
    const { brandId, call } = await brandA()
    const editor = await personWith('editor')
    const ana = await personWith('member')
    const ben = await personWith('member')
    await named(ana, 'Ana Ruiz')
    await named(ben, 'Ben Okoro')
    const card = (await call(editor.token, 'POST', '/vcards', { key: `given-${randomBytes(3).toString('hex')}`, given_name: 'Front', family_name: 'Desk' })).json<Card>()
    expect(card.owner_user_id).toBeNull()

    const given = await call(editor.token, 'PUT', `/vcards/${card.id}/owner`, { owner_user_id: ana.userId })
    expect(given.statusCode, given.body).toBe(200)
    expect(given.json<Card>().owner_user_id).toBe(ana.userId)
    const moved = await call(editor.token, 'PUT', `/vcards/${card.id}/owner`, { owner_user_id: ben.userId })
    expect(moved.json<Card>().owner_user_id).toBe(ben.userId)
    // Ana's own cards no longer hold it; Ben's do.
    expect((await call(ana.token, 'GET', '/vcards/mine')).json<{ cards: Card[] }>().cards).toEqual([])
    expect((await call(ben.token, 'GET', '/vcards/mine')).json<{ cards: Card[] }>().cards.map((each) => each.id)).toEqual([card.id])
    const back = await call(editor.token, 'PUT', `/vcards/${card.id}/owner`, { owner_user_id: null })
    expect(back.json<Card>().owner_user_id).toBeNull()

    const label = `"Front Desk" (/vcard/${card.key})`
    const given3 = (await eventsOf(card.id)).filter((event) => event.action === 'card.given')
    expect(given3.map((event) => event.summary)).toEqual([
      `Gave the card ${label} to Ana Ruiz (${ana.email})`,
      `Moved the card ${label} from Ana Ruiz (${ana.email}) to Ben Okoro (${ben.email})`,
      `Took the card ${label} back from Ben Okoro (${ben.email}): it has no owner now`,
    ])
    expect(given3[1]!.details.changes).toEqual([{ field: 'owner_user_id', from: ana.userId, to: ben.userId }])
    const [brandOfEvent] = await t.query<{ brand_id: string }>("select brand_id from audit_events where action = 'card.given' and object_id = $1 limit 1", [card.id])
    expect(brandOfEvent!.brand_id).toBe(brandId)

    for (const person of [ana, ben]) {
      expect(await notificationsOf(person.userId)).toEqual([{ kind: 'membership', title: 'You have a card of Northwind Studio: Front Desk', link: `/brands/${brandId}/vcards/${card.id}` }])
    }
    // Giving a card to nobody tells nobody; the editor was told nothing either.
    expect(await notificationsOf(editor.userId)).toEqual([])
  })

  it('makes a card for a member from the template, with their name, address and a free key, theirs', async () => {
    const { call } = await brandA()
    const admin = await personWith('admin')
    const member = await personWith('member')
    await named(member, 'Ada Lovelace')
    const template = await call(admin.token, 'PUT', '/card-template', { values: { organisation: 'Northwind Studio Ltd' }, locked: ['organisation'] })
    expect(template.statusCode, template.body).toBe(200)
    // The key her name gives is taken: hers gets the next one.
    await call(admin.token, 'POST', '/vcards', { key: 'ada-lovelace', given_name: 'Another' })

    const made = await call(admin.token, 'POST', '/vcards/for-member', { owner_user_id: member.userId })
    expect(made.statusCode, made.body).toBe(201)
    expect(made.json<Card>()).toMatchObject({
      key: 'ada-lovelace-2',
      given_name: 'Ada',
      family_name: 'Lovelace',
      emails: [{ type: 'work', address: member.email }],
      organisation: 'Northwind Studio Ltd',
      owner_user_id: member.userId,
      published: false,
    })
    const [created] = (await eventsOf(made.json<Card>().id)).filter((event) => event.action === 'card.created')
    expect(created!.summary).toBe(`Created the card "Ada Lovelace" (/vcard/ada-lovelace-2) for Ada Lovelace (${member.email})`)
    expect(await notificationsOf(member.userId)).toHaveLength(1)

    // Someone who gave no name gets one from their address.
    const nameless = await personWith('member')
    const fromAddress = (await call(admin.token, 'POST', '/vcards/for-member', { owner_user_id: nameless.userId })).json<Card>()
    expect(fromAddress).toMatchObject({ given_name: 'Member', family_name: nameless.email.split('@')[0]!.split('-')[1]!.replace(/^./, (c) => c.toUpperCase()) })

    // An editor with no card makes their own: theirs, and nobody is notified of their own doing.
    const editor = await personWith('editor')
    const own = await call(editor.token, 'POST', '/vcards/for-member', { owner_user_id: editor.userId })
    expect(own.statusCode, own.body).toBe(201)
    expect(own.json<Card>().owner_user_id).toBe(editor.userId)
    expect(await notificationsOf(editor.userId)).toEqual([])
  })

  it("refuses an owner from another brand with a message on owner_user_id, changing nothing; a member may neither give nor make cards", async () => {
    const { call } = await brandA()
    const editor = await personWith('editor')
    const member = await personWith('member')
    const otherBrands = await personWith('member', hostB)
    const card = (await call(editor.token, 'POST', '/vcards', { key: `kept-${randomBytes(3).toString('hex')}`, given_name: 'Kept', owner_user_id: member.userId })).json<Card>()
    const cardsBefore = await t.query('select id from cards order by id')

    for (const [method, url, payload] of [
      ['PUT', `/vcards/${card.id}/owner`, { owner_user_id: otherBrands.userId }],
      ['PATCH', `/vcards/${card.id}`, { owner_user_id: otherBrands.userId }],
      ['POST', '/vcards/for-member', { owner_user_id: otherBrands.userId }],
    ] as const) {
      const refused = await call(editor.token, method, url, payload)
      expect(refused.statusCode, `${method} ${url}`).toBe(400)
      expect(refused.json()).toEqual({
        status: 'error',
        code: expect.any(String),
        field: 'owner_user_id',
        message: "owner_user_id: this person is not one of the brand's people: a card goes to a member of the brand or to someone signed up on one of its sites (invite them first)",
      })
    }
    expect(await ownerOf(card.id)).toBe(member.userId)
    expect(await t.query('select id from cards order by id')).toEqual(cardsBefore)
    expect((await eventsOf(card.id)).map((event) => event.action)).toEqual(['card.created'])

    // Not a card of this brand: 404, whoever it would go to.
    const demoB = await kit.demoCardId(hostB)
    expect((await call(editor.token, 'PUT', `/vcards/${demoB}/owner`, { owner_user_id: member.userId })).statusCode).toBe(404)

    // A member gives away nothing and makes no card, not even their own.
    for (const [method, url, payload] of [
      ['PUT', `/vcards/${card.id}/owner`, { owner_user_id: editor.userId }],
      ['POST', '/vcards/for-member', { owner_user_id: member.userId }],
    ] as const) {
      expect((await call(member.token, method, url, payload)).statusCode, `${method} ${url}`).toBe(403)
    }
    expect(await ownerOf(card.id)).toBe(member.userId)
  })

  it("lets a member edit the card given them, add its photo and see its figures, but not publish it, give it away or see another's", async () => {
    const { call } = await brandA()
    const editor = await personWith('editor')
    const member = await personWith('member')
    const card = (await call(editor.token, 'POST', '/vcards', { key: `mine-${randomBytes(3).toString('hex')}`, given_name: 'Mine' })).json<Card>()
    const other = (await call(editor.token, 'POST', '/vcards', { key: `theirs-${randomBytes(3).toString('hex')}`, given_name: 'Theirs' })).json<Card>()
    expect((await call(member.token, 'PATCH', `/vcards/${card.id}`, { job_title: 'Before' })).statusCode).toBe(403)
    await call(editor.token, 'PUT', `/vcards/${card.id}/owner`, { owner_user_id: member.userId })

    const edited = await call(member.token, 'PATCH', `/vcards/${card.id}`, { job_title: 'Harbour pilot' })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json<Card>().job_title).toBe('Harbour pilot')
    expect((await call(member.token, 'GET', `/vcards/${card.id}/analytics?days=30`)).statusCode).toBe(200)

    const publish = await call(member.token, 'PATCH', `/vcards/${card.id}`, { published: true })
    expect(publish.statusCode).toBe(403)
    const giveAway = await call(member.token, 'PATCH', `/vcards/${card.id}`, { owner_user_id: editor.userId })
    expect(giveAway.statusCode).toBe(403)
    expect(giveAway.json().message).toBe('Your role in this brand (member) may not give a card to someone else')
    expect(await ownerOf(card.id)).toBe(member.userId)
    const [row] = await t.query<{ published: boolean }>('select published from cards where id = $1', [card.id])
    expect(row!.published).toBe(false)

    // Their own cards are theirs to list; the brand's list and another's card are not.
    expect((await call(member.token, 'GET', '/vcards/mine')).json<{ cards: Card[] }>().cards.map((each) => each.id)).toEqual([card.id])
    expect((await call(member.token, 'GET', '/vcards')).statusCode).toBe(403)
    expect((await call(member.token, 'GET', `/vcards/${other.id}/analytics?days=30`)).statusCode).toBe(403)
  })

  it('records a change of owner through PATCH as a gift too, and not as an edit', async () => {
    const { call } = await brandA()
    const editor = await personWith('editor')
    const member = await personWith('member')
    const card = (await call(editor.token, 'POST', '/vcards', { key: `patched-${randomBytes(3).toString('hex')}`, given_name: 'Patched' })).json<Card>()
    const patched = await call(editor.token, 'PATCH', `/vcards/${card.id}`, { owner_user_id: member.userId, job_title: 'Chef' })
    expect(patched.statusCode, patched.body).toBe(200)
    const events = await eventsOf(card.id)
    expect(events.map((event) => event.action)).toEqual(['card.created', 'card.edited', 'card.given'])
    expect(events[1]!.details.changes!.map((change) => change.field)).toEqual(['job_title'])
    expect(await notificationsOf(member.userId)).toHaveLength(1)
  })
})

describe.each(backends)("the demo's plain members (%s)", (backend) => {
  const { t, kit } = useTestApp(backend, { per: 'block' })

  it.each([
    [hostA, 'sam.rivera@northwind.example', 'Sam', 'Rivera'],
    [hostB, 'ines.duarte@ember-oak.example', 'Inês', 'Duarte'],
  ])('on %s, %s is a member of the brand and owns a draft card, which they edit and cannot publish', async (host, email, given, family) => {
    const { brand_id } = await kit.siteOf(host)
    const [membership] = await t.query<{ role: string }>('select m.role from brand_members m join users u on u.id = m.user_id where m.brand_id = $1 and u.email = $2', [brand_id, email])
    expect(membership).toEqual({ role: 'member' })
    const token = await kit.openSession(email, host)
    const mine = await kit.request({ method: 'GET', url: `/api/brands/${brand_id}/vcards/mine`, host, token })
    const [card] = mine.json<{ cards: Card[] }>().cards
    expect(card).toMatchObject({ given_name: given, family_name: family, published: false, emails: [{ type: 'work', address: email }] })
    expect((await kit.request({ method: 'PATCH', url: `/api/brands/${brand_id}/vcards/${card!.id}`, host, token, payload: { bio: 'Hello' } })).statusCode).toBe(200)
    expect((await kit.request({ method: 'PATCH', url: `/api/brands/${brand_id}/vcards/${card!.id}`, host, token, payload: { published: true } })).statusCode).toBe(403)
  })
})
