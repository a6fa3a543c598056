import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { auditActions, type AuditAction } from '../src/domain/audit-event'
import { roleTable, type BrandActionTable, type RoleTable } from '../src/domain/brand-roles'
import { notificationKinds, type NotificationKind } from '../src/domain/notification'
import type { AppContext, Repositories } from './app-context'
import type { Database, Transaction } from './db/client'
import { mailPolicy, type QueuePolicy } from './jobs/job-policies'
import type { JobHandler, JobName, JobPayloads } from './jobs/job-queue'
import type { UploadStore } from './upload-store'

/** What a module's repositories are built from besides the database. */
export type RepositoryDeps = {
  /** Where uploaded files are kept. */
  uploadStore: UploadStore
  /** How long a site read by its host name may be kept in memory (0: not at all). */
  siteCacheTtlMs: number
}

/**
 * What a module's demo seed works with: the one transaction the whole demo is made in (a demo is
 * made whole or not at all), every repository, and the address of the demo's admin. On PGlite a
 * transaction holds the only connection: a seed passes `tx` to every repository it calls.
 */
export type SeedDeps = { tx: Transaction; repositories: Repositories; adminEmail: string }

/** One kind of job a module runs: how it is retried, and what runs it, made once per app. */
export type ModuleJob<Name extends JobName, Context> = {
  policy: QueuePolicy
  handler(context: Context): JobHandler<Name>
  /** For a sweep: queued a minute after the app is ready and every hour after, with what this gives then. */
  hourly?(): JobPayloads[Name]
}

/**
 * One part of the product, declared once in its `server/modules/{name}/module.ts` and registered
 * by its line in `server/modules/index.ts`. `Own` is what its setup makes for its routes, jobs and
 * hooks (a counter, a stream, the storage of its files), given to them beside the app's context.
 */
// The module list holds modules whose setups make different things; each definition is checked against its own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MarqueModule<Own extends object = any> = {
  /** The module's folder name. */
  name: string
  /** Its repositories by name, merged into `context.repositories` (their types added to `Repositories` by declaration merging). */
  repositories?(db: Database, deps: RepositoryDeps): Partial<Repositories>
  /**
   * Runs once per app before any route is registered, and makes what the module's routes, jobs and
   * hooks need besides the context; it follows the database's channels it needs here, as the
   * listener starts once the app is ready.
   */
  setup?(context: AppContext, app: FastifyInstance): Own | Promise<Own>
  /** Its Fastify plugins, registered in this order with the context and what the setup made. */
  routes?: readonly FastifyPluginAsyncZod<AppContext & Own>[]
  /** Its kinds of job (each added to `JobPayloads` by declaration merging), with their retry policies. */
  jobs?: { [Name in JobName]?: ModuleJob<Name, AppContext & Own> }
  /** Once the app is ready, after the database listener and the job queue have started. */
  onReady?(context: AppContext & Own): void | Promise<void>
  /** As the app begins to close, before its connections are waited for (open streams are ended here). */
  preClose?(context: AppContext & Own): void | Promise<void>
  /** As the app closes, before the database listener, the job queue and the database. */
  onClose?(context: AppContext & Own): void | Promise<void>
  /** Its demo data for the demo brands, made on an empty database after the seeds of the modules before it. */
  seed?(deps: SeedDeps): Promise<void>
  /** The audit-log actions about its objects (src/domain/audit-event.ts lists them all). */
  auditActions?: readonly AuditAction[]
  /** The kinds of notification it sends (src/domain/notification.ts lists them all). */
  notificationKinds?: readonly NotificationKind[]
  /** The brand-role actions it adds to the role table: its domain's table from src/domain/brand-actions/. */
  roleActions?: BrandActionTable
}

/** Declares a module (its type checked here, each piece against what the setup makes). */
export function defineModule<Own extends object = object>(definition: MarqueModule<Own>): MarqueModule<Own> {
  return definition
}

const duplicates = (names: readonly string[]) => [...new Set(names.filter((name, index) => names.indexOf(name) !== index))]

/**
 * Why a list of modules cannot make one app, or an empty list: two modules of one name or one
 * kind of job, or an audit action or notification kind that no module or two declare.
 */
export function moduleListProblems(modules: readonly MarqueModule[]): string[] {
  const problems: string[] = []
  for (const name of duplicates(modules.map((module) => module.name))) problems.push(`two modules are named "${name}"`)
  for (const kind of duplicates(modules.flatMap((module) => Object.keys(module.jobs ?? {})))) problems.push(`two modules run jobs of the kind "${kind}"`)
  const declared = <T extends string>(all: readonly T[], of: (module: MarqueModule) => readonly T[] | undefined, what: string) => {
    for (const value of all) {
      const owners = modules.filter((module) => of(module)?.includes(value)).map((module) => module.name)
      if (owners.length !== 1) problems.push(`the ${what} "${value}" is declared by ${owners.length === 0 ? 'no module' : `${owners.join(' and ')}`}`)
    }
  }
  declared(auditActions, (module) => module.auditActions, 'audit action')
  declared(notificationKinds, (module) => module.notificationKinds, 'notification kind')
  return problems
}

/** Every kind of job's retry policy: mail's, then each module's. */
export function jobPoliciesOf(modules: readonly MarqueModule[]): Record<string, QueuePolicy> {
  const policies: Record<string, QueuePolicy> = { mail: mailPolicy }
  for (const module of modules) for (const [name, job] of Object.entries(module.jobs ?? {})) policies[name] = job!.policy
  return policies
}

/** The role table of the modules' actions: the access layer checks every brand route against it. */
export function roleTableOf(modules: readonly MarqueModule[]): RoleTable {
  return roleTable(...modules.flatMap((module) => (module.roleActions ? [module.roleActions] : [])))
}
