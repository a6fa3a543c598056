import { api } from '../../../lib/api/api'

/**
 * The shared API with the tags the people screens use: a write to a person refreshes the
 * directory and that person's overview.
 */
export const peopleApi = api.enhanceEndpoints({ addTagTypes: ['Person'] })

export const personTags = (id: string) => [
  { type: 'Person' as const, id },
  { type: 'Person' as const, id: 'LIST' },
  // Their own name and photo show in their profile too.
  'Me' as const,
]
