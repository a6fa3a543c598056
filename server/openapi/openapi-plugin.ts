import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import fastifyPlugin from 'fastify-plugin'
import { projectRoot } from '../project-root'
import { apiReferenceRoutes } from './api-reference'
import type { DocumentedRoute } from './openapi-document'
import { madeOnFirstUse, revalidatedFile, sendRevalidated } from './revalidated-file'
import { brandActionsOf, followModuleScopes, moduleOfScope, type DocumentedModule } from './route-module'

const introduction = [
  'Every call goes to the host name of a site: the site is always the one the host name serves, and a session token works only on the site it was issued on.',
  'Sign in with `POST /api/auth/tokens` (`{email}` mails a code; `{email, code}` answers `{token}`), then send `Authorization: Bearer <token>`.',
  'Each operation says who may call it, in words and in `x-marque-access` (the route\'s own declaration); every failed answer is `{status: "error", message, field?}`.',
].join('\n\n')

async function apiVersion(): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }
  return manifest.version
}

/**
 * The API described: `GET /api/openapi.json` (OpenAPI 3.1) and its readable reference at
 * `GET /api/docs`. Registered before the modules, so it hears each route as it is added, and which
 * module's plugin added it; the document is made from them on its first request and kept (the
 * routes do not change while the server runs).
 */
async function openApiPlugin(app: FastifyInstance, { modules }: { modules: readonly DocumentedModule[] }) {
  const routes: DocumentedRoute[] = []
  followModuleScopes(app, modules)
  app.addHook('onRoute', function (this: FastifyInstance, route) {
    routes.push({ ...route, module: moduleOfScope(this) })
  })

  const document = madeOnFirstUse(async () => {
    const { openApiDocument } = await import('./openapi-document')
    const info = { title: 'Marque API', version: await apiVersion(), description: introduction }
    const made = await openApiDocument(routes, { info, brandActions: brandActionsOf(modules) })
    return revalidatedFile('application/json; charset=utf-8', Buffer.from(JSON.stringify(made)))
  })
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { tags: ['reference'], produces: ['application/json'] } }, async (request, reply) =>
    sendRevalidated(request, reply, await document()),
  )
  apiReferenceRoutes(app)
}

/** Wrapped so its hook hears the routes of every plugin registered after it, not only its own. */
export const openApi = fastifyPlugin(openApiPlugin, { name: 'marque-openapi', fastify: '5.x' })
