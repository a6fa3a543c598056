import type { RoleTableRows } from '../../support/module-parts'

/** Who may manage the brand's videos. */
export const roleTable: RoleTableRows = {
  'manage-videos': ['owner', 'admin', 'editor'],
}
