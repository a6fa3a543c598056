import type { Repositories } from './app-context'
import type { Database } from './db/client'
import type { MarqueModule, RepositoryDeps } from './module-definition'
import { modules as productModules } from './modules'

/**
 * Every module's repositories over one database, built once per app (and by the seed and the
 * operator commands), of the modules given or else of every module in the list: a module reaches another module's data through these, never through its routes.
 */
export function createRepositories(db: Database, deps: RepositoryDeps, modules: readonly MarqueModule[] = productModules): Repositories {
  const repositories: Record<string, unknown> = {}
  for (const module of modules) {
    for (const [name, repository] of Object.entries(module.repositories?.(db, deps) ?? {})) {
      if (name in repositories) throw new Error(`Two modules have a repository named "${name}" (the second is ${module.name})`)
      repositories[name] = repository
    }
  }
  return repositories as unknown as Repositories
}
