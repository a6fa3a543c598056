import { siteHostSchema, type SiteHost } from '../../../domain/site-hosts'
import { hostPath, refreshesBrandSites, sitesApi, type HostRef } from './sites-api'

/** What a host row does with its host: check its address, make it the site's main one, remove it. */
export const hostActionsApi = sitesApi.injectEndpoints({
  endpoints: (build) => {
    // The answer is the host as it is now (after a check, its check_problem); the row shows it.
    const changeHost = (step: 'check' | 'main', method: 'POST' | 'PUT') =>
      build.mutation<SiteHost, HostRef>({
        query: (ref) => ({ url: `${hostPath(ref)}/${step}`, method }),
        extraOptions: { schema: siteHostSchema, notify: false },
        invalidatesTags: refreshesBrandSites,
      })
    return {
      checkHost: changeHost('check', 'POST'),
      makeHostMain: changeHost('main', 'PUT'),
      // A refusal (the host in use, the last verified one) is said beside the host.
      removeHost: build.mutation<null, HostRef>({
        query: (ref) => ({ url: hostPath(ref), method: 'DELETE' }),
        extraOptions: { notify: false },
        invalidatesTags: refreshesBrandSites,
      }),
    }
  },
})

export const { useCheckHostMutation, useMakeHostMainMutation, useRemoveHostMutation } = hostActionsApi
