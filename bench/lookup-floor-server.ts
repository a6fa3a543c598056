import Fastify from 'fastify'
import pg from 'pg'

// About the most a server can answer a second for cards it has not cached, on this machine and
// this database: bare Fastify that reads the asked card the way Marque does (the same statement,
// prepared, on a pool of ten connections, the host's brand already in memory) and then answers
// bytes it already holds (the card page, brotli-compressed), drawing, compressing and logging
// nothing. DATABASE_URL names the seeded database; FLOOR_BODY is the page, in base64.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
const hosts = await pool.query<{ hostname: string; brand_id: string }>('select h.hostname, s.brand_id from site_hosts h join sites s on s.id = h.site_id')
const brandByHost = new Map(hosts.rows.map((row) => [row.hostname, row.brand_id]))
const body = Buffer.from(process.env.FLOOR_BODY ?? '', 'base64')

const publishedByKey = `select c.*, b.name, b.slug,
  (select t.id from appointment_types t where t.brand_id = c.brand_id and t.host_user_id = c.owner_user_id and (t.fields->>'published')::boolean order by t.created_at, t.id limit 1)
  from cards c join brands b on b.id = c.brand_id
  where c.brand_id = $1 and c.key = $2 and c.published limit 1`

const app = Fastify({ logger: false })
app.get<{ Params: { key: string } }>('/vcard/:key', async (request, reply) => {
  const brandId = brandByHost.get(request.hostname)
  const found = brandId ? await pool.query({ name: 'card_published_by_key', text: publishedByKey, values: [brandId, request.params.key] }) : null
  if (!found?.rows[0]) return reply.code(404).send()
  return reply.type('text/html; charset=utf-8').header('content-encoding', 'br').send(body)
})
console.log(`The lookup floor is serving on ${await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })}`)
