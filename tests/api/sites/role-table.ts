import type { RoleTableRows } from '../../support/module-parts'

/** Who may manage the brand's sites. */
export const roleTable: RoleTableRows = {
  'manage-sites': ['owner', 'admin'],
}
