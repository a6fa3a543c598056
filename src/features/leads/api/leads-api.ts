import { api } from '../../../lib/api/api'

/** The shared API with the brand inbox's tags: a change to a message or its notes refreshes what shows it. */
export const leadsApi = api.enhanceEndpoints({ addTagTypes: ['Lead', 'LeadNote'] })

/** The address of a brand's inbox, without the /api base. */
export const inboxPath = (brandId: string) => `brands/${encodeURIComponent(brandId)}/messages`
