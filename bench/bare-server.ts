import Fastify from 'fastify'

// The baseline: bare Fastify routes answering the same bytes as Marque's, with no database, no
// lookup, no logging. BARE_BODIES maps each path to its content type and body.
const bodies = JSON.parse(process.env.BARE_BODIES ?? '{}') as Record<string, { type: string; body: string }>
const app = Fastify({ logger: false })
for (const [route, { type, body }] of Object.entries(bodies)) {
  app.get(route, async (_request, reply) => reply.type(type).send(body))
}
console.log(`The bare baseline is serving on ${await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })}`)
