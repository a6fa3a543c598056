import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../server/app-context'

const brandParams = z.object({ brandId: z.string().min(1).max(100) })
const entrySchema = z.object({ id: z.string(), message: z.string(), thanked: z.boolean() })
const toEntry = (row: { id: string; message: string; thankedAt: Date | null }) => ({ id: row.id, message: row.message, thanked: row.thankedAt !== null })

/** A brand's guestbook: its members read it, those the role table lets sign it; each entry is thanked by a job. */
export const guestbookRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { repositories, jobs }) => {
  app.get(
    '/api/brands/:brandId/guestbook',
    { config: { access: { brand: 'view-brand' } }, schema: { params: brandParams, response: { 200: z.object({ entries: z.array(entrySchema) }) } } },
    async (request) => ({ entries: (await repositories.guestbook.list(request.brand.id)).map(toEntry) }),
  )

  app.post(
    '/api/brands/:brandId/guestbook',
    { config: { access: { brand: 'sign-guestbook' } }, schema: { params: brandParams, body: z.object({ message: z.string().trim().min(1).max(500) }), response: { 201: entrySchema } } },
    async (request, reply) => {
      const entry = await repositories.guestbook.add(request.brand.id, request.body.message)
      await jobs.send('guestbook-thanks', { brandId: request.brand.id, entryId: entry.id })
      return reply.code(201).send(toEntry(entry))
    },
  )
}
