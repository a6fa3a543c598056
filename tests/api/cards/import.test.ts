import { describe, expect, it } from 'vitest'
import { hostA } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

const header = 'given_name,family_name,job_title,email,phone,published'
const person = (n: number) => `Person,Number ${n},Maker,person${n}@team.example,+44 20 7946 ${String(n).padStart(4, '0')},yes`

describe.each(backends)('importing people from a CSV (%s)', (backend) => {
  const { t, kit } = useTestApp(backend)

  async function importer() {
    const token = await kit.openSession('admin@example.com', hostA)
    const { brand_id } = await kit.siteOf(hostA)
    const cardCount = async () => Number((await t.query<{ n: number }>('select count(*)::int as n from cards where brand_id = $1', [brand_id]))[0]!.n)
    const send = (csv: string, dryRun = false) => kit.request({ method: 'POST', url: `/api/brands/${brand_id}/vcards/import`, host: hostA, token, payload: { csv, dry_run: dryRun } })
    return { send, cardCount }
  }

  it('imports 1,000 people as 1,000 cards, each with their details', async () => {
    const { send, cardCount } = await importer()
    const before = await cardCount()
    const csv = [header, ...Array.from({ length: 1000 }, (_, index) => person(index + 1))].join('\r\n')
    const preview = await send(csv, true)
    expect(preview.statusCode).toBe(200)
    expect(preview.json()).toEqual({ rows: 1000, imported: 0, problems: [] })
    expect(await cardCount()).toBe(before)

    const imported = await send(csv)
    expect(imported.statusCode, imported.body).toBe(201)
    expect(imported.json()).toEqual({ rows: 1000, imported: 1000, problems: [] })
    expect(await cardCount()).toBe(before + 1000)
    const [card] = await t.query<{ key: string; job_title: string; emails: unknown; phones: unknown; published: boolean }>("select key, job_title, emails, phones, published from cards where key = 'person-number-437'")
    expect(card).toEqual({ key: 'person-number-437', job_title: 'Maker', emails: [{ type: 'work', address: 'person437@team.example' }], phones: [{ type: 'work', number: '+44 20 7946 0437' }], published: true })
  })

  it('reports a bad row by its number and field, and imports nobody', async () => {
    const { send, cardCount } = await importer()
    const before = await cardCount()
    const rows = Array.from({ length: 50 }, (_, index) => person(index + 1))
    rows[35] = 'Bad,Address,Maker,not-an-address,,yes'
    const answer = await send([header, ...rows].join('\n'))
    expect(answer.statusCode).toBe(422)
    expect(answer.json()).toMatchObject({ rows: 50, imported: 0, problems: [{ row: 37, field: 'email', message: 'must be an e-mail address such as name@example.com' }] })
    expect(await cardCount()).toBe(before)
  })

  it('reports two rows with one key, a key already taken and a column it does not read', async () => {
    const { send } = await importer()
    const twice = await send(['key,given_name', 'same-person,Ann', 'same-person,Bea', 'demo,Cid'].join('\n'))
    expect(twice.json<{ problems: unknown[] }>().problems).toEqual([
      { row: 3, field: 'key', message: '"same-person" is the key of row 2 too; give each card its own' },
      { row: 4, field: 'key', message: 'another card of this brand already uses "demo"' },
    ])
    const unknown = await send(['given_name,salary', 'Ann,1000'].join('\n'))
    expect(unknown.json<{ problems: { row: number; field: string }[] }>().problems[0]).toMatchObject({ row: 1, field: 'salary' })
  })

  it('refuses a file that is not a readable CSV, naming it, and writes nothing', async () => {
    const { send, cardCount } = await importer()
    const before = await cardCount()
    const broken = await send(`${header}\n"Unclosed,quote,Maker,a@b.example,,yes`)
    expect(broken.statusCode).toBe(400)
    expect(broken.json()).toMatchObject({ field: 'csv', message: expect.stringContaining('csv: The file is not a readable CSV') })
    const ragged = await send(`${header}\nOnly,two`)
    expect(ragged.json()).toMatchObject({ field: 'csv' })
    expect(await cardCount()).toBe(before)
  })
})
