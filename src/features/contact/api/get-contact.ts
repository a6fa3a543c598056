import { siteContactSchema, type SiteContact } from '../../../domain/contact'
import { api } from '../../../lib/api/api'

export const getContactApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContact: build.query<SiteContact, void>({
      query: () => ({ url: 'contact' }),
      extraOptions: { schema: siteContactSchema },
    }),
  }),
})

export const { useGetContactQuery } = getContactApi
