import Fastify from 'fastify'

// The baseline: bare Fastify routes answering the same bytes as Marque's, with no database, no
// lookup, no logging. BARE_BODIES maps each path to its content type and body, and, for the
// baseline that sends Marque's whole answer, the other headers Marque sends with it.
const bodies = JSON.parse(process.env.BARE_BODIES ?? '{}') as Record<string, { type: string; body: string; headers?: Record<string, string> }>
const app = Fastify({ logger: false })
for (const [route, { type, body, headers }] of Object.entries(bodies)) {
  if (headers) app.get(route, async (_request, reply) => reply.headers(headers).type(type).send(body))
  else app.get(route, async (_request, reply) => reply.type(type).send(body))
}
console.log(`The bare baseline is serving on ${await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })}`)
