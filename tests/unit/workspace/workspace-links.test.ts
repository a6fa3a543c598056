// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { appFeatures } from '../../../src/app/features'
import type { Workspace } from '../../../src/domain/workspace'
import { workspaceLinks } from '../../../src/features/workspace/workspace-links'
import { labelText } from '../../../src/lib/features/feature'

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

const links = (workspace: Workspace) => workspaceLinks(appFeatures, workspace)
const labels = (workspace: Workspace) => links(workspace).map((link) => link.label)
const own = ['Dashboard', 'Your cards and brands', 'Messages', 'Notifications', 'Profile', 'Activity']

describe('the workspace menu', () => {
  it('offers each brand role the tools the role table gives it, and nothing more', () => {
    expect(labels(workspaceAs('owner'))).toEqual([...own, 'Northwind Studio', 'Cards', 'Pages', 'Leads', 'Videos', 'Appointments', 'Members', 'Brand settings', 'Sites'])
    expect(labels(workspaceAs('admin'))).toEqual([...own, 'Northwind Studio', 'Cards', 'Pages', 'Leads', 'Videos', 'Appointments', 'Members', 'Brand settings', 'Sites'])
    expect(labels(workspaceAs('editor'))).toEqual([...own, 'Northwind Studio', 'Cards', 'Pages', 'Leads', 'Videos', 'Appointments'])
    expect(labels(workspaceAs('member'))).toEqual([...own, 'Northwind Studio', 'Appointments'])
  })

  it('puts each entry in its group, the person’s own things first and the site’s last', () => {
    const groups = links(workspaceAs('operator', 'admin')).map((link) => link.group)
    expect(groups).toEqual([...own.map(() => 'you'), ...Array<string>(9).fill('brand'), 'site'])
  })

  it('adds the site’s people for a site operator, and the list of brands for someone outside the brand', () => {
    expect(labels(workspaceAs('operator', 'admin'))).toContain('Users')
    expect(labels(workspaceAs(null))).toEqual([...own, 'Brands'])
    expect(labels(workspaceAs(null))).not.toContain('Users')
  })

  it('points at the person’s own pages and the brand of this site', () => {
    const to = Object.fromEntries(links(workspaceAs('owner')).map((link) => [link.label, link.to]))
    expect(to).toMatchObject({
      Dashboard: '/profile',
      'Your cards and brands': '/users/u1',
      'Northwind Studio': '/brands/b1',
      Cards: '/brands/b1/vcards',
      Pages: '/brands/b1/pages',
      Leads: '/brands/b1/leads',
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
    expect(Object.fromEntries(links(workspaceAs(null, 'admin')).map((link) => [link.label, link.to]))).toMatchObject({ Brands: '/brands', Users: '/users' })
  })
})

describe('the sections of a brand and of a person', () => {
  it.each([
    {
      of: 'the brand’s tabs by group (its own, what it publishes, what it sells, its contacts), the planned sections among them',
      tabs: appFeatures.brandTabs,
      expected: [
        ['Overview', ''],
        ['Edit', 'edit'],
        ['Sites', 'sites'],
        ['Members', 'admins'],
        ['Business cards', 'vcards'],
        ['Pages', 'pages'],
        ['Videos', 'videos'],
        ['Payments', 'pay'],
        ['Merchandise', 'merch'],
        ['Invoices', 'invoices'],
        ['Projects', 'projects'],
        ['Leads', 'leads'],
        ['Appointments', 'appointments'],
      ],
    },
    {
      of: 'the person’s tabs in their order',
      tabs: appFeatures.userTabs,
      expected: [
        ['Overview', ''],
        ['Edit', 'edit'],
        ['Brands', 'brands'],
        ['Events', 'events'],
        ['Messages', 'messages'],
        ['Notifications', 'notifications'],
      ],
    },
  ])('lists $of', ({ tabs, expected }) => {
    expect(tabs.map((tab) => [labelText(tab.label), tab.path])).toEqual(expected)
  })
})
