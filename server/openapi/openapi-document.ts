import Fastify, { type FastifySchema, type RouteOptions } from 'fastify'
import { createJsonSchemaTransform } from 'fastify-type-provider-zod'
import type { SwaggerTransform } from '@fastify/swagger'
import type { OpenAPIV3_1 } from 'openapi-types'
import type { Access } from '../access/route-access'
import { accessExtension, accessInWords, accessRefusals, accessSecurity, securitySchemes, type BrandActionWords } from './access-in-openapi'
import { apiErrorComponent, apiErrorJsonSchema, errorResponses } from './api-error-in-openapi'
import { moduleOfRoute } from './route-module'
import { undeclaredAnswerTypes } from './undeclared-answers'

/** What the document needs of a route, as the router was given it, and the module whose plugin added it. */
export type DocumentedRoute = Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config' | 'constraints'> & { module?: string }

/** Where a route given to swagger's app carries its module, for the transform to read. */
const moduleConfig = Symbol('module')

type Operation = OpenAPIV3_1.OperationObject<{ [accessExtension]?: Access }>

const methodsOf = (route: DocumentedRoute) => [route.method].flat()

/**
 * The routes the document lists: all but the built app's files (the static wildcard), and a HEAD
 * only where it is a route of its own (the tus upload's), not the one Fastify adds to every GET.
 */
function documentedRoutes(routes: readonly DocumentedRoute[]): DocumentedRoute[] {
  const gets = new Set(routes.filter((route) => methodsOf(route).includes('GET')).map((route) => route.url))
  return routes.flatMap((route) => {
    if (route.url.includes('*')) return []
    const methods = methodsOf(route).filter((method) => method !== 'HEAD' || !gets.has(route.url))
    return methods.length > 0 ? [{ ...route, method: methods }] : []
  })
}

/** The answer of a route that declares no schema for it: its content type, with no more promised. */
function undeclaredAnswer(method: string, url: string, schema: FastifySchema | undefined) {
  const types = undeclaredAnswerTypes(method, url, schema)
  // A `null` schema is how @fastify/swagger writes an answer with no body.
  if (types.length === 0) return { '2XX': { type: 'null', description: 'Success, with no body: the headers say what happened' } }
  const content = Object.fromEntries(types.map((type) => [type, { schema: type.endsWith('json') ? {} : { type: 'string' } }]))
  return { '2XX': { description: 'Success. The route declares no schema for its answer, only its content type when it has a body', content } }
}

/**
 * Each route's operation from its own zod schemas (the zod type provider's transform), tagged by
 * its module, with its access declaration (`x-marque-access`), in words and as a security
 * requirement; undeclared answers by their content type.
 */
function operationTransform(brandActions: ReadonlyMap<string, BrandActionWords>): SwaggerTransform {
  const fromZod = createJsonSchemaTransform({})
  return (document) => {
    const { schema: declared = {} } = fromZod(document) as { schema?: FastifySchema }
    const { route, url } = document
    const access = route.config?.access
    const method = methodsOf(route)[0]!
    const brandAction = access && typeof access === 'object' && 'brand' in access ? brandActions.get(access.brand) : undefined
    const words = [declared.description, access && accessInWords(access, brandAction)].filter(Boolean).join('\n\n')
    const schema: FastifySchema & Record<string, unknown> = {
      ...declared,
      tags: declared.tags ?? [moduleOfRoute(url, (route.config as { [moduleConfig]?: string } | undefined)?.[moduleConfig])],
      ...(words ? { description: words } : {}),
      ...(access ? { [accessExtension]: access, security: accessSecurity(access, route.config ?? {}) } : {}),
      response: declared.response ?? undeclaredAnswer(method, url, declared),
    }
    return { schema, url }
  }
}

/**
 * Adds the error shape and, to every operation with an access declaration, the failed answers it
 * may give (after its own answers, which win where the route declared a status itself).
 */
function withErrors(document: OpenAPIV3_1.Document): OpenAPIV3_1.Document {
  for (const path of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(path ?? {}) as Operation[]) {
      // swagger's placeholder for a declared answer with no description of its own
      for (const [status, response] of Object.entries(operation.responses ?? {}) as [string, OpenAPIV3_1.ResponseObject][]) {
        if (response.description === 'Default Response') response.description = /^[45]/.test(status) ? 'The request was refused' : 'Success'
      }
      const access = operation[accessExtension]
      if (!access) continue
      const refusals = Object.entries(errorResponses(accessRefusals(access))).filter(([status]) => !(status in operation.responses!))
      operation.responses = { ...operation.responses, ...Object.fromEntries(refusals) }
    }
  }
  document.components = { ...document.components, schemas: { ...document.components?.schemas, [apiErrorComponent]: apiErrorJsonSchema() } }
  return document
}

const schemaKeptAsGiven = () => () => true
const jsonAsGiven = () => () => (data: unknown) => JSON.stringify(data)

/**
 * The OpenAPI 3.1 document of these routes, made by @fastify/swagger. It is made on the first
 * request for it, not at start: swagger is loaded then, into an app of its own that is given the
 * routes again (their schemas and declarations, with no handler), so the server's start pays for
 * none of it. Its compilers take the zod schemas as they are; nothing is validated there.
 */
export async function openApiDocument(
  routes: readonly DocumentedRoute[],
  { info, brandActions }: { info: OpenAPIV3_1.InfoObject; brandActions: ReadonlyMap<string, BrandActionWords> },
): Promise<OpenAPIV3_1.Document> {
  const { default: fastifySwagger } = await import('@fastify/swagger')
  const describer = Fastify({ exposeHeadRoutes: false, schemaController: { compilersFactory: { buildValidator: schemaKeptAsGiven as never, buildSerializer: jsonAsGiven as never } } })
  try {
    await describer.register(fastifySwagger, {
      openapi: { openapi: '3.1.0', info, components: { securitySchemes } },
      // The HEAD routes given are routes of their own (documentedRoutes); swagger leaves HEAD out unless told.
      exposeHeadRoutes: true,
      transform: operationTransform(brandActions),
      transformObject: (document) => withErrors((document as { openapiObject: OpenAPIV3_1.Document }).openapiObject),
    })
    for (const route of documentedRoutes(routes)) {
      const config = { ...route.config, [moduleConfig]: route.module }
      describer.route({ method: route.method, url: route.url, schema: route.schema, config, constraints: route.constraints, handler: () => undefined })
    }
    await describer.ready()
    return describer.swagger() as OpenAPIV3_1.Document
  } finally {
    await describer.close()
  }
}
