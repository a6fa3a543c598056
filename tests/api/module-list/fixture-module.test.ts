import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { sqlExecutor } from '../../../server/db/client'
import { modules } from '../../../server/modules'
import { nextMigration } from '../../fixture-module/migration'
import { guestbookModule } from '../../fixture-module/module'
import * as guestbookTables from '../../fixture-module/schema'
import { hostA, hostB } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

// The one line: the product's module list and the guestbook (tests/fixture-module/), a module
// declared as every module of server/modules/ is.
const withGuestbook = [...modules, guestbookModule]

describe.each(backends)('a module added to the module list by one line (%s)', (backend) => {
  const { t, kit } = useTestApp(backend, {
    per: 'block',
    otherModules: {
      modules: withGuestbook,
      async migrate(database) {
        for (const statement of await nextMigration(guestbookTables)) await sqlExecutor(database).executeSql(statement)
      },
    },
  })

  /** A new person with this role in the host's brand, signed in on the host's site. */
  async function personWith(role: 'owner' | 'admin' | 'editor' | 'member', host = hostA) {
    const email = `${role}-${randomBytes(4).toString('hex')}@example.org`
    const token = await kit.openSession(email, host)
    await t.query('insert into brand_members (brand_id, user_id, role) values ($1, $2, $3)', [(await kit.siteOf(host)).brand_id, await kit.userId(email), role])
    return { email, token }
  }

  const guestbookUrl = async (host = hostA) => `/api/brands/${(await kit.siteOf(host)).brand_id}/guestbook`

  it('is migrated: drizzle-kit writes its table and nothing else as the next migration, and its demo seed filled it for each demo brand', async () => {
    const statements = await nextMigration(guestbookTables)
    expect(statements.length).toBeGreaterThan(0)
    for (const statement of statements) expect(statement).toContain('"guestbook_entries"')
    // The block's other tests sign it too: the seed's entries are the ones written before the app started.
    const seeded = await t.query<{ slug: string; message: string }>(
      "select b.slug, g.message from guestbook_entries g join brands b on b.id = g.brand_id where g.message like 'Welcome to %' order by b.slug",
    )
    const brands = await t.query<{ slug: string; name: string }>('select slug, name from brands order by slug')
    expect(brands.length).toBe(2)
    expect(seeded).toEqual(brands.map((brand) => ({ slug: brand.slug, message: `Welcome to ${brand.name}'s guestbook` })))
  })

  it('is routed and access-checked by its role action: an editor signs, a member reads but is refused in the action’s words, strangers and other brands are kept out', async () => {
    const url = await guestbookUrl()
    const editor = (await personWith('editor')).token
    const member = (await personWith('member')).token
    const signed = await kit.request({ method: 'POST', url, host: hostA, token: editor, payload: { message: 'Lovely studio' } })
    expect(signed.statusCode, signed.body).toBe(201)
    expect(signed.json()).toMatchObject({ message: 'Lovely studio', thanked: false })

    const refused = await kit.request({ method: 'POST', url, host: hostA, token: member, payload: { message: 'Me too' } })
    expect(refused.statusCode).toBe(403)
    expect(refused.json<{ message: string }>().message).toBe("Your role in this brand (member) may not sign this brand's guestbook")
    const read = await kit.request({ method: 'GET', url, host: hostA, token: member })
    expect(read.statusCode).toBe(200)
    expect(read.json<{ entries: { message: string }[] }>().entries.map((entry) => entry.message)).toContain('Lovely studio')

    expect((await kit.request({ method: 'GET', url, host: hostA })).statusCode).toBe(401)
    // The owner of the other site's brand, signed in on this site too.
    const otherOwner = await kit.openSession((await personWith('owner', hostB)).email, hostA)
    expect((await kit.request({ method: 'POST', url, host: hostA, token: otherOwner, payload: { message: 'Hi' } })).statusCode).toBe(403)

    const empty = await kit.request({ method: 'POST', url, host: hostA, token: editor, payload: { message: '  ' } })
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toMatchObject({ field: 'message' })
    expect(await t.query("select 1 from guestbook_entries where message in ('Me too', 'Hi', '  ', '')")).toEqual([])
  })

  it('runs its job: an entry signed is thanked by the job queue the module gave its policy', async () => {
    const url = await guestbookUrl(hostB)
    const admin = (await personWith('admin', hostB)).token
    const signed = await kit.request({ method: 'POST', url, host: hostB, token: admin, payload: { message: 'Thanks for the coffee' } })
    expect(signed.statusCode, signed.body).toBe(201)
    const { id } = signed.json<{ id: string }>()
    await expect
      .poll(async () => (await kit.request({ method: 'GET', url, host: hostB, token: admin })).json<{ entries: { id: string; thanked: boolean }[] }>().entries.find((entry) => entry.id === id)?.thanked, { timeout: 15_000 })
      .toBe(true)
    const [queue] = await t.query<{ retry_limit: number }>("select retry_limit from jobs.queue where name = 'guestbook-thanks'")
    expect(queue?.retry_limit).toBe(2)
  })

  it('is in the API document, tagged by its module, with its access declaration', async () => {
    const document = (await kit.request({ method: 'GET', url: '/api/openapi.json', host: hostA })).json<{ paths: Record<string, Record<string, { tags: string[]; 'x-marque-access': unknown }>> }>()
    const path = document.paths['/api/brands/{brandId}/guestbook']
    expect(path?.post?.tags).toEqual(['guestbook'])
    expect(path?.post?.['x-marque-access']).toEqual({ brand: 'sign-guestbook' })
    expect(path?.get?.['x-marque-access']).toEqual({ brand: 'view-brand' })
  })
})

describe.each(backends)('the product’s own module list (%s)', (backend) => {
  const { t, kit } = useTestApp(backend, { per: 'block' })

  it('knows nothing of a module it does not list: no route, no role action, no table', async () => {
    const signedIn = await kit.signInAs('brand admin', hostA)
    const response = await kit.request({ method: 'POST', url: `/api/brands/${(await kit.siteOf(hostA)).brand_id}/guestbook`, host: hostA, token: signedIn, payload: { message: 'Hello' } })
    expect(response.statusCode).toBe(404)
    expect(t.app.roles.has('sign-guestbook')).toBe(false)
    expect(await t.query("select 1 from information_schema.tables where table_name = 'guestbook_entries'")).toEqual([])
  })
})
