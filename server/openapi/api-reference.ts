import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { fixedPageSecurityHeaders } from '../security-headers'

const gzip = promisify(zlib.gzip)

export const referencePath = '/api/docs'

/**
 * The page holds no inline script or style: Swagger UI and the call that starts it are files of
 * their own, so the page runs under the app's policy with nothing to allow by nonce or hash.
 */
const referencePage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Marque API reference</title>
<link rel="stylesheet" href="${referencePath}/swagger-ui.css">
</head>
<body>
<main id="reference"></main>
<script src="${referencePath}/swagger-ui-bundle.js"></script>
<script src="${referencePath}/reference.js"></script>
</body>
</html>
`

// validatorUrl: null — Swagger UI would otherwise send the document's address to swagger.io to be checked.
const startScript = `SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#reference', deepLinking: true, filter: true, validatorUrl: null })\n`

type ReferenceFile = { body: Buffer; gzipped: Buffer; etag: string }

async function referenceFile(body: Buffer): Promise<ReferenceFile> {
  return { body, gzipped: await gzip(body), etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` }
}

/** Swagger UI's own files, read from its package when first asked for (not at start). */
const swaggerUiFile = (name: string) => async () => referenceFile(await readFile(createRequire(import.meta.url).resolve(`swagger-ui-dist/${name}`)))

const files: Record<string, { type: string; read: () => Promise<ReferenceFile> }> = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', read: swaggerUiFile('swagger-ui.css') },
  'swagger-ui-bundle.js': { type: 'text/javascript; charset=utf-8', read: swaggerUiFile('swagger-ui-bundle.js') },
  'reference.js': { type: 'text/javascript; charset=utf-8', read: () => referenceFile(Buffer.from(startScript)) },
}

/**
 * Sends a file of the reference: revalidated on each visit (`no-cache`, its ETag answered with 304),
 * as it changes with the server's packages, and compressed once, for clients that take gzip.
 */
async function sendReferenceFile(request: FastifyRequest, reply: FastifyReply, type: string, file: ReferenceFile) {
  reply.header('cache-control', 'no-cache').header('etag', file.etag).header('vary', 'accept-encoding')
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send()
  const gzipped = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
  if (gzipped) reply.header('content-encoding', 'gzip')
  return reply.type(type).send(gzipped ? file.gzipped : file.body)
}

/** The readable reference of the API at /api/docs: Swagger UI over /api/openapi.json. */
export function apiReferenceRoutes(app: FastifyInstance) {
  const documented = { tags: ['reference'] }
  app.get(referencePath, { config: { access: 'public' }, schema: { ...documented, produces: ['text/html'] } }, async (_request, reply) => {
    fixedPageSecurityHeaders(reply, [], [], { isPublic: true })
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(referencePage)
  })
  for (const [name, { type, read }] of Object.entries(files)) {
    let file: Promise<ReferenceFile> | null = null
    const produces = [type.split(';')[0]!]
    app.get(`${referencePath}/${name}`, { config: { access: 'public' }, schema: { ...documented, produces } }, async (request, reply) => {
      file ??= read().catch((error: unknown) => {
        file = null
        throw error
      })
      return sendReferenceFile(request, reply, type, await file)
    })
  }
}
