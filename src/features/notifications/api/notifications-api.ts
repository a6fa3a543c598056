import { api } from '../../../lib/api/api'

/** The shared API with the tag of a person's delivery preferences. */
export const notificationsApi = api.enhanceEndpoints({ addTagTypes: ['NotificationPreferences'] })
