import type { RoleTableRows } from '../../support/module-parts'

/** Who may edit the brand's pages. */
export const roleTable: RoleTableRows = {
  'edit-pages': ['owner', 'admin', 'editor'],
}
