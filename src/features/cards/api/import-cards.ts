import { cardImportResultSchema, type CardImportResult } from '../../../domain/card-import'
import { cardsApi } from './cards-api'

export const importCardsApi = cardsApi.injectEndpoints({
  endpoints: (build) => ({
    // A file with problems answers 422 with each of them by row and field: that is the preview's
    // content, not a failure, so it is read as an answer.
    importCards: build.mutation<CardImportResult, { brandId: string; csv: string; dryRun: boolean }>({
      query: ({ brandId, csv, dryRun }) => ({
        url: `brands/${encodeURIComponent(brandId)}/vcards/import`,
        method: 'POST',
        body: { csv, dry_run: dryRun },
        validateStatus: (response: Response) => response.ok || response.status === 422,
      }),
      extraOptions: { schema: cardImportResultSchema, notify: false },
      invalidatesTags: (result, _error, { brandId }) => (result && result.imported > 0 ? [{ type: 'Card', id: `LIST-${brandId}` }] : []),
    }),
  }),
})

export const { useImportCardsMutation } = importCardsApi
