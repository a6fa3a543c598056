import { api } from '../../../lib/api/api'

/** The shared API with the tags of a person's inbox: marking a notification read refreshes the list. */
export const messagesApi = api.enhanceEndpoints({ addTagTypes: ['Message', 'Notification'] })
