import { brandMemberListSchema, type BrandMemberList } from '../../../domain/brand-members'
import { cardsApi } from './cards-api'

/** The brand's people: whom a card can be given to, and who can give one. */
export const listCardPeopleApi = cardsApi.injectEndpoints({
  endpoints: (build) => ({
    listCardPeople: build.query<BrandMemberList, string>({
      query: (brandId) => `brands/${encodeURIComponent(brandId)}/members`,
      extraOptions: { schema: brandMemberListSchema },
    }),
  }),
})

export const { useListCardPeopleQuery } = listCardPeopleApi
