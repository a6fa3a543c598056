import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { deltaDocumentSchema, deltaOpSchema } from '../../../src/domain/delta'
import { landingBlockNames, siteResponseSchema } from '../../../src/domain/site'
import type { AppContext } from '../../app-context'
import { notFound } from '../../http-error'
import { toSiteResponse } from './site-repository'
import { siteWords } from './site-in-path'

const attributeValue = z.union([z.string().max(2048), z.number().finite(), z.boolean(), z.null()])

/**
 * A landing block: a Delta document (src/domain/delta.ts) held to what an editor makes: text,
 * the renderer's three embeds with addresses of sane length, flat attribute values, and a size a
 * landing page can show.
 */
const landingDocumentSchema = deltaDocumentSchema
  .extend({
    ops: z
      .array(
        deltaOpSchema.extend({
          insert: z.union([
            z.string().min(1).max(100_000),
            z.strictObject({ image: z.string().min(1).max(2048) }),
            z.strictObject({ video: z.string().min(1).max(2048) }),
            z.strictObject({ formula: z.string().min(1).max(2000) }),
          ]),
          attributes: z
            .record(z.string().min(1).max(40), attributeValue)
            .refine((attributes) => Object.keys(attributes).length <= 20, 'at most 20 formats on one piece')
            .optional(),
        }),
      )
      // Well past a landing page of several screens, and within what the 64 KiB body limit lets through.
      .max(4000),
  })
  .strict()

/** The site's admins replace the blocks of its landing page, one at a time. */
export const landingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { repositories }) => {
  app.put(
    '/api/sites/current/landing/:block',
    {
      config: { access: { site: 'admin' } },
      schema: {
        params: z.object({ block: z.enum(landingBlockNames) }),
        body: landingDocumentSchema,
        response: { 200: siteResponseSchema },
      },
    },
    async (request) => {
      const updated = await repositories.sites.updateLandingBlock(request.site.id, request.params.block, request.body)
      if (!updated) throw notFound(siteWords.siteGone)
      return toSiteResponse(updated)
    },
  )
}
