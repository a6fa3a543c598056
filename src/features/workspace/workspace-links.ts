import type { IntlShape } from 'react-intl'
import type { Workspace, WorkspaceBrand } from '../../domain/workspace'
import { labelText, type AppFeatures, type MenuAudience, type MenuEntry } from '../../lib/features/feature'

/** One entry of the workspace menu: where it goes and what it is called. */
export type WorkspaceLink = { label: string; to: string; group: MenuEntry['group'] }

/** Whether an entry is offered to this person, from its audience and their roles. */
function offered(audience: MenuAudience, workspace: Workspace, here: WorkspaceBrand | undefined, roles: AppFeatures['roles']): boolean {
  if (audience === 'signed-in') return true
  if (audience === 'outside-the-brand') return here === undefined
  if ('site' in audience) return workspace.site_role === 'admin'
  return here !== undefined && roles.may(here.role, audience.brand)
}

/**
 * What the workspace menu offers a person, from the features' entries (src/app/features.ts) and
 * what their role allows: their own things always, the tools of this site's brand as their role in
 * it permits, and the site's people for a site operator. Every screen of the workspace is one of
 * these, or one tab inside one. Labels are in the reader's language when `intl` is given.
 */
export function workspaceLinks({ menu, roles }: Pick<AppFeatures, 'menu' | 'roles'>, workspace: Workspace, intl?: Pick<IntlShape, 'formatMessage'>): WorkspaceLink[] {
  const here = workspace.brands.find((brand) => brand.here)
  const bases = { site: '', user: `/users/${workspace.user.id}`, brand: here ? `/brands/${here.id}` : null }
  return menu.flatMap((entry) => {
    const base = bases[entry.under]
    // An entry of the brand, or called by its name, needs this site's brand.
    const label = typeof entry.label === 'function' ? here && entry.label(here) : labelText(entry.label, intl)
    if (base === null || label === undefined || !offered(entry.shownTo, workspace, here, roles)) return []
    return [{ label, to: entry.path === '' ? base : `${base}/${entry.path}`, group: entry.group }]
  })
}
