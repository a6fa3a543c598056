import { describe, expect, it } from 'vitest'
import type { Workspace } from '../../../src/domain/workspace'
import { workspaceLinks } from '../../../src/features/workspace/workspace-links'

const brandHere = { id: 'b1', name: 'Northwind Studio', slug: 'northwind', here: true }

function workspaceAs(role: Workspace['brands'][number]['role'] | null, siteRole = 'member'): Workspace {
  return {
    user: { id: 'u1', name: 'Ana', email: 'ana@example.org' },
    site_role: siteRole,
    brands: role ? [{ ...brandHere, role }] : [],
    cards: [],
    unread: { messages: 0, notifications: 0 },
    attention: [],
  }
}

const labels = (workspace: Workspace) => workspaceLinks(workspace).map((link) => link.label)
const own = ['Dashboard', 'Your cards and brands', 'Messages', 'Notifications', 'Profile', 'Activity']

describe('the workspace menu', () => {
  it('offers each brand role the tools the role table gives it, and nothing more', () => {
    expect(labels(workspaceAs('owner'))).toEqual([...own.slice(0, 1), 'Northwind Studio', 'Cards', 'Pages', 'Leads', 'Videos', 'Appointments', 'Members', 'Brand settings', 'Sites', ...own.slice(1)])
    expect(labels(workspaceAs('admin'))).toEqual([...own.slice(0, 1), 'Northwind Studio', 'Cards', 'Pages', 'Leads', 'Videos', 'Appointments', 'Members', 'Brand settings', 'Sites', ...own.slice(1)])
    expect(labels(workspaceAs('editor'))).toEqual([...own.slice(0, 1), 'Northwind Studio', 'Cards', 'Pages', 'Leads', 'Videos', 'Appointments', ...own.slice(1)])
    expect(labels(workspaceAs('member'))).toEqual([...own.slice(0, 1), 'Northwind Studio', 'Appointments', ...own.slice(1)])
  })

  it('adds the site’s people for a site operator, and the list of brands for someone outside the brand', () => {
    expect(labels(workspaceAs('operator', 'admin'))).toContain('Users')
    expect(labels(workspaceAs(null))).toEqual([...own.slice(0, 1), 'Brands', ...own.slice(1)])
    expect(labels(workspaceAs(null))).not.toContain('Users')
  })

  it('points at the person’s own pages and the brand of this site', () => {
    const links = Object.fromEntries(workspaceLinks(workspaceAs('owner')).map((link) => [link.label, link.to]))
    expect(links).toMatchObject({
      Dashboard: '/profile',
      'Northwind Studio': '/brands/b1',
      Cards: '/brands/b1/vcards',
      Pages: '/brands/b1/pages',
      Videos: '/brands/b1/videos',
      Appointments: '/brands/b1/appointments',
      Members: '/brands/b1/admins',
      'Brand settings': '/brands/b1/edit',
      Sites: '/brands/b1/sites',
      Messages: '/users/u1/messages',
      Notifications: '/users/u1/notifications',
      Profile: '/users/u1/edit',
      Activity: '/users/u1/events',
    })
  })
})
