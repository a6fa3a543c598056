import type { RoleTableRows } from '../../support/module-parts'

/** Who may see and edit the brand, and manage its members and owners. */
export const roleTable: RoleTableRows = {
  'view-brand': ['owner', 'admin', 'editor', 'member'],
  'edit-brand': ['owner', 'admin'],
  'manage-members': ['owner', 'admin'],
  'manage-owners': ['owner'],
}
