import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { brandProfileSchema, brandProfileUpdateSchema } from '../../../src/domain/brand-profile'
import type { AppContext } from '../../app-context'
import { toBrandProfile } from './brand-profile-repository'

const brandParams = z.object({ brandId: z.string().min(1).max(100) })

/** The brand's profile, which its business page shows (cards/business-page-routes.ts), edited by its admins. */
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
}
