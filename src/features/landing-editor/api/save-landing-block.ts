import type { DeltaDocument } from '../../../domain/delta'
import { siteResponseSchema, type LandingBlockName, type SiteResponse } from '../../../domain/site'
import { api } from '../../../lib/api/api'
import { getSiteApi } from '../../../lib/site/get-site'
import { selectSiteHostname } from '../../../lib/site/site-slice'

type SaveLandingBlock = { block: LandingBlockName; document: DeltaDocument }

export const saveLandingBlockApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The editor shows the server's message beside the text it concerns, so no notification.
    saveLandingBlock: build.mutation<SiteResponse, SaveLandingBlock>({
      query: ({ block, document }) => ({ url: `sites/current/landing/${block}`, method: 'PUT', body: document }),
      extraOptions: { schema: siteResponseSchema, notify: false },
      // The answer is the whole site: it replaces the loaded brand, so the page shows the new content at once.
      async onQueryStarted(_save, { dispatch, getState, queryFulfilled }) {
        const hostname = selectSiteHostname(getState() as unknown as Parameters<typeof selectSiteHostname>[0])
        const { data } = await queryFulfilled.catch(() => ({ data: null }))
        if (data !== null && hostname !== null) await dispatch(getSiteApi.util.upsertQueryData('getSite', hostname, data))
      },
    }),
  }),
})

export const { useSaveLandingBlockMutation } = saveLandingBlockApi
