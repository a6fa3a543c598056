import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { brandPageSchema, brandProfileSchema, brandProfileUpdateSchema } from '../../../src/domain/brand-profile'
import type { AppContext } from '../../app-context'
import { notFound } from '../../http-error'
import { findBrandPage } from './brand-page'
import { toBrandProfile } from './brand-profile-repository'

const brandParams = z.object({ brandId: z.string().min(1).max(100) })

/** The brand's business page: its profile, edited by its admins, and the page anyone may see. */
export const brandRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { database, repositories }) => {
  app.get(
    '/api/brands/:brandId/profile',
    { config: { access: { brand: 'edit-brand' } }, schema: { params: brandParams, response: { 200: brandProfileSchema } } },
    async (request) => toBrandProfile(await repositories.brandProfiles.findProfile(request.brand.id)),
  )

  app.patch(
    '/api/brands/:brandId/profile',
    { config: { access: { brand: 'edit-brand' } }, schema: { params: brandParams, body: brandProfileUpdateSchema, response: { 200: brandProfileSchema } } },
    async (request) => {
      const brandId = request.brand.id
      const row = await repositories.brandProfiles.saveProfile(database.db, brandId, request.body)
      // The business page lists the brand's cards with its profile: rendered copies are stale now.
      await repositories.cards.notifyChanged(brandId)
      return toBrandProfile(row)
    },
  )

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
