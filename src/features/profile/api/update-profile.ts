import { userSchema, type ProfileUpdate, type User } from '../../../domain/profile'
import { api } from '../../../lib/api/api'

const updateProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<User, ProfileUpdate>({
      query: (changes) => ({ url: 'users/me', method: 'PATCH', body: changes }),
      extraOptions: { schema: userSchema },
      invalidatesTags: ['Me'],
    }),
  }),
})

export const { useUpdateProfileMutation } = updateProfileApi
