import type { RoleTableRows } from '../../support/module-parts'

/** Who may edit and publish the brand's cards, and edit their own. */
export const roleTable: RoleTableRows = {
  'edit-cards': ['owner', 'admin', 'editor'],
  'publish-cards': ['owner', 'admin', 'editor'],
  'edit-own-card': ['owner', 'admin', 'editor', 'member'],
}
