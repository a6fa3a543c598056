// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { modules } from '../../../server/modules'
import { roleTableOf } from '../../../server/module-definition'
import { features } from '../../../src/app/features'
import type { Workspace } from '../../../src/domain/workspace'
import { workspaceLinks } from '../../../src/features/workspace/workspace-links'
import { composeFeatures } from '../../../src/lib/features/feature'
import { guestbookFeature } from '../../fixture-module/feature'
import { guestbookModule } from '../../fixture-module/module'

// The one line on the app's side: the product's features and the guestbook's (tests/fixture-module/).
const withGuestbook = composeFeatures([...features, guestbookFeature])

function workspaceAs(role: Workspace['brands'][number]['role']): Workspace {
  return {
    user: { id: 'u1', name: 'Ana', email: 'ana@example.org' },
    site_role: 'member',
    brands: [{ id: 'b1', name: 'Northwind Studio', slug: 'northwind', here: true, role }],
    cards: [],
    unread: { messages: 0, notifications: 0 },
    attention: [],
  }
}

const brandEntries = (role: Workspace['brands'][number]['role']) =>
  workspaceLinks(withGuestbook, workspaceAs(role))
    .filter((link) => link.group === 'brand')
    .map((link) => `${link.label} ${link.to}`)

describe('a feature added to the feature list by one line', () => {
  it('shows its menu entry in its place, after Appointments, to the roles its action allows and to no one else', () => {
    for (const role of ['owner', 'admin', 'editor'] as const) {
      const entries = brandEntries(role)
      expect(entries, role).toContain('Guestbook /brands/b1/guestbook')
      expect(entries.indexOf('Guestbook /brands/b1/guestbook'), role).toBe(entries.indexOf('Appointments /brands/b1/appointments') + 1)
    }
    expect(brandEntries('member')).not.toContain('Guestbook /brands/b1/guestbook')
    expect(brandEntries('member')).toContain('Appointments /brands/b1/appointments')
  })

  it('gives the screens the role the server checks: the same roles and words for its action', () => {
    const server = roleTableOf([...modules, guestbookModule])
    for (const role of ['owner', 'admin', 'editor', 'member'] as const) {
      expect(withGuestbook.roles.may(role, 'sign-guestbook'), role).toBe(server.may(role, 'sign-guestbook'))
    }
    expect(withGuestbook.roles.words('sign-guestbook')).toBe(server.words('sign-guestbook'))
    expect(workspaceLinks(composeFeatures(features), workspaceAs('owner')).map((link) => link.label)).not.toContain('Guestbook')
  })
})
