import { appointmentsFeature } from '../features/appointments/feature'
import { brandIdentityFeature } from '../features/brand-identity/feature'
import { brandMembersFeature } from '../features/brand-members/feature'
import { brandSitesFeature } from '../features/brand-sites/feature'
import { cardsFeature } from '../features/cards/feature'
import { contentPagesFeature } from '../features/content-pages/feature'
import { eventsFeature } from '../features/events/feature'
import { invoicesFeature } from '../features/invoices/feature'
import { leadsFeature } from '../features/leads/feature'
import { messagesFeature } from '../features/messages/feature'
import { notificationsFeature } from '../features/notifications/feature'
import { paymentsFeature } from '../features/payments/feature'
import { peopleFeature } from '../features/people/feature'
import { plannedScreensFeature } from '../features/planned-screens/feature'
import { videosFeature } from '../features/videos/feature'
import { workspaceFeature } from '../features/workspace/feature'
import { composeFeatures } from '../lib/features/feature'

/**
 * The features of the workspace, one line each: their role actions make the app's role table,
 * their menu entries the workspace menu, their tabs the brand's and the person's sections. A new
 * feature is added here and nowhere else.
 */
export const features = [
  workspaceFeature,
  brandIdentityFeature,
  brandSitesFeature,
  brandMembersFeature,
  cardsFeature,
  leadsFeature,
  eventsFeature,
  contentPagesFeature,
  appointmentsFeature,
  invoicesFeature,
  paymentsFeature,
  videosFeature,
  peopleFeature,
  messagesFeature,
  notificationsFeature,
  plannedScreensFeature,
] as const

/** The features composed once, as the app's screens read them (src/lib/features/features-context.tsx). */
export const appFeatures = composeFeatures(features)
