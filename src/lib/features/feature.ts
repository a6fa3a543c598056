import type { IntlShape, MessageDescriptor } from 'react-intl'
import { roleTable, type BrandAction, type BrandActionTable, type RoleTable } from '../../domain/brand-roles'

/**
 * What a menu entry or a tab is called: a message of its feature's area (`defineMessage`), shown in
 * the reader's language; plain words are shown as they are.
 */
export type Label = string | MessageDescriptor

/** A label in the reader's language; without one, in the code's own English. */
export const labelText = (label: Label, intl?: Pick<IntlShape, 'formatMessage'>): string =>
  typeof label === 'string' ? label : intl ? intl.formatMessage(label) : String(label.defaultMessage ?? label.id)

/** The workspace menu's groups, in the order the menu shows them. */
export const menuGroups = ['you', 'brand', 'site'] as const
export type MenuGroup = (typeof menuGroups)[number]

/**
 * Who is offered a menu entry, in the words the server's routes use to say who may call them:
 * everyone signed in, who may do an action in this site's brand, a person outside that brand, or
 * the site's admins.
 */
export type MenuAudience = 'signed-in' | { brand: BrandAction } | 'outside-the-brand' | { site: 'admin' }

/** One entry of the workspace menu. */
export type MenuEntry = {
  /** What it is called; the brand's own entry is called by the brand's name. */
  label: Label | ((brand: { name: string }) => string)
  group: MenuGroup
  /** Where it goes: a path under this site's brand (`/brands/{id}/…`), under the person (`/users/{id}/…`), or on the site. */
  under: 'brand' | 'user' | 'site'
  /** The path below `under`; empty for the brand's or the person's overview. */
  path: string
  shownTo: MenuAudience
  /** Where it stands in its group, smaller first (steps of ten, so a new entry fits between two). */
  order: number
}

/**
 * The groups of the brand's tabs, in the order the row shows them: the brand's own, what it
 * publishes, what it sells and earns, and its contacts.
 */
export const tabGroups = ['brand', 'publishing', 'sales', 'contacts'] as const
export type TabGroup = (typeof tabGroups)[number]

/** One tab of the brand's sections (`/brands/{id}/…`) or the person's (`/users/{id}/…`). */
export type SectionTab = {
  label: Label
  /** The path below the brand or the person; empty for the overview. */
  path: string
  /** The brand's tabs stand by group; the person's few have none. */
  group?: TabGroup
  /** Where it stands in its group (or its row), smaller first (steps of ten). */
  order: number
}

/**
 * One tab of the brand's sections, with the action a person's role needs for it to be shown: the
 * one the server's routes ask for to read its screen (`access: { brand: … }` of its GET routes),
 * so a tab shown opens a screen the server answers. What the screen changes is gated control by
 * control (`needs()`, src/features/workspace/use-may-in-brand.ts); a planned screen names an
 * action only the brand's admins have.
 */
export type BrandTab = SectionTab & { shownTo: BrandAction }

/**
 * What a feature adds to the workspace, declared in its own `feature.ts` and registered by one line
 * in `src/app/features.ts`: the role actions its screens check (its domain's table, from
 * `src/domain/brand-actions/`), its menu entries and its tabs.
 */
export type Feature = {
  roleActions?: BrandActionTable
  menu?: readonly MenuEntry[]
  brandTabs?: readonly BrandTab[]
  userTabs?: readonly SectionTab[]
}

/** Every feature's declarations, composed once for the app (given to screens through `FeaturesProvider`). */
export type AppFeatures = {
  roles: RoleTable
  /** The menu's entries by group, then by order. */
  menu: readonly MenuEntry[]
  brandTabs: readonly BrandTab[]
  userTabs: readonly SectionTab[]
}

const byOrder = <Entry extends { order: number }>(entries: Entry[]) => entries.sort((a, b) => a.order - b.order)
const groupIndex = (tab: SectionTab) => (tab.group ? tabGroups.indexOf(tab.group) : -1)
const byGroupThenOrder = <Tab extends SectionTab>(tabs: Tab[]) => byOrder(tabs).sort((a, b) => groupIndex(a) - groupIndex(b))

/** Composes the features' declarations; entries of equal order keep the order of the list. */
export function composeFeatures(features: readonly Feature[]): AppFeatures {
  const menu = byOrder(features.flatMap((feature) => feature.menu ?? []))
  return {
    roles: roleTable(...features.flatMap((feature) => (feature.roleActions ? [feature.roleActions] : []))),
    menu: menuGroups.flatMap((group) => menu.filter((entry) => entry.group === group)),
    brandTabs: byGroupThenOrder(features.flatMap((feature) => feature.brandTabs ?? [])),
    userTabs: byGroupThenOrder(features.flatMap((feature) => feature.userTabs ?? [])),
  }
}

/** A person's role in a brand as the role table reads it: a brand role, `operator` for the site's admins, or none. */
export type RoleInBrand = Parameters<RoleTable['may']>[0]

/** The brand's tabs a role is shown: those whose action the role table lets it do, in the row's order. */
export function brandTabsFor({ brandTabs, roles }: Pick<AppFeatures, 'brandTabs' | 'roles'>, role: RoleInBrand): BrandTab[] {
  return brandTabs.filter((tab) => roles.may(role, tab.shownTo))
}

/**
 * The brand tab a path below the brand opens as its own screen (`''` the overview, `pages`), if any:
 * an item's screen below a tab (`vcards/{id}`) is not the tab's, and decides for itself whom it shows.
 */
export function brandTabAt(brandTabs: readonly BrandTab[], below: string): BrandTab | undefined {
  const path = below.replace(/^\/+|\/+$/g, '')
  return brandTabs.find((tab) => tab.path === path)
}
