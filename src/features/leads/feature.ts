import { leadActions } from '../../domain/brand-actions/leads'
import type { Feature } from '../../lib/features/feature'

/** What visitors leave on the brand's cards. */
export const leadsFeature: Feature = {
  roleActions: leadActions,
  menu: [{ label: 'Leads', group: 'brand', under: 'brand', path: 'leads', shownTo: { brand: 'read-leads' }, order: 40 }],
  brandTabs: [{ label: 'Leads', path: 'leads', group: 'contacts', order: 100, shownTo: 'read-leads' }],
}
