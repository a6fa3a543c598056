import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../http-error'
import type { Services } from '../services'

export const uploadRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get('/uploads/:id', { schema: { params: z.object({ id: z.uuid() }) } }, async (request, reply) => {
    const upload = await services.uploads.find(request.params.id)
    if (!upload) throw notFound('No such file')
    const bytes = await services.uploadStore.read(upload.fileName)
    return reply
      .header('content-type', upload.contentType)
      .header('x-content-type-options', 'nosniff')
      // An upload never changes: a new file gets a new id.
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(bytes)
  })
}
