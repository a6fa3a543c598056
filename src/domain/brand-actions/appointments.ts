import { defineMessage } from '../../i18n/define-messages'
import { brandActionTable } from '../brand-roles'

/** What can be done with the brand's appointments. */
export const appointmentActions = brandActionTable({
  /** Offer one's own appointment types and take bookings for them. */
  'offer-appointments': { roles: ['owner', 'admin', 'editor', 'member'], words: defineMessage({ id: 'roles.action.offerAppointments', defaultMessage: 'offer appointments in this brand' }) },
  /** See every host's bookings, confirm or decline them, and change anyone's appointment types. */
  'manage-appointments': { roles: ['owner', 'admin'], words: defineMessage({ id: 'roles.action.manageAppointments', defaultMessage: "manage every host's appointments in this brand" }) },
})

declare module '../brand-roles' {
  interface BrandActionTables {
    appointments: typeof appointmentActions
  }
}
