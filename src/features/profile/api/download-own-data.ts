import { api } from '../../../lib/api/api'

/**
 * The person's own data as a zip, fetched with the session's token. The answer is kept as an
 * object URL (text, as the store keeps only plain values) for the screen to save and then revoke;
 * an error answer is read as the JSON it is.
 */
const downloadOwnDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    downloadOwnData: build.mutation<string, void>({
      query: () => ({
        url: 'users/me/export',
        responseHandler: async (response) => (response.ok ? URL.createObjectURL(await response.blob()) : response.json()),
      }),
    }),
  }),
})

export const { useDownloadOwnDataMutation } = downloadOwnDataApi
