import type { RoleTableRows } from '../../support/module-parts'

/** Who may read the brand's leads. */
export const roleTable: RoleTableRows = {
  'read-leads': ['owner', 'admin', 'editor'],
}
