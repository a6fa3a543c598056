import { requestLocale } from '../../i18n/request-locale'
import { sayWith, translatorFor } from '../../i18n/translator'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { brandOverviewSchema, workspaceSchema } from '../../../src/domain/workspace'
import type { AppContext } from '../../app-context'
import { defineMessages } from '@formatjs/intl'
import { notFound, unauthorized } from '../../http-error'

const words = defineMessages({
  accountGone: { id: 'workspaceErrors.accountGone', defaultMessage: 'Your account no longer exists; sign in again' },
  noBrand: { id: 'workspaceErrors.noBrand', defaultMessage: 'No brand with this id on this site' },
})

/** The signed-in person's dashboard, and a brand's overview. */
export const workspaceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { repositories }) => {
  app.get('/api/workspace', { config: { access: 'signed-in' }, schema: { response: { 200: workspaceSchema } } }, async (request) => {
    // What waits for the person is said in the language the app asks in.
    const workspace = await repositories.workspace.workspace(request.site, request.session.userId, sayWith(translatorFor(requestLocale(request, request.site.meta))))
    if (!workspace) throw unauthorized(words.accountGone)
    return workspace
  })

  app.get(
    '/api/brands/:brandId/overview',
    { config: { access: { brand: 'view-brand' } }, schema: { params: z.object({ brandId: z.string().min(1).max(100) }), response: { 200: brandOverviewSchema } } },
    async (request) => {
      const overview = await repositories.workspace.brandOverview(request.brand.id)
      if (!overview) throw notFound(words.noBrand)
      return overview
    },
  )
}
