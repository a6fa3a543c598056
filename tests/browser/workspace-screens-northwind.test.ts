import { describe, expect, it } from 'vitest'
import { useRunningSite } from '../helpers/running-site'
import { workspaceScreenProblems } from '../helpers/workspace-walk'

// One file per demo brand, so the two walks run side by side.
describe('the workspace of Northwind Studio (localhost)', () => {
  const site = useRunningSite({ mail: true })

  // A walk per viewport: each is a minute or more of screens and accessibility checks.
  it.each(['phone', 'desktop'] as const)('has no placeholder and no serious accessibility problem on any screen under /users and /brands/{id}, on a %s', async (viewport) => {
    expect(await workspaceScreenProblems(site, 'localhost', viewport)).toEqual([])
  }, 240_000)
})
