import type { RoleTableRows } from '../../support/module-parts'

/** Who may see the brand's invoices, draft them, issue and send them, and record payments. */
export const roleTable: RoleTableRows = {
  'view-invoices': ['owner', 'admin', 'editor'],
  'edit-invoices': ['owner', 'admin', 'editor'],
  'send-invoices': ['owner', 'admin'],
  'record-payments': ['owner', 'admin'],
}
