import { gunzipSync } from 'node:zlib'
import { Validator } from '@seriousme/openapi-schema-validator'
import type { FastifySchema } from 'fastify'
import type { OpenAPIV3_1 } from 'openapi-types'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { Access } from '../../../server/access/route-access'
import type { MarqueApp } from '../../../server/app'
import { modules } from '../../../server/modules'
import { hostA } from '../../support/api-client'
import { backends, createTestApp } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

type Operation = OpenAPIV3_1.OperationObject<{ 'x-marque-access'?: Access }>
type Document = OpenAPIV3_1.Document

/**
 * Every route the router has, read from Fastify's own tree of them (`printRoutes`): each line is a
 * route's address after its parent's, with its methods. The built app's files (the static
 * wildcard) are files, not routes of the API.
 */
function routerRoutes(app: MarqueApp): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = []
  const trail: string[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const found = /^([│ ├└─]*)(\S+)(?: \(([A-Z, ]+)\))?$/.exec(line.replace(/\s+$/, ''))
    if (!found) continue
    const depth = found[1]!.length / 4
    trail.length = depth
    trail[depth] = found[2]!
    const url = trail.join('')
    if (url.includes('*')) continue
    for (const method of found[3]?.split(', ') ?? []) routes.push({ method, url })
  }
  return routes
}

/** The routes a caller can call: a HEAD only where it is a route of its own, not the one Fastify adds to each GET. */
function callable(routes: { method: string; url: string }[]) {
  const gets = new Set(routes.filter((route) => route.method === 'GET').map((route) => route.url))
  return routes.filter((route) => route.method !== 'HEAD' || !gets.has(route.url))
}

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}')
const operationOf = (document: Document, method: string, url: string) => document.paths?.[openApiPath(url)]?.[method.toLowerCase() as 'get'] as Operation | undefined
const answersOf = (operation: Operation) => (operation.responses ?? {}) as Record<string, OpenAPIV3_1.ResponseObject>
/** The content types of an operation's answer that declares no schema. */
const undeclaredTypes = (operation: Operation) => Object.keys(answersOf(operation)['2XX']!.content!)

/** The names a zod object schema takes, as a client sends them. */
const namesIn = (schema: unknown) => Object.keys((z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as { properties?: object }).properties ?? {})

const hasNoBody = (schema: unknown) => (z.toJSONSchema(schema as z.ZodType, { io: 'output', unrepresentable: 'any' }) as { type?: string }).type === 'null'

/** A Content-Security-Policy header, by directive. */
const directivesOf = (policy: string) => Object.fromEntries(policy.split(';').map((directive) => directive.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]))

async function documentOf(app: MarqueApp): Promise<Document> {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json', headers: { host: hostA } })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
  return response.json<Document>()
}

