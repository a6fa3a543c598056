import { z } from 'zod'

/** A person's place in a brand, from most to least trusted. */
export const brandRoles = ['owner', 'admin', 'editor', 'member'] as const
export const brandRoleSchema = z.enum(brandRoles)
export type BrandRole = z.infer<typeof brandRoleSchema>

/**
 * One thing that can be done in a brand: the roles that may do it (a site's operator may do
 * everything), and what it is called where a refused person reads why ("edit this brand's cards").
 */
export type BrandActionDefinition = { roles: readonly BrandRole[]; words: ActionWords }

/** An action's words: a message of the catalog, said in the reader's language. */
export type ActionWords = { id: string; defaultMessage: string }

/** A domain's actions by name. */
export type BrandActionTable = Readonly<Record<string, BrandActionDefinition>>

/**
 * Every domain's action table, by domain. This file knows none of them: each domain's file in
 * `brand-actions/` adds its own, so an action is named once, beside the domain it guards:
 *
 *     declare module '../brand-roles' { interface BrandActionTables { cards: typeof cardActions } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface BrandActionTables {}

/** What can be done in a brand: an action of any domain's table. */
export type BrandAction = { [Domain in keyof BrandActionTables]: keyof BrandActionTables[Domain] & string }[keyof BrandActionTables]

/** Declares a domain's actions: each is checked against the kit, and their names stay the table's keys. */
export function brandActionTable<const Table extends BrandActionTable>(table: Table): Table {
  return table
}

/**
 * The role table, composed from the domains' tables: the server's access layer checks each /api
 * route against it and the app shows only what it allows, so a rule is written once
 * (docs/workspace.md).
 */
export type RoleTable = {
  /** Every action, in the order of the tables it was composed from. */
  readonly actions: readonly BrandAction[]
  /** Whether an action of this name is in the table (a route declaring any other cannot start). */
  has(name: unknown): name is BrandAction
  /** Whether a brand role, or a site's operator (`'operator'`), may do an action; nobody may do one the table lacks. */
  may(role: BrandRole | 'operator' | null, action: BrandAction): boolean
  /** What an action is called where a person reads why they were refused. */
  words(action: BrandAction): ActionWords
}

/** Composes the role table from domains' action tables; an action declared twice is a mistake, named at once. */
export function roleTable(...tables: readonly BrandActionTable[]): RoleTable {
  const definitions = new Map<string, BrandActionDefinition>()
  for (const table of tables) {
    for (const [action, definition] of Object.entries(table)) {
      if (definitions.has(action)) throw new Error(`The brand action "${action}" is declared by two domains' tables; give each its own name`)
      definitions.set(action, definition)
    }
  }
  const has = (name: unknown): name is BrandAction => typeof name === 'string' && definitions.has(name)
  return {
    actions: [...definitions.keys()] as BrandAction[],
    has,
    may(role, action) {
      if (!has(action)) return false
      return role === 'operator' || (role !== null && definitions.get(action)!.roles.includes(role))
    },
    words(action) {
      const definition = definitions.get(action)
      if (!definition) throw new Error(`The brand action "${action}" is in no table this role table was composed from`)
      return definition.words
    },
  }
}
