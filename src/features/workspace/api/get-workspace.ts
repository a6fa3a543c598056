import { brandOverviewSchema, workspaceSchema, type BrandOverview, type Workspace } from '../../../domain/workspace'
import { api } from '../../../lib/api/api'

const workspaceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWorkspace: build.query<Workspace, void>({
      query: () => 'workspace',
      extraOptions: { schema: workspaceSchema },
      providesTags: ['Workspace'],
    }),
    getBrandOverview: build.query<BrandOverview, string>({
      query: (brandId) => `brands/${encodeURIComponent(brandId)}/overview`,
      extraOptions: { schema: brandOverviewSchema },
      providesTags: ['Workspace'],
    }),
  }),
})

export const { useGetWorkspaceQuery, useGetBrandOverviewQuery } = workspaceApi
