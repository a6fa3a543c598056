import { describe, expect, it } from 'vitest'
import { hostA, hostB } from '../../support/api-client'
import { utcDay } from '../../support/card-figures'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

type Workspace = {
  user: { id: string; email: string | null }
  site_role: string
  brands: { id: string; name: string; role: string; here: boolean }[]
  cards: { id: string; key: string; name: string; published: boolean }[]
  unread: { messages: number; notifications: number }
  attention: { kind: string; text: string; link: string }[]
}

describe.each(backends)('the dashboard and the brand overview (%s)', (backend) => {
  const { t, kit } = useTestApp(backend)

  const workspaceOf = async (token: string, host: string) => {
    const response = await kit.request({ method: 'GET', url: '/api/workspace', host, token })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<Workspace>()
  }

  it("shows a site operator the site's brand to run, their cards, unread counts and what waits for them", async () => {
    const token = await kit.openSession('admin@example.com', hostA, 'admin')
    const site = await kit.siteOf(hostA)
    await kit.leadNotificationForAdmin()
    await kit.createCard(hostA, token, { key: `draft-${Date.now()}`, given_name: 'Dora', published: false })

    const workspace = await workspaceOf(token, hostA)
    expect(workspace.site_role).toBe('admin')
    expect(workspace.brands[0]).toMatchObject({ id: site.brand_id, name: 'Northwind Studio', role: 'operator', here: true })
    expect(workspace.cards.map((card) => card.key)).toContain('demo')
    expect(workspace.unread).toEqual({ messages: 1, notifications: 1 })
    const kinds = workspace.attention.map((item) => item.kind)
    expect(kinds).toEqual(expect.arrayContaining(['unread-messages', 'unread-notifications', 'draft-cards']))
    expect(workspace.attention.find((item) => item.kind === 'unread-messages')).toEqual({
      kind: 'unread-messages',
      text: '1 unread message',
      link: `/users/${workspace.user.id}/messages`,
    })
    expect(workspace.attention.find((item) => item.kind === 'draft-cards')?.link).toBe(`/brands/${site.brand_id}/vcards`)
  })

  it('shows a plain member only their own: no brand to run, no drafts, a nudge to get a card', async () => {
    const token = await kit.openSession(`member-${Date.now()}@example.org`, hostB)
    const workspace = await workspaceOf(token, hostB)
    expect(workspace.site_role).toBe('member')
    expect(workspace.brands).toEqual([])
    expect(workspace.cards).toEqual([])
    expect(workspace.unread).toEqual({ messages: 0, notifications: 0 })
    expect(workspace.attention.map((item) => item.kind)).toEqual([])
  })

  it("lists a member's brands with their role, the one of this site marked", async () => {
    const email = `editor-${Date.now()}@example.org`
    const token = await kit.openSession(email, hostB)
    const siteB = await kit.siteOf(hostB)
    const siteA = await kit.siteOf(hostA)
    const user = await kit.userId(email)
    await t.query('insert into brand_members (brand_id, user_id, role) values ($1, $2, $3), ($4, $2, $5)', [siteB.brand_id, user, 'editor', siteA.brand_id, 'member'])

    const workspace = await workspaceOf(token, hostB)
    expect(workspace.brands.map(({ name, role, here }) => ({ name, role, here }))).toEqual([
      { name: 'Ember & Oak', role: 'editor', here: true },
      { name: 'Northwind Studio', role: 'member', here: false },
    ])
    expect(workspace.attention.map((item) => item.kind)).toEqual(['no-card'])
  })

  it('refuses a stranger', async () => {
    const response = await kit.request({ method: 'GET', url: '/api/workspace', host: hostA })
    expect(response.statusCode).toBe(401)
  })

  it("counts a brand's cards, 30 days of views and leads, and members; another brand's id is not found", async () => {
    const token = await kit.openSession('admin@example.com', hostA, 'admin')
    const site = await kit.siteOf(hostA)
    const demo = await kit.demoCardId(hostA)
    const today = utcDay()
    // 7 views today, 5 on a day 40 days ago (outside the 30 days), and one lead today.
    await t.query(`insert into card_daily_events (card_id, day, event, count) values ($1, $2, 'view', 7), ($1, (now() - interval '40 days')::date, 'view', 5)`, [demo, today])
    await kit.leadNotificationForAdmin()
    const countOf = async (sql: string) => (await t.query<{ n: number }>(sql, [site.brand_id]))[0]!.n
    const members = await countOf('select count(*)::int as n from brand_members where brand_id = $1')
    const drafts = await countOf('select count(*)::int as n from cards where brand_id = $1 and not published')

    const response = await kit.request({ method: 'GET', url: `/api/brands/${site.brand_id}/overview`, host: hostA, token })
    expect(response.statusCode, response.body).toBe(200)
    const overview = response.json<{ figures: Record<string, number>; days: { day: string; views: number; leads: number }[] }>()
    expect(overview.figures).toMatchObject({ views_30_days: 7, leads_30_days: 1, members, draft_cards: drafts })
    expect(overview.figures.published_cards).toBeGreaterThanOrEqual(1)
    expect(overview.days).toHaveLength(30)
    expect(overview.days.at(-1)).toEqual({ day: today, views: 7, leads: 1 })

    const siteB = await kit.siteOf(hostB)
    const foreign = await kit.request({ method: 'GET', url: `/api/brands/${siteB.brand_id}/overview`, host: hostA, token })
    expect(foreign.statusCode).toBe(404)
  })
})
