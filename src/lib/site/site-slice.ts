import { createSlice } from '@reduxjs/toolkit'
import type { SiteResponse } from '../../domain/site'
import { failureStatus } from '../api/api-failure'
import { getSiteApi } from './get-site'

export type SiteState = {
  /** The host name the brand was loaded for; a stored brand is only used on the same host. */
  hostname: string | null
  current: SiteResponse | null
}

const initialState: SiteState = { hostname: null, current: null }

export const siteSlice = createSlice({
  name: 'site',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(getSiteApi.endpoints.getSite.matchFulfilled, (state, action) => {
      state.hostname = action.meta.arg.originalArgs
      state.current = action.payload
    })
    // A host that no longer has a site must not keep showing the brand it once had.
    builder.addMatcher(getSiteApi.endpoints.getSite.matchRejected, (state, action) => {
      if (failureStatus(action.payload) === 404) {
        state.hostname = action.meta.arg.originalArgs
        state.current = null
      }
    })
  },
  selectors: {
    selectSite: (site) => site.current,
    selectSiteHostname: (site) => site.hostname,
  },
})

export const { selectSite, selectSiteHostname } = siteSlice.selectors
