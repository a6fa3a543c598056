import http from 'node:http'
import net from 'node:net'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { apiClient, hostA, hostB } from '../../support/api-client'
import { backends, createTestApp, type TestApp } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

type Host = { hostname: string; is_main: boolean; verified_at: string | null; checked_at: string | null; check_problem: string | null; verification: { token: string; url: string } | null }
type Sites = { brand: { id: string; name: string; slug: string }; sites: { id: string; name: string; hosts: Host[] }[]; may_manage: boolean }

/** A port free on that address now, for a server the test starts there next. */
function freePort(address: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, address, () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/** Another web server on another local address, answering what the test says. */
async function otherHost(address: string, port: number, answer: (request: http.IncomingMessage, response: http.ServerResponse) => void) {
  const server = http.createServer(answer)
  await new Promise<void>((resolve) => server.listen(port, address, resolve))
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

describe.each(backends)('a host name is checked over HTTP before it serves the brand (%s)', (backend) => {
  let t: TestApp
  let port: number
  const others: { close(): Promise<void> }[] = []
  const kit = apiClient(() => t)

  // The app listens on a second loopback address, and checks host names on the port it listens on.
  beforeEach(async () => {
    port = await freePort('127.0.0.2')
    t = await createTestApp(backend, { HOST_CHECK_PORT: String(port) })
    await t.app.listen({ host: '127.0.0.2', port })
  })
  afterEach(async () => {
    await Promise.all(others.splice(0).map((other) => other.close()))
    await t.close()
  })

  async function addHost(hostname: string) {
    const token = await kit.signInAs('brand admin', hostA)
    const site = await kit.siteOf(hostA)
    const base = `/api/brands/${site.brand_id}/sites/${site.id}/hosts`
    const added = await kit.request({ method: 'POST', url: base, host: hostA, token, payload: { hostname } })
    expect(added.statusCode, added.body).toBe(201)
    const check = async () => {
      const response = await kit.request({ method: 'POST', url: `${base}/${hostname}/check`, host: hostA, token })
      expect(response.statusCode, response.body).toBe(200)
      return response.json<Host>()
    }
    return { host: added.json<Host>(), check, site }
  }

  /** What a browser gets from the app through this host name: the API's site, and the page's title. */
  async function servedThrough(hostname: string) {
    const site = await fetch(`http://${hostname}:${port}/api/sites/${hostname}`)
    const page = await fetch(`http://${hostname}:${port}/`)
    return { site: { status: site.status, body: (await site.json()) as { message?: string; site?: { meta: { name: string } } } }, title: /<title>([^<]*)<\/title>/.exec(await page.text())?.[1] }
  }

  it('verifies a host that answers its token (Marque answers it itself), and only then serves the brand there', async () => {
    const { host, check, site } = await addHost('127.0.0.2')
    expect(host).toMatchObject({ hostname: '127.0.0.2', is_main: false, verified_at: null, checked_at: null })
    expect(host.verification!.token).toMatch(/^[0-9a-f]{36}$/)
    expect(host.verification!.url).toBe(`http://127.0.0.2:${port}/.well-known/marque-host/${host.verification!.token}`)

    // Waiting: the host name serves nothing of the brand, neither the API nor the page.
    const before = await servedThrough('127.0.0.2')
    expect(before.site).toEqual({ status: 404, body: { status: 'error', code: 'not_found', message: 'No site is configured for the host name "127.0.0.2"' } })
    expect(before.title).not.toBe('Northwind Studio')

    const checked = await check()
    expect(checked).toMatchObject({ hostname: '127.0.0.2', check_problem: null, verification: null })
    expect(checked.verified_at).not.toBeNull()
    expect(checked.checked_at).not.toBeNull()

    const after = await servedThrough('127.0.0.2')
    expect(after.site.status).toBe(200)
    expect(after.site.body.site!.meta.name).toBe('Northwind Studio')
    expect(after.title).toBe('Northwind Studio')

    const events = await t.query<{ action: string; object_id: string }>(
      `select action, object_id from audit_events where site_id = $1 and object_type = 'host' order by at`,
      [site.id],
    )
    expect(events).toEqual([
      { action: 'host.added', object_id: '127.0.0.2' },
      { action: 'host.verified', object_id: '127.0.0.2' },
    ])
  })

  it('does not verify a host that answers 404, another token or a redirect, and it never serves the brand', async () => {
    let answer: (response: http.ServerResponse) => void = (response) => response.writeHead(404).end('Not here')
    others.push(await otherHost('127.0.0.3', port, (_request, response) => answer(response)))
    const { host, check } = await addHost('127.0.0.3')

    expect(await check()).toMatchObject({ verified_at: null, check_problem: 'answered 404' })

    answer = (response) => response.writeHead(200, { 'content-type': 'text/plain' }).end('0123456789abcdef0123456789abcdef0123')
    expect(await check()).toMatchObject({ verified_at: null, check_problem: 'answered a different token' })

    // A redirect to the app, which would answer the token, is not followed.
    answer = (response) => response.writeHead(302, { location: `http://127.0.0.2:${port}/.well-known/marque-host/${host.verification!.token}` }).end()
    const redirected = await check()
    expect(redirected.verified_at).toBeNull()
    expect(redirected.check_problem).toBe(`answered 302 (a redirect to http://127.0.0.2:${port}/.well-known/marque-host/${host.verification!.token}, which is not followed)`)
    expect(redirected.verification!.token).toBe(host.verification!.token)

    // Asked as that host, the app knows no site there: not its API, not its page, not its brand's routes.
    const site = await kit.siteOf(hostA)
    const api = await kit.request({ method: 'GET', url: '/api/sites/127.0.0.3', host: hostA })
    expect(api.statusCode).toBe(404)
    const page = await kit.request({ method: 'GET', url: '/', host: '127.0.0.3' })
    expect(page.body).not.toContain('Northwind Studio')
    const brandRoute = await kit.request({ method: 'GET', url: `/api/brands/${site.brand_id}/sites`, host: '127.0.0.3', token: await kit.openSession('admin@example.com', hostA) })
    expect(brandRoute.statusCode).toBe(404)
    expect(brandRoute.json().message).toBe('No site is configured for the host name "127.0.0.3"')
    const [row] = await t.query<{ verified_at: Date | null }>(`select verified_at from site_hosts where hostname = '127.0.0.3'`)
    expect(row!.verified_at).toBeNull()
  })

  it('says so when nothing listens on the host, and when it does not answer within 5 seconds', async () => {
    const refused = await addHost('127.0.0.4')
    expect(await refused.check()).toMatchObject({ verified_at: null, check_problem: `refused the connection on port ${port}` })

    // A server that takes the connection and never answers.
    others.push(await otherHost('127.0.0.5', port, () => undefined))
    const silent = await addHost('127.0.0.5')
    expect(await silent.check()).toMatchObject({ verified_at: null, check_problem: 'did not answer within 5 s' })

    // The screen reads "Last checked …: it {problem}."
    const unknown = await addHost('cards.nowhere.invalid')
    const { check_problem } = await unknown.check()
    expect(`it ${check_problem}.`).toBe('it is not found in DNS: add a DNS record that points cards.nowhere.invalid at this server.')
  }, 30_000)

  it('answers a token under /.well-known/ only for the host name it was made for', async () => {
    const { host } = await addHost('127.0.0.2')
    const path = `/.well-known/marque-host/${host.verification!.token}`
    const right = await fetch(`http://127.0.0.2:${port}${path}`)
    expect(right.status).toBe(200)
    expect(await right.text()).toBe(host.verification!.token)
    // Through another host name, and for a made-up token, there is nothing.
    const elsewhere = await kit.request({ method: 'GET', url: path, host: hostA })
    expect(elsewhere.statusCode).toBe(404)
    const madeUp = await fetch(`http://127.0.0.2:${port}/.well-known/marque-host/${'ab'.repeat(18)}`)
    expect(madeUp.status).toBe(404)
    expect(madeUp.headers.get('content-type')).toContain('text/plain')
  })
})

describe.each(backends)('a brand manages its sites, host names and identity (%s)', (backend) => {
  const { t, kit } = useTestApp(backend)

  async function asBrandAdmin(host = hostA) {
    const token = await kit.signInAs('brand admin', host)
    const site = await kit.siteOf(host)
    return { token, site, sites: `/api/brands/${site.brand_id}/sites`, hosts: `/api/brands/${site.brand_id}/sites/${site.id}/hosts` }
  }
  const hostCount = async () => Number((await t.query<{ count: string }>('select count(*) from site_hosts'))[0]!.count)
  const markVerified = (hostname: string) => t.query(`update site_hosts set verified_at = now() where hostname = $1`, [hostname])

  it("lists the brand's sites with their host names; only those who manage sites see the tokens", async () => {
    const admin = await asBrandAdmin()
    await kit.request({ method: 'POST', url: admin.hosts, host: hostA, token: admin.token, payload: { hostname: 'Cards.Northwind.TEST.' } })
    const listed = await kit.request({ method: 'GET', url: admin.sites, host: hostA, token: admin.token })
    expect(listed.statusCode).toBe(200)
    const body = listed.json<Sites>()
    expect(body.brand).toMatchObject({ id: admin.site.brand_id, name: 'Northwind Studio', slug: 'northwind' })
    expect(body.may_manage).toBe(true)
    expect(body.sites.map((site) => site.id)).toEqual([admin.site.id])
    const [main, waiting] = body.sites[0]!.hosts
    expect(main).toMatchObject({ hostname: 'localhost', is_main: true, verification: null })
    expect(main!.verified_at).not.toBeNull()
    expect(waiting).toMatchObject({ hostname: 'cards.northwind.test', is_main: false, verified_at: null })
    expect(waiting!.verification!.url).toBe(`http://cards.northwind.test/.well-known/marque-host/${waiting!.verification!.token}`)

    // A member sees the host names, not how to verify them, and may not add one.
    const memberEmail = `member-view-${Date.now()}@example.org`
    const memberToken = await kit.openSession(memberEmail, hostA)
    await t.query(`insert into brand_members (brand_id, user_id, role) values ($1, $2, 'member')`, [admin.site.brand_id, await kit.userId(memberEmail)])
    const seen = (await kit.request({ method: 'GET', url: admin.sites, host: hostA, token: memberToken })).json<Sites>()
    expect(seen.may_manage).toBe(false)
    expect(seen.sites[0]!.hosts.map((host) => host.verification)).toEqual([null, null])
    const refused = await kit.request({ method: 'POST', url: admin.hosts, host: hostA, token: memberToken, payload: { hostname: 'x.northwind.test' } })
    expect(refused.statusCode).toBe(403)
  })

  it('refuses a host name that is not one, or that a site has already, naming the field, and adds nothing', async () => {
    const admin = await asBrandAdmin()
    const before = await hostCount()
    const cases: [unknown, number, string][] = [
      [{ hostname: 'https://cards.northwind.test/path' }, 400, 'hostname: must be a host name alone, such as cards.example.com (no https://, port or path)'],
      [{ hostname: 'cards.northwind.test:8080' }, 400, 'hostname: must be a host name alone, such as cards.example.com (no https://, port or path)'],
      [{ hostname: '' }, 400, 'hostname: must not be empty'],
      [{ hostname: 'bad_name.example' }, 400, 'hostname: must be a host name alone, such as cards.example.com (no https://, port or path)'],
      [{ hostname: '127.0.0.1' }, 409, 'hostname: 127.0.0.1 is already a host name of a site on this server'],
      [{ hostname: 'LOCALHOST' }, 409, 'hostname: localhost is already a host name of a site on this server'],
    ]
    for (const [payload, status, message] of cases) {
      const response = await kit.request({ method: 'POST', url: admin.hosts, host: hostA, token: admin.token, payload: payload as object })
      expect(response.statusCode, JSON.stringify(payload)).toBe(status)
      expect(response.json()).toEqual({ status: 'error', code: expect.any(String), message, field: 'hostname' })
    }
    const unknownField = await kit.request({ method: 'POST', url: admin.hosts, host: hostA, token: admin.token, payload: { hostname: 'a.northwind.test', verified: true } })
    expect(unknownField.statusCode).toBe(400)
    expect(await hostCount()).toBe(before)
  })

  it("answers 404 for another brand's site, and for a host name of another site", async () => {
    const admin = await asBrandAdmin()
    const siteB = await kit.siteOf(hostB)
    const foreignSite = await kit.request({ method: 'POST', url: `/api/brands/${admin.site.brand_id}/sites/${siteB.id}/hosts`, host: hostA, token: admin.token, payload: { hostname: 'x.northwind.test' } })
    expect(foreignSite.statusCode).toBe(404)
    expect(foreignSite.json().message).toBe('No site with this id in this brand')
    const foreignBrand = await kit.request({ method: 'GET', url: `/api/brands/${siteB.brand_id}/sites`, host: hostA, token: admin.token })
    expect(foreignBrand.statusCode).toBe(404)
    for (const [method, suffix] of [['POST', '/check'], ['PUT', '/main'], ['DELETE', '']] as const) {
      const response = await kit.request({ method, url: `${admin.hosts}/127.0.0.1${suffix}`, host: hostA, token: admin.token })
      expect(response.statusCode, `${method} ${suffix}`).toBe(404)
    }
    const renamedB = await kit.request({ method: 'PATCH', url: `/api/brands/${admin.site.brand_id}/sites/${siteB.id}`, host: hostA, token: admin.token, payload: { name: 'Taken over' } })
    expect(renamedB.statusCode).toBe(404)
    expect((await kit.request({ method: 'GET', url: '/api/sites/127.0.0.1', host: hostB })).json().site.meta.name).toBe('Ember & Oak')
  })

  it('makes only a verified host name the main one, one main host per site', async () => {
    const admin = await asBrandAdmin()
    await kit.request({ method: 'POST', url: admin.hosts, host: hostA, token: admin.token, payload: { hostname: 'www.northwind.test' } })
    const waiting = await kit.request({ method: 'PUT', url: `${admin.hosts}/www.northwind.test/main`, host: hostA, token: admin.token })
    expect(waiting.statusCode).toBe(409)
    expect(waiting.json().message).toBe('www.northwind.test is not verified yet: only a verified host name can be the main one')

    await markVerified('www.northwind.test')
    const made = await kit.request({ method: 'PUT', url: `${admin.hosts}/www.northwind.test/main`, host: hostA, token: admin.token })
    expect(made.statusCode).toBe(200)
    expect(made.json()).toMatchObject({ hostname: 'www.northwind.test', is_main: true })
    const hosts = (await kit.request({ method: 'GET', url: admin.sites, host: hostA, token: admin.token })).json<Sites>().sites[0]!.hosts
    expect(hosts.map((host) => [host.hostname, host.is_main])).toEqual([
      ['www.northwind.test', true],
      ['localhost', false],
    ])
    const [event] = await t.query<{ action: string }>(`select action from audit_events where action = 'host.made-main' and object_id = 'www.northwind.test'`)
    expect(event).toBeDefined()
  })

  it('removes a host name, but never the one in use nor the last verified one of a site', async () => {
    const admin = await asBrandAdmin()
    await kit.request({ method: 'POST', url: admin.hosts, host: hostA, token: admin.token, payload: { hostname: 'old.northwind.test' } })
    const removed = await kit.request({ method: 'DELETE', url: `${admin.hosts}/old.northwind.test`, host: hostA, token: admin.token })
    expect(removed.statusCode).toBe(204)
    expect(await t.query(`select 1 from site_hosts where hostname = 'old.northwind.test'`)).toEqual([])

    const inUse = await kit.request({ method: 'DELETE', url: `${admin.hosts}/localhost`, host: hostA, token: admin.token })
    expect(inUse.statusCode).toBe(409)
    expect(inUse.json().message).toBe("You are using localhost right now: to remove it, open the Sites screen through another of the brand's host names")

    // A second site of the brand, on one verified host name.
    const [second] = await t.query<{ id: string }>(
      `insert into sites (brand_id, name, meta) select brand_id, 'Northwind Shop', meta from sites where id = $1 returning id`,
      [admin.site.id],
    )
    await t.query(`insert into site_hosts (hostname, site_id, is_main, verification_token, verified_at) values ('shop.northwind.test', $1, true, 'x', now())`, [second!.id])
    const last = await kit.request({ method: 'DELETE', url: `/api/brands/${admin.site.brand_id}/sites/${second!.id}/hosts/shop.northwind.test`, host: hostA, token: admin.token })
    expect(last.statusCode).toBe(409)
    expect(last.json().message).toBe('shop.northwind.test is the last verified host name of Northwind Shop: add and verify another before removing it')

    // The main host removed through another: the oldest verified one becomes main.
    await kit.request({ method: 'POST', url: admin.hosts, host: hostA, token: admin.token, payload: { hostname: 'www.northwind.test' } })
    await markVerified('www.northwind.test')
    await kit.request({ method: 'PUT', url: `${admin.hosts}/www.northwind.test/main`, host: hostA, token: admin.token })
    const throughOther = await kit.request({ method: 'DELETE', url: `${admin.hosts}/www.northwind.test`, host: hostA, token: admin.token })
    expect(throughOther.statusCode).toBe(204)
    const hosts = (await kit.request({ method: 'GET', url: admin.sites, host: hostA, token: admin.token })).json<Sites>()
    expect(hosts.sites.find((site) => site.id === admin.site.id)!.hosts).toMatchObject([{ hostname: 'localhost', is_main: true }])
    // The removed host serves nothing any more.
    expect((await kit.request({ method: 'GET', url: '/api/sites/www.northwind.test', host: hostA })).statusCode).toBe(404)
  })

  it("changes a site's name, colours and navigation, leaving its landing as it was", async () => {
    const admin = await asBrandAdmin()
    const before = (await kit.request({ method: 'GET', url: '/api/sites/localhost', host: hostA })).json()
    const colors = { ...before.site.meta.colors, primary: '#7a1f5c', body_bg: '#fffaf0' }
    const nav = [
      { label: 'Pricing', to: '/#pricing' },
      { label: 'Blog', to: 'https://blog.northwind.test/' },
    ]
    const response = await kit.request({
      method: 'PATCH',
      url: `${admin.sites}/${admin.site.id}`,
      host: hostA,
      token: admin.token,
      payload: { name: 'Northwind Works', colors, nav },
    })
    expect(response.statusCode, response.body).toBe(200)
    const after = (await kit.request({ method: 'GET', url: '/api/sites/localhost', host: hostA })).json()
    expect(after.site.meta).toEqual({ ...before.site.meta, name: 'Northwind Works', colors, nav })
    expect(after.site.name).toBe('Northwind Works')
    const manifest = (await kit.request({ method: 'GET', url: '/manifest.webmanifest', host: hostA })).json()
    expect(manifest).toMatchObject({ name: 'Northwind Works', theme_color: '#7a1f5c', background_color: '#fffaf0' })
    const [event] = await t.query<{ summary: string }>(`select summary from audit_events where action = 'site.edited' and object_id = $1`, [admin.site.id])
    expect(event!.summary).toBe('Edited the name, colors, nav of Northwind Works')
  })

  it("refuses a bad colour or navigation link, naming the field, and changes nothing", async () => {
    const admin = await asBrandAdmin()
    const before = (await kit.request({ method: 'GET', url: '/api/sites/localhost', host: hostA })).body
    const cases: [object, string, string][] = [
      [{ colors: { ...JSON.parse(before).site.meta.colors, primary: 'blue' } }, 'colors.primary', 'colors.primary: must be a hex colour such as #1a73e8'],
      [{ nav: [{ label: '', to: '/' }] }, 'nav.0.label', 'nav.0.label: must not be empty'],
      [{ nav: [{ label: 'Away', to: 'javascript:alert(1)' }] }, 'nav.0.to', 'nav.0.to: must start with / or http(s)://'],
      [{ name: ' ' }, 'name', 'name: must not be empty'],
    ]
    for (const [payload, field, message] of cases) {
      const response = await kit.request({ method: 'PATCH', url: `${admin.sites}/${admin.site.id}`, host: hostA, token: admin.token, payload })
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(response.json()).toMatchObject({ field, message })
    }
    const landing = await kit.request({ method: 'PATCH', url: `${admin.sites}/${admin.site.id}`, host: hostA, token: admin.token, payload: { landing: {} } })
    expect(landing.statusCode).toBe(400)
    expect((await kit.request({ method: 'GET', url: '/api/sites/localhost', host: hostA })).body).toBe(before)
  })

  it("takes a new logo, and the manifest's icons are drawn from it", async () => {
    const admin = await asBrandAdmin()
    const before = (await kit.request({ method: 'GET', url: '/manifest.webmanifest', host: hostA })).json()
    const oldIcon = (await kit.request({ method: 'GET', url: before.icons[0].src, host: hostA })).rawPayload
    const logo = await sharp({ create: { width: 300, height: 120, channels: 4, background: '#11aa44' } }).png().toBuffer()
    const response = await kit.request({
      method: 'PUT',
      url: `${admin.sites}/${admin.site.id}/logo`,
      host: hostA,
      token: admin.token,
      payload: logo,
      headers: { 'content-type': 'image/png' },
    })
    expect(response.statusCode, response.body).toBe(200)
    const logoUrl = response.json().logo as string
    const served = await kit.request({ method: 'GET', url: logoUrl, host: hostA })
    expect(served.headers['content-type']).toBe('image/png')
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 300, height: 120 })
    expect((await kit.request({ method: 'GET', url: '/api/sites/localhost', host: hostA })).json().logo).toBe(logoUrl)

    const after = (await kit.request({ method: 'GET', url: '/manifest.webmanifest', host: hostA })).json()
    expect(after.icons[0].src).not.toBe(before.icons[0].src)
    const newIcon = (await kit.request({ method: 'GET', url: after.icons[0].src, host: hostA })).rawPayload
    expect(newIcon.equals(oldIcon)).toBe(false)
    const { data } = await sharp(newIcon).raw().toBuffer({ resolveWithObject: true })
    // The middle of the 192 px icon is the logo's green.
    const middle = (96 * 192 + 96) * 4
    expect([...data.subarray(middle, middle + 3)]).toEqual([0x11, 0xaa, 0x44])

    const wrongType = await kit.request({ method: 'PUT', url: `${admin.sites}/${admin.site.id}/logo`, host: hostA, token: admin.token, payload: 'GIF89a', headers: { 'content-type': 'image/gif' } })
    expect(wrongType.statusCode).toBe(415)
    expect(wrongType.json().field).toBe('logo')
  })

  it("renames the brand and changes its slug, refusing a slug another brand has", async () => {
    const admin = await asBrandAdmin()
    const url = `/api/brands/${admin.site.brand_id}`
    const taken = await kit.request({ method: 'PATCH', url, host: hostA, token: admin.token, payload: { slug: 'ember-oak' } })
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toEqual({ status: 'error', code: expect.any(String), message: 'slug: "ember-oak" is taken by another brand; choose another', field: 'slug' })
    const bad = await kit.request({ method: 'PATCH', url, host: hostA, token: admin.token, payload: { slug: 'North Wind!' } })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ field: 'slug', message: 'slug: may hold only letters a-z, digits and single hyphens between them, such as acme-tools' })

    const changed = await kit.request({ method: 'PATCH', url, host: hostA, token: admin.token, payload: { name: 'Northwind Group', slug: 'northwind-group' } })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json()).toEqual({ id: admin.site.brand_id, name: 'Northwind Group', slug: 'northwind-group' })
    expect((await kit.request({ method: 'GET', url: '/api/brands/by-slug/northwind-group', host: hostA })).json().brand.name).toBe('Northwind Group')
    expect((await kit.request({ method: 'GET', url: '/api/brands/by-slug/northwind', host: hostA })).statusCode).toBe(404)
    const [event] = await t.query<{ summary: string }>(`select summary from audit_events where action = 'brand.edited' and brand_id = $1`, [admin.site.brand_id])
    expect(event!.summary).toBe('Edited the name and slug of the brand Northwind Group')

    // An editor of the brand may not.
    const editorEmail = `editor-${Date.now()}@example.org`
    const editor = await kit.openSession(editorEmail, hostA)
    await t.query(`insert into brand_members (brand_id, user_id, role) values ($1, $2, 'editor')`, [admin.site.brand_id, await kit.userId(editorEmail)])
    expect((await kit.request({ method: 'PATCH', url, host: hostA, token: editor, payload: { name: 'Mine' } })).statusCode).toBe(403)
  })
})
