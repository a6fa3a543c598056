import type { FastifyInstance } from 'fastify'
import type { BrandActionWords } from './access-in-openapi'

/**
 * What the document reads of a module (server/module-definition.ts): its name, the plugins that
 * register its routes, and the brand actions it adds to the role table.
 */
export type DocumentedModule = { name: string; routes?: readonly { name: string }[]; roleActions?: Readonly<Record<string, BrandActionWords>> }

/** Every brand action of the modules' role tables, by name. */
export const brandActionsOf = (modules: readonly DocumentedModule[]): ReadonlyMap<string, BrandActionWords> =>
  new Map(modules.flatMap((module) => Object.entries(module.roleActions ?? {})))

const moduleKey = Symbol('the module whose plugin this is')
type ScopeOfModule = FastifyInstance & { [moduleKey]?: string }

/**
 * Marks each scope a module's route plugin opens with the module's name, so every route added in
 * it (or in a plugin it registers in turn, whose scope inherits the mark) is known as that
 * module's. Fastify names a plugin after its function (`webhookRoutes`); a name two modules share
 * marks neither.
 */
export function followModuleScopes(app: FastifyInstance, modules: readonly DocumentedModule[]) {
  const owners = new Map<string, string | null>()
  for (const module of modules) {
    for (const plugin of module.routes ?? []) owners.set(plugin.name, owners.has(plugin.name) ? null : module.name)
  }
  app.addHook('onRegister', (scope: ScopeOfModule) => {
    const owner = owners.get(scope.pluginName)
    if (owner) scope[moduleKey] = owner
  })
}

/** The module whose plugin registered the route on this scope, if any. */
export const moduleOfScope = (scope: FastifyInstance): string | undefined => (scope as ScopeOfModule)[moduleKey]

/**
 * The tag of a route's operation (unless the route names its tags itself, `schema.tags`): the
 * module that registered it; for a route added outside any module's plugin (the built app's
 * files, which the pages module adds to the root scope, or a test's), the first segment of its
 * address under /api (`/api/reports/…` is `reports`), and `pages` outside /api.
 */
export function moduleOfRoute(url: string, registeredBy: string | undefined): string {
  return registeredBy ?? /^\/api\/([^/.]+)/.exec(url)?.[1] ?? 'pages'
}
