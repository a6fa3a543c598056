import { personSchema, type Person } from '../../../domain/people'
import { rawImageRequest } from '../../../lib/api/raw-image-request'
import { peopleApi, personTags } from './people-api'

export const uploadPersonPhotoApi = peopleApi.injectEndpoints({
  endpoints: (build) => ({
    // The raw image is the body: the server crops and re-encodes it.
    uploadPersonPhoto: build.mutation<Person, { id: string; photo: Blob }>({
      query: ({ id, photo }) => rawImageRequest(`users/${encodeURIComponent(id)}/photo`, 'PUT', photo),
      extraOptions: { schema: personSchema, notify: false },
      invalidatesTags: (_result, _error, { id }) => personTags(id),
    }),
  }),
})

export const { useUploadPersonPhotoMutation } = uploadPersonPhotoApi