describe.each(backends)('the OpenAPI document at /api/openapi.json (%s)', (backend) => {
  const { t } = useTestApp(backend, { per: 'block' })

  it('is a valid OpenAPI 3.1 document, by a validator of the registry', async () => {
    const document = await documentOf(t.app)
    const validator = new Validator()
    const result = await validator.validate(document)
    expect(result.errors).toBeUndefined()
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
  })

  it('lists every route the router has, each with its request and response schemas where the route declares them', async () => {
    const document = await documentOf(t.app)
    const routes = callable(routerRoutes(t.app))
    // The walk read the router: the API, the pages and the reference itself are there.
    expect(routes).toEqual(expect.arrayContaining([{ method: 'GET', url: '/api/auth/me' }, { method: 'GET', url: '/vcard/:key' }, { method: 'GET', url: '/api/docs' }]))
    expect(routes.length).toBeGreaterThanOrEqual(150)
    const missing = routes.filter((route) => !operationOf(document, route.method, route.url)).map((route) => `${route.method} ${route.url}`)
    expect(missing).toEqual([])

    for (const route of callable(t.app.apiRoutes.map(({ method, url }) => ({ method, url })))) {
      const { schema = {} } = t.app.apiRoutes.find((api) => api.method === route.method && api.url === route.url)! as { schema?: FastifySchema }
      const operation = operationOf(document, route.method, route.url)!
      const label = `${route.method} ${route.url}`
      const parameters = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[]
      const named = (place: string) => parameters.filter((parameter) => parameter.in === place).map((parameter) => parameter.name).sort()
      // Every part of the address is a path parameter, with the schema the route gives it or a string.
      expect(named('path'), label).toEqual([...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]).sort())
      if (schema.querystring) expect(named('query'), label).toEqual(namesIn(schema.querystring).sort())
      const body = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content['application/json']?.schema as OpenAPIV3_1.SchemaObject | undefined
      if (schema.body) {
        expect(body, label).toBeDefined()
        expect(Object.keys(body!.properties ?? {}).sort(), label).toEqual(namesIn(schema.body).sort())
      } else {
        expect(body, label).toBeUndefined()
      }
      const responses = answersOf(operation)
      for (const [status, answer] of Object.entries((schema.response as Record<string, unknown> | undefined) ?? {})) {
        // `z.null()` declares an answer with no body (204).
        if (hasNoBody(answer)) expect(responses[status]!.content, `${label} answering ${status}`).toBeUndefined()
        else expect(responses[status]?.content?.['application/json']?.schema, `${label} answering ${status}`).toBeDefined()
      }
      // An answer the route declares no schema for still says its content type (or that it has no body).
      if (!schema.response) expect(responses['2XX'], label).toBeDefined()
    }
  })

  it('describes a declared answer with the fields of its zod schema', async () => {
    const document = await documentOf(t.app)
    const me = operationOf(document, 'GET', '/api/auth/me')!
    const answer = answersOf(me)['200']!.content!['application/json']!.schema as OpenAPIV3_1.SchemaObject
    expect(answer.properties).toEqual(expect.objectContaining({ id: expect.anything(), type: expect.anything(), site_id: expect.anything(), user: expect.anything() }))
    const leads = operationOf(document, 'POST', '/api/vcards/:key/leads')!
    const lead = (leads.requestBody as OpenAPIV3_1.RequestBodyObject).content['application/json']!.schema as OpenAPIV3_1.SchemaObject
    expect(lead.required).toEqual(expect.arrayContaining(['name', 'email']))
    // Answers that are not JSON say what they are.
    expect(undeclaredTypes(operationOf(document, 'GET', '/api/vcards/:key/vcard.vcf')!)).toEqual(['text/vcard'])
    expect(undeclaredTypes(operationOf(document, 'GET', '/api/notifications/stream')!)).toEqual(['text/event-stream'])
    expect(undeclaredTypes(operationOf(document, 'GET', '/vcard/:key')!)).toEqual(['text/html'])
    // A tus upload's steps answer in headers only.
    expect(answersOf(operationOf(document, 'PATCH', '/api/brands/:brandId/videos/uploads/:uploadId')!)['2XX']!.content).toBeUndefined()
  })

  it('tags each operation by its module and carries its access declaration, in words and as a bearer-token requirement', async () => {
    const document = await documentOf(t.app)
    expect(document.components?.securitySchemes?.session).toEqual(expect.objectContaining({ type: 'http', scheme: 'bearer' }))
    const tags = new Set<string>()
    for (const route of t.app.apiRoutes) {
      const operation = operationOf(document, route.method, route.url)
      if (!operation) continue
      const label = `${route.method} ${route.url}`
      expect(operation.tags, label).toHaveLength(1)
      tags.add(operation.tags![0]!)
      expect(operation['x-marque-access'], label).toEqual(route.access)
      expect(operation.description, label).toMatch(/Anyone may call it|Needs a session token/)
      if (route.access === 'public' || route.access === 'site') expect(operation.security, label).toBeUndefined()
      else expect(operation.security, label).toContainEqual({ session: [] })
    }
    // Each tag is a module of the module list (or the reference itself), and most modules have routes under /api.
    const names = ['reference', ...modules.map((module) => module.name)]
    for (const tag of tags) expect(names).toContain(tag)
    expect(tags.size).toBeGreaterThanOrEqual(modules.length - 2)
    const tagOf = (method: string, url: string) => operationOf(document, method, url)!.tags
    expect(tagOf('GET', '/api/auth/me')).toEqual(['sessions'])
    expect(tagOf('PUT', '/api/brands/:brandId/webhook')).toEqual(['webhooks'])
    expect(tagOf('GET', '/api/brands/:brandId/members')).toEqual(['brands'])
    expect(tagOf('GET', '/api/docs')).toEqual(['reference'])
    // Outside /api too: an uploaded file is the uploads module's, the manifest and a card's page the pages module's.
    expect(tagOf('GET', '/uploads/:id')).toEqual(['uploads'])
    expect(tagOf('GET', '/manifest.webmanifest')).toEqual(['pages'])
    expect(tagOf('GET', '/vcard/:key')).toEqual(['pages'])
    const webhook = operationOf(document, 'PUT', '/api/brands/:brandId/webhook')!
    expect(webhook['x-marque-access']).toEqual({ brand: 'edit-brand' })
    // In the role table's own words, with the roles that may.
    expect(webhook.description).toMatch(/whose role may edit this brand \(`edit-brand`: owner, admin\), or of one of the site's admins/)
  })

  it('answers every failed call of the API in the one error shape, {status, code, message, field?}', async () => {
    const document = await documentOf(t.app)
    const apiError = document.components!.schemas!.ApiError!
    expect(apiError).toEqual(expect.objectContaining({ type: 'object', required: ['status', 'message'] }))
    expect(Object.keys(apiError.properties!)).toEqual(['status', 'code', 'message', 'field'])
    const errorShape = { $ref: '#/components/schemas/ApiError' }
    for (const route of callable(t.app.apiRoutes.map(({ method, url }) => ({ method, url })))) {
      const responses = answersOf(operationOf(document, route.method, route.url)!)
      for (const status of ['4XX', '5XX']) expect(responses[status]?.content?.['application/json']?.schema, `${route.method} ${route.url} ${status}`).toEqual(errorShape)
    }
    // The access check's own refusals, with their reasons.
    const signedIn = answersOf(operationOf(document, 'GET', '/api/auth/me')!)
    expect(signedIn['401']?.content?.['application/json']?.schema).toEqual(errorShape)
    const brandRoute = answersOf(operationOf(document, 'PUT', '/api/brands/:brandId/webhook')!)
    expect(Object.keys(brandRoute)).toEqual(expect.arrayContaining(['200', '401', '403', '404']))
  })

  it('is made once, on its first request, answered the same after, compressed, and revalidated by its ETag', async () => {
    const [first, second] = await Promise.all([documentOf(t.app), documentOf(t.app)])
    expect(second).toEqual(first)
    const plain = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { host: hostA } })
    expect(plain.headers['cache-control']).toBe('no-cache')
    const gzipped = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { host: hostA, 'accept-encoding': 'gzip, br' } })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual(first)
    const again = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { host: hostA, 'if-none-match': String(plain.headers.etag) } })
    expect(again.statusCode).toBe(304)
  })
})

