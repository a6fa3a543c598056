import { cardTemplateSchema, type CardTemplate } from '../../../domain/card-template'
import { cardsApi } from './cards-api'

const templatePath = (brandId: string) => `brands/${encodeURIComponent(brandId)}/card-template`

/** The brand's card template: read by the card editor (what is locked), set by the brand's admins. */
export const cardTemplateApi = cardsApi.injectEndpoints({
  endpoints: (build) => ({
    getCardTemplate: build.query<CardTemplate, string>({
      query: templatePath,
      extraOptions: { schema: cardTemplateSchema, notify: false },
      providesTags: ['CardTemplate'],
    }),
    // Locking a field changes every card of the brand.
    saveCardTemplate: build.mutation<CardTemplate, { brandId: string; template: CardTemplate }>({
      query: ({ brandId, template }) => ({ url: templatePath(brandId), method: 'PUT', body: template }),
      extraOptions: { schema: cardTemplateSchema, notify: false },
      invalidatesTags: (result) => (result ? ['CardTemplate', 'Card'] : []),
    }),
  }),
})

export const { useGetCardTemplateQuery, useSaveCardTemplateMutation } = cardTemplateApi
