import { Placeholder } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import Fastify from 'fastify'
import pg from 'pg'
import { publishedCardQuery, publishedCardStatement } from '../server/modules/cards/card-repository'

// About the most a server can answer a second for cards it has not cached, on this machine and
// this database: bare Fastify that reads the asked card the way Marque does (Marque's own statement,
// prepared, rows as arrays, on a pool of ten connections, the host's brand already in memory) and
// then answers bytes it already holds (the card page, brotli-compressed), drawing, compressing and
// logging nothing. DATABASE_URL names the seeded database; FLOOR_BODY is the page, in base64.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
const hosts = await pool.query<{ hostname: string; brand_id: string }>('select h.hostname, s.brand_id from site_hosts h join sites s on s.id = h.site_id')
const brandByHost = new Map(hosts.rows.map((row) => [row.hostname, row.brand_id]))
const body = Buffer.from(process.env.FLOOR_BODY ?? '', 'base64')

const { sql: text, params } = publishedCardQuery(drizzle(pool)).toSQL()
const valuesOf = (named: Record<string, string>) => params.map((param) => (param instanceof Placeholder ? named[param.name] : param))

const app = Fastify({ logger: false })
app.get<{ Params: { key: string } }>('/vcard/:key', async (request, reply) => {
  const brandId = brandByHost.get(request.hostname)
  const values = brandId ? valuesOf({ brandId, key: request.params.key }) : null
  const found = values ? await pool.query({ name: publishedCardStatement, text, values, rowMode: 'array' }) : null
  if (!found?.rows[0]) return reply.code(404).send()
  return reply.type('text/html; charset=utf-8').header('content-encoding', 'br').send(body)
})
console.log(`The lookup floor is serving on ${await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })}`)