describe.each(backends)('the OpenAPI document and routes added by any plugin (%s)', (backend) => {
  it('lists a route registered after the app was built, with its access and schemas', async () => {
    const t = await createTestApp(backend, {}, {
      prepare: (app) =>
        app.register(async (scope) => {
          scope.post(
            '/api/reports/:reportId',
            { config: { access: { site: 'admin' } }, schema: { params: z.object({ reportId: z.uuid() }), body: z.object({ title: z.string().max(80) }), response: { 201: z.object({ id: z.uuid() }) } } },
            async () => ({ id: '00000000-0000-4000-8000-000000000000' }),
          )
        }),
    })
    try {
      const report = operationOf(await documentOf(t.app), 'POST', '/api/reports/:reportId')!
      expect(report.tags).toEqual(['reports'])
      expect(report['x-marque-access']).toEqual({ site: 'admin' })
      expect(report.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'reportId', required: true, schema: expect.objectContaining({ format: 'uuid' }) })])
      expect((report.requestBody as OpenAPIV3_1.RequestBodyObject).content['application/json']!.schema).toEqual(expect.objectContaining({ properties: { title: { type: 'string', maxLength: 80 } } }))
      expect(Object.keys(answersOf(report))).toEqual(expect.arrayContaining(['201', '401', '403', '4XX', '5XX']))
    } finally {
      await t.close()
    }
  })
})

describe.each(backends)('the API reference at /api/docs (%s)', (backend) => {
  const { t, kit } = useTestApp(backend, { per: 'block' })

  it('is a page under the app policy, with nothing inline, whose scripts and styles are files of the server', async () => {
    const page = await kit.request({ method: 'GET', url: '/api/docs', host: hostA })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    const policy = directivesOf(String(page.headers['content-security-policy']))
    expect(policy['script-src']).toEqual(["'self'"])
    expect(policy['style-src']).toEqual(["'self'"])
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>|<style/)
    const files = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!)
    expect(files).toEqual(['/api/docs/swagger-ui.css', '/api/docs/swagger-ui-bundle.js', '/api/docs/reference.js'])
    for (const file of files) {
      const response = await kit.request({ method: 'GET', url: file, host: hostA, headers: { 'accept-encoding': 'gzip' } })
      expect(response.statusCode, file).toBe(200)
      expect(response.headers['content-type'], file).toMatch(file.endsWith('.css') ? /^text\/css/ : /^text\/javascript/)
      expect(response.headers['content-encoding'], file).toBe('gzip')
      // Revalidated, not kept: the files change with the server's packages.
      expect(response.headers['cache-control'], file).toBe('no-cache')
      const again = await kit.request({ method: 'GET', url: file, host: hostA, headers: { 'if-none-match': String(response.headers.etag) } })
      expect(again.statusCode, file).toBe(304)
    }
    const start = await kit.request({ method: 'GET', url: '/api/docs/reference.js', host: hostA })
    expect(start.body).toContain("url: '/api/openapi.json'")
    expect(t.app.hasRoute({ method: 'GET', url: '/api/docs' })).toBe(true)
  })
})
