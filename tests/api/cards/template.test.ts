import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { hostA } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

const address = { street: '1 Harbour Row', locality: 'Bristol', region: '', postal_code: 'BS1 4RN', country: 'United Kingdom' }

describe.each(backends)("a brand's card template (%s)", (backend) => {
  const { t, kit } = useTestApp(backend)

  async function brandPeople() {
    const admin = await kit.openSession('admin@example.com', hostA, 'admin')
    const { brand_id } = await kit.siteOf(hostA)
    const editorEmail = `editor-${randomBytes(3).toString('hex')}@example.org`
    const editor = await kit.openSession(editorEmail, hostA)
    await t.query('insert into brand_members (brand_id, user_id, role) values ($1, $2, $3)', [brand_id, await kit.userId(editorEmail), 'editor'])
    const call = (token: string, method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, payload?: object) => kit.request({ method, url: `/api/brands/${brand_id}${url}`, host: hostA, token, ...(payload ? { payload } : {}) })
    return { admin, editor, call }
  }

  it('locks the organisation and the address on every card, old and new, and refuses an editor who changes them', async () => {
    const { admin, editor, call } = await brandPeople()
    const key = `before-${randomBytes(3).toString('hex')}`
    const older = (await call(editor, 'POST', '/vcards', { key, given_name: 'Older', organisation: 'Freelance' })).json<{ id: string }>()

    // An editor may read the template, not set it.
    expect((await call(editor, 'PUT', '/card-template', { values: { organisation: 'Mine' }, locked: [] })).statusCode).toBe(403)
    const set = await call(admin, 'PUT', '/card-template', { values: { organisation: 'Northwind Studio Ltd', address, colors: { primary: '#1d4ed8' } }, locked: ['organisation', 'address'] })
    expect(set.statusCode, set.body).toBe(200)
    expect((await call(editor, 'GET', '/card-template')).json()).toEqual({ values: { organisation: 'Northwind Studio Ltd', address, colors: { primary: '#1d4ed8' } }, locked: ['organisation', 'address'] })

    // The card made before has the locked values now; its colours were not locked and stay its own.
    const olderNow = (await call(editor, 'GET', `/vcards/${older.id}`)).json<{ organisation: string; address: object; colors: object }>()
    expect(olderNow).toMatchObject({ organisation: 'Northwind Studio Ltd', address, colors: {} })

    // A new card starts from the template: locked fields and the colours it leaves empty.
    const made = (await call(editor, 'POST', '/vcards', { key: `after-${randomBytes(3).toString('hex')}`, given_name: 'Newer' })).json<{ id: string; organisation: string; address: object; colors: object }>()
    expect(made).toMatchObject({ organisation: 'Northwind Studio Ltd', address, colors: { primary: '#1d4ed8' } })

    // Changing a locked field is refused, naming it; sending it unchanged (as the editor's form does) is fine.
    const refused = await call(editor, 'PATCH', `/vcards/${made.id}`, { organisation: 'Moonlighting' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ field: 'organisation', message: "organisation: is set by the brand's card template; a brand admin can change it there" })
    expect((await call(editor, 'PATCH', `/vcards/${made.id}`, { organisation: 'Northwind Studio Ltd', address, job_title: 'Designer' })).statusCode).toBe(200)
    expect((await call(editor, 'PATCH', `/vcards/${made.id}`, { colors: { primary: '#047857' } })).statusCode).toBe(200)

    // An import follows the template too: a row with another organisation is a problem of its row.
    const imported = await call(editor, 'POST', '/vcards/import', { csv: 'given_name,family_name,organisation\nIda,Imported,\nJon,Other,Elsewhere Inc', dry_run: true })
    expect(imported.statusCode).toBe(422)
    expect(imported.json()).toMatchObject({ problems: [{ row: 3, field: 'organisation', message: "is set by the brand's card template; a brand admin can change it there" }] })

    // Unlocked, the organisation is the editor's again.
    expect((await call(admin, 'PUT', '/card-template', { values: {}, locked: [] })).statusCode).toBe(200)
    expect((await call(editor, 'PATCH', `/vcards/${made.id}`, { organisation: 'Moonlighting' })).statusCode).toBe(200)
  })

  it('locks the design: every card takes its layout, photo shape and cover colour, and another design is refused', async () => {
    const { admin, editor, call } = await brandPeople()
    const older = (await call(editor, 'POST', '/vcards', { key: `design-${randomBytes(3).toString('hex')}`, given_name: 'Older', design: { layout: 'classic', photo_shape: 'square' } })).json<{ id: string }>()
    const design = { layout: 'cover', photo_shape: 'circle', cover_color: '#0f766e' }
    expect((await call(admin, 'PUT', '/card-template', { values: { design }, locked: ['design'] })).statusCode).toBe(200)

    expect((await call(editor, 'GET', `/vcards/${older.id}`)).json()).toMatchObject({ design })
    const made = (await call(editor, 'POST', '/vcards', { key: `design-${randomBytes(3).toString('hex')}`, given_name: 'Newer', published: true })).json<{ id: string; key: string; design: object }>()
    expect(made.design).toEqual(design)
    const page = await kit.request({ method: 'GET', url: `/vcard/${made.key}`, host: hostA })
    expect(page.body).toContain('mqc-layout-cover')

    const refused = await call(editor, 'PATCH', `/vcards/${made.id}`, { design: { ...design, layout: 'classic' } })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ field: 'design', message: "design: is set by the brand's card template; a brand admin can change it there" })
    // The editor's form sends the design it shows: the locked one, unchanged, saves.
    expect((await call(editor, 'PATCH', `/vcards/${made.id}`, { design, job_title: 'Designer' })).statusCode).toBe(200)
    expect((await call(admin, 'PUT', '/card-template', { values: {}, locked: [] })).statusCode).toBe(200)
  })

  it('refuses a template that locks a field it gives no value, or names a field twice or one it does not know', async () => {
    const { admin, call } = await brandPeople()
    for (const [payload, message] of [
      [{ values: {}, locked: ['address'] }, 'locked.0: must have a value in the template to lock address'],
      [{ values: { organisation: 'X' }, locked: ['organisation', 'organisation'] }, 'locked: must name each field once'],
      [{ values: {}, locked: ['bio'] }, 'locked.0: must be one of: organisation, address, colors, design'],
      [{ values: { colors: { primary: 'blue' } }, locked: [] }, 'values.colors.primary'],
    ] as const) {
      const answer = await call(admin, 'PUT', '/card-template', payload)
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400)
      expect(answer.json<{ message: string }>().message).toContain(message)
    }
    expect((await call(admin, 'GET', '/card-template')).json()).toEqual({ values: {}, locked: [] })
  })
})
