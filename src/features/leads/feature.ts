import { leadActions } from '../../domain/brand-actions/leads'
import { defineMessage } from 'react-intl'
import type { Feature } from '../../lib/features/feature'

const label = defineMessage({ id: 'leads.menu.label', defaultMessage: 'Leads' })

/** What visitors leave on the brand's cards. */
export const leadsFeature: Feature = {
  roleActions: leadActions,
  menu: [{ label, group: 'brand', under: 'brand', path: 'leads', shownTo: { brand: 'read-leads' }, order: 40 }],
  brandTabs: [{ label, path: 'leads', group: 'contacts', order: 100, shownTo: 'read-leads' }],
}
