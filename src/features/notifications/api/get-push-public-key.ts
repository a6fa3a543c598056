import { pushPublicKeySchema } from '../../../domain/notification'
import { notificationsApi } from './notifications-api'

export const getPushPublicKeyApi = notificationsApi.injectEndpoints({
  endpoints: (build) => ({
    getPushPublicKey: build.query<{ public_key: string }, void>({
      query: () => 'push/public-key',
      extraOptions: { schema: pushPublicKeySchema },
    }),
  }),
})
