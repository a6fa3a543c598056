import type { MarqueModule } from '../../server/module-definition'
import type { BrandRole } from '../../src/domain/brand-roles'
import type { apiClient } from './api-client'

/**
 * What the walks of every module (tests/api/platform/) ask of a module, each from a small file of
 * the module's own test folder, tests/api/{module}/: a module is walked the day it is listed in
 * server/modules/index.ts, and adding one edits no walk.
 */

/** What the route walk makes its samples with: the API client, and the site (and brand) it walks through. */
export type RouteWalk = { kit: ReturnType<typeof apiClient>; host: string; site: { id: string; brand_id: string } }

/**
 * `tests/api/{module}/route-samples.ts` exports `routeSamples`: for each path parameter the
 * module's routes name, how to get a real value for it (a card, a page) that the walk's right
 * admin may act on. Asked for once per walk, before the first call (what should exist by then is
 * made here); each value is asked for anew for every address it fills, since a call may delete what
 * it named.
 */
export type RouteSamples = (walk: RouteWalk) => Promise<Readonly<Record<string, () => Promise<string>>>>

/**
 * `tests/api/{module}/role-table.ts` exports `roleTable`: who may do each brand action the module
 * declares (its `roleActions`), written out again, so that a change to who may do what is a
 * change to this file too.
 */
export type RoleTableRows = Readonly<Record<string, readonly BrandRole[]>>

/**
 * One kind of file of the modules' test folders, by module in the module list's order, from what
 * `import.meta.glob('../*\/{file}.ts', { eager: true })` found beside tests/api/platform/; a
 * folder that is no module's is named as a mistake (its file would be walked by no one).
 */
export function partsByModule<Part>(files: Record<string, Part>, modules: readonly MarqueModule[]): Map<string, Part> {
  const byFolder = new Map(Object.entries(files).map(([file, part]) => [/^\.\.\/([^/]+)\//.exec(file)![1]!, part]))
  const names = new Set(modules.map((module) => module.name))
  const strays = [...byFolder.keys()].filter((folder) => !names.has(folder))
  if (strays.length > 0) throw new Error(`tests/api/${strays.join(', tests/api/')} ${strays.length === 1 ? 'is' : 'are'} named after no module of server/modules/index.ts`)
  return new Map(modules.flatMap((module) => (byFolder.has(module.name) ? [[module.name, byFolder.get(module.name)!] as const] : [])))
}
