import type { RoleTableRows } from '../../support/module-parts'

/** Who may offer appointments, and manage every host's. */
export const roleTable: RoleTableRows = {
  'offer-appointments': ['owner', 'admin', 'editor', 'member'],
  'manage-appointments': ['owner', 'admin'],
}
