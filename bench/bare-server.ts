import Fastify from 'fastify'

// The baseline: a bare Fastify route answering the same JSON body with no database, no lookup.
const body = process.env.BARE_BODY ?? '{}'
const app = Fastify({ logger: false })
app.get('/api/sites/:hostname', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body))
console.log(`The bare baseline is serving on ${await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })}`)
