import { brandRoleMay } from '../../domain/brand-roles'
import type { Workspace } from '../../domain/workspace'

/** One entry of the workspace menu: where it goes and what it is called. */
export type WorkspaceLink = { label: string; to: string; group: 'you' | 'brand' | 'site' }

/**
 * What the workspace menu offers a person, from what their role allows: their own things always,
 * the tools of this site's brand as their role in it permits, and the site's people and host names
 * for a site operator. Every screen of the workspace is one of these, or one tab inside one.
 */
export function workspaceLinks(workspace: Workspace): WorkspaceLink[] {
  const me = workspace.user.id
  const links: WorkspaceLink[] = [{ label: 'Dashboard', to: '/profile', group: 'you' }]
  const here = workspace.brands.find((brand) => brand.here)
  if (here) {
    const brand = `/brands/${here.id}`
    links.push({ label: here.name, to: brand, group: 'brand' })
    if (brandRoleMay(here.role, 'edit-cards')) links.push({ label: 'Cards', to: `${brand}/vcards`, group: 'brand' })
    if (brandRoleMay(here.role, 'edit-pages')) links.push({ label: 'Pages', to: `${brand}/pages`, group: 'brand' })
    if (brandRoleMay(here.role, 'read-leads')) links.push({ label: 'Leads', to: `${brand}/leads`, group: 'brand' })
    if (brandRoleMay(here.role, 'manage-videos')) links.push({ label: 'Videos', to: `${brand}/videos`, group: 'brand' })
    if (brandRoleMay(here.role, 'offer-appointments')) links.push({ label: 'Appointments', to: `${brand}/appointments`, group: 'brand' })
    if (brandRoleMay(here.role, 'manage-members')) links.push({ label: 'Members', to: `${brand}/admins`, group: 'brand' })
    if (brandRoleMay(here.role, 'edit-brand')) links.push({ label: 'Brand settings', to: `${brand}/edit`, group: 'brand' })
    if (brandRoleMay(here.role, 'manage-sites')) links.push({ label: 'Sites', to: `${brand}/sites`, group: 'brand' })
  } else {
    links.push({ label: 'Brands', to: '/brands', group: 'brand' })
  }
  links.push(
    { label: 'Your cards and brands', to: `/users/${me}`, group: 'you' },
    { label: 'Messages', to: `/users/${me}/messages`, group: 'you' },
    { label: 'Notifications', to: `/users/${me}/notifications`, group: 'you' },
    { label: 'Profile', to: `/users/${me}/edit`, group: 'you' },
    { label: 'Activity', to: `/users/${me}/events`, group: 'you' },
  )
  if (workspace.site_role === 'admin') links.push({ label: 'Users', to: '/users', group: 'site' })
  return links
}
