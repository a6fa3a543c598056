import type { RoleTableRows } from '../../support/module-parts'

/** Who may read the brand's audit log. */
export const roleTable: RoleTableRows = {
  'read-events': ['owner', 'admin'],
}
