import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { brandPageSchema } from '../../../src/domain/brand-profile'
import type { AppContext } from '../../app-context'
import { notFound, said } from '../../http-error'
import { findBrandPage } from './brand-page'
import { defineMessages } from '@formatjs/intl'

const words = defineMessages({
  noBusinessPage: { id: 'cardsErrors.noBusinessPage', defaultMessage: 'No business page "{slug}" on this site' },
})

/** The host's brand's business page, which anyone may see: its profile and its published cards. */
export const businessPageRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { repositories }) => {
  app.get(
    '/api/brands/by-slug/:slug',
    { config: { access: 'site' }, schema: { params: z.object({ slug: z.string().min(1).max(200) }), response: { 200: brandPageSchema } } },
    async (request) => {
      const page = await findBrandPage(repositories, request.site, request.params.slug)
      if (!page) throw notFound(said(words.noBusinessPage, { slug: request.params.slug.slice(0, 64) }))
      return page
    },
  )
}
