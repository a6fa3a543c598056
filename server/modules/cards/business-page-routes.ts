import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { brandPageSchema } from '../../../src/domain/brand-profile'
import type { AppContext } from '../../app-context'
import { notFound } from '../../http-error'
import { findBrandPage } from './brand-page'

/** The host's brand's business page, which anyone may see: its profile and its published cards. */
export const businessPageRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { repositories }) => {
  app.get(
    '/api/brands/by-slug/:slug',
    { config: { access: 'site' }, schema: { params: z.object({ slug: z.string().min(1).max(200) }), response: { 200: brandPageSchema } } },
    async (request) => {
      const page = await findBrandPage(repositories, request.site, request.params.slug)
      if (!page) throw notFound(`No business page "${request.params.slug.slice(0, 64)}" on this site`)
      return page
    },
  )
}
