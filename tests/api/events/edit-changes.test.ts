import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { cardUpdateSchema } from '../../../src/domain/card'
import type { AuditEvent } from '../../../src/domain/audit-event'
import { hostA } from '../../support/api-client'
import { brandPeople } from '../../support/brand-people'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

describe.each(backends)('what an edit records (%s)', (backend) => {
  const { t, kit } = useTestApp(backend)
  const personWith = brandPeople(t, kit)

  async function cardOfAdmin(fields: Record<string, unknown>) {
    const admin = await personWith('admin')
    const { brand_id } = await kit.siteOf(hostA)
    const card = await kit.createCard(hostA, admin.token, fields)
    const url = `/api/brands/${brand_id}/vcards/${card.id}`
    // What the card editor sends: every field of the card, changed or not.
    const save = async (changed: Record<string, unknown>) => {
      const shown = (await kit.request({ method: 'GET', url, host: hostA, token: admin.token })).json<Record<string, unknown>>()
      const editable = Object.keys(cardUpdateSchema.shape).filter((field) => field !== 'photo' && field !== 'published')
      const payload = { ...Object.fromEntries(editable.map((field) => [field, shown[field]])), ...changed }
      const saved = await kit.request({ method: 'PATCH', url, host: hostA, token: admin.token, payload })
      expect(saved.statusCode, saved.body).toBe(200)
    }
    const edits = async () =>
      (await kit.request({ method: 'GET', url: `/api/brands/${brand_id}/events?action=card.edited`, host: hostA, token: admin.token }))
        .json<{ events: AuditEvent[] }>()
        .events.filter((event) => event.object_id === card.id)
    return { admin, brand_id, card, save, edits }
  }

  it('A card saved with one field changed logs exactly that field with its old and new value', async () => {
    const { save, edits } = await cardOfAdmin({ key: 'one-change', given_name: 'Ona', family_name: 'Change', bio: 'Kept as it is' })
    await save({ job_title: 'Head of sales' })

    const [event, ...more] = await edits()
    expect(more).toEqual([])
    expect(event!.changes).toEqual([{ field: 'job_title', from: '', to: 'Head of sales' }])
    expect(event!.summary).toBe('Edited the card "Ona Change" (/vcard/one-change): job title')
  })

  it('records no event for a save that changes nothing', async () => {
    const { save, edits } = await cardOfAdmin({ key: 'no-change', given_name: 'Nora', job_title: 'Maker', phones: [{ type: 'work', number: '+44 20 7946 0000' }] })
    await save({})
    await save({ job_title: 'Maker' })
    expect(await edits()).toEqual([])

    const person = await personWith('member')
    const profile = (payload: object) => kit.request({ method: 'PATCH', url: `/api/users/${person.userId}`, host: hostA, token: person.token, payload })
    expect((await profile({ name: 'Pat Same', bio: 'Hello' })).statusCode).toBe(200)
    expect((await profile({ name: 'Pat Same', bio: 'Hello' })).statusCode).toBe(200)
    const logged = await t.query<{ details: { changes: unknown[] } }>(`select details from audit_events where action = 'user.edited' and object_id = $1`, [person.userId])
    expect(logged.map((row) => row.details.changes)).toEqual([[{ field: 'name', from: '', to: 'Pat Same' }, { field: 'bio', from: '', to: 'Hello' }]])
  })

  it('keeps a long bio shortened to its first 80 characters', async () => {
    const { save, edits } = await cardOfAdmin({ key: 'long-bio', given_name: 'Lena' })
    const bio = `${'a'.repeat(80)}${'b'.repeat(200)}`
    await save({ bio })

    const [event] = await edits()
    expect(event!.changes).toEqual([{ field: 'bio', from: '', to: `${'a'.repeat(80)}…` }])
    expect(JSON.stringify(await t.query('select details from audit_events'))).not.toContain('b'.repeat(10))
  })

  it('exports each change in words with the event', async () => {
    const { admin, brand_id, save } = await cardOfAdmin({ key: 'exported-change', given_name: 'Ezra', job_title: 'Clerk' })
    await save({ job_title: 'Head of sales', published: true })

    const response = await kit.request({ method: 'GET', url: `/api/brands/${brand_id}/events.csv?action=card.edited&q=exported-change`, host: hostA, token: admin.token })
    expect(response.statusCode).toBe(200)
    const rows = parse(response.body, { columns: true }) as Record<string, string>[]
    expect(rows.map((row) => row.changes)).toEqual(['Job title: "Clerk" → "Head of sales"'])
  })

  it("records a new webhook secret as changed, never the secret itself", async () => {
    const admin = await personWith('admin')
    const { brand_id } = await kit.siteOf(hostA)
    const webhook = `/api/brands/${brand_id}/webhook`
    const set = await kit.request({ method: 'PUT', url: webhook, host: hostA, token: admin.token, payload: { url: 'https://crm.example.com/leads' } })
    expect(set.statusCode, set.body).toBe(200)
    const rotated = await kit.request({ method: 'POST', url: `${webhook}/secret`, host: hostA, token: admin.token })
    expect(rotated.statusCode, rotated.body).toBe(200)

    const { events } = (await kit.request({ method: 'GET', url: `/api/brands/${brand_id}/events?action=brand.edited`, host: hostA, token: admin.token })).json<{ events: AuditEvent[] }>()
    expect(events.map((event) => event.changes)).toEqual([[{ field: 'secret' }], [{ field: 'url', from: null, to: 'https://crm.example.com/leads' }, { field: 'enabled', from: null, to: true }]])
    const stored = JSON.stringify(await t.query('select * from audit_events'))
    expect(stored).not.toContain(set.json<{ secret: string }>().secret)
    expect(stored).not.toContain(rotated.json<{ secret: string }>().secret)
  })

  it('records only the changed fields of a page draft, a site, the brand and its card template, and nothing for the same values again', async () => {
    const owner = await personWith('owner')
    const site = await kit.siteOf(hostA)
    const send = (method: 'PATCH' | 'PUT' | 'POST', url: string, payload: object) => kit.request({ method, url, host: hostA, token: owner.token, payload })
    const pagesUrl = `/api/brands/${site.brand_id}/sites/${site.id}/pages`
    const page = (await send('POST', pagesUrl, { url: 'changes', title: 'Changes' })).json<{ id: string }>()
    const blocks = [{ type: 'html', id: 'intro', content: { ops: [{ insert: `${'Words '.repeat(30)}\n` }] } }]
    const draft = (revision: number) => ({ url: 'changes', title: 'Changes', description: '', social_image_upload_id: null, blocks, revision })
    const template = { values: { organisation: 'Northwind Ltd' }, locked: [] }
    for (const [method, url, payload] of [
      ['PUT', `${pagesUrl}/${page.id}`, draft(0)],
      ['PUT', `${pagesUrl}/${page.id}`, draft(1)],
      ['PATCH', `/api/brands/${site.brand_id}/sites/${site.id}`, { name: 'Northwind Works', nav: [] }],
      ['PATCH', `/api/brands/${site.brand_id}/sites/${site.id}`, { name: 'Northwind Works', nav: [] }],
      ['PATCH', `/api/brands/${site.brand_id}`, { name: 'Northwind Group', slug: 'northwind' }],
      ['PUT', `/api/brands/${site.brand_id}/card-template`, template],
      ['PUT', `/api/brands/${site.brand_id}/card-template`, template],
    ] as const) {
      const answer = await send(method, url, payload)
      expect(answer.statusCode, answer.body).toBe(200)
    }

    const { events } = (await kit.request({ method: 'GET', url: `/api/brands/${site.brand_id}/events`, host: hostA, token: owner.token })).json<{ events: AuditEvent[] }>()
    const edits = events.filter((event) => event.action.endsWith('.edited')).map((event) => [event.action, event.changes.map((change) => change.field)])
    expect(edits).toEqual([
      ['brand.edited', ['organisation']],
      ['brand.edited', ['name']],
      ['site.edited', ['name', 'nav']],
      ['page.edited', ['blocks']],
    ])
    const blocksChange = events.find((event) => event.action === 'page.edited')!.changes[0]!
    expect(blocksChange).toMatchObject({ from: '[]' })
    expect(blocksChange.to).toHaveLength(81)
    expect(String(blocksChange.to).endsWith('…')).toBe(true)
  })
})
