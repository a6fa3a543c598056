import { brandMemberListSchema, type BrandMemberList } from '../../../domain/brand-members'
import { appointmentsApi, brandPath } from './appointments-api'

// Who may host the brand's types, and whether the caller may name anyone but themself.
export const listBrandPeopleApi = appointmentsApi.injectEndpoints({
  endpoints: (build) => ({
    listBrandPeople: build.query<BrandMemberList, string>({
      query: (brandId) => brandPath(brandId, 'members'),
      extraOptions: { schema: brandMemberListSchema },
    }),
  }),
})

export const { useListBrandPeopleQuery } = listBrandPeopleApi
