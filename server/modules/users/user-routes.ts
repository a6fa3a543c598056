import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { profileUpdateSchema, userSchema } from '../../../src/domain/profile'
import type { AppContext } from '../../app-context'
import { unauthorized } from '../../http-error'

/** The signed-in person's own profile. */
export const userRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { repositories }) => {
  app.patch(
    '/api/users/me',
    { config: { access: 'signed-in' }, schema: { body: profileUpdateSchema, response: { 200: userSchema } } },
    async (request) => {
      const user = await repositories.users.updateUser(request.session.userId, request.body)
      if (!user) throw unauthorized('Your account no longer exists; sign in again')
      return user
    },
  )
}
