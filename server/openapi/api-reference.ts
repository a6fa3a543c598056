import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { FastifyInstance } from 'fastify'
import { fixedPageSecurityHeaders } from '../security-headers'
import { madeOnFirstUse, revalidatedFile, sendRevalidated } from './revalidated-file'

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

const javascript = 'text/javascript; charset=utf-8'

const require = createRequire(import.meta.url)

/** Swagger UI's own files are read from its package when first asked for (not at start). */
const files = {
  'swagger-ui.css': async () => revalidatedFile('text/css; charset=utf-8', await readFile(require.resolve('swagger-ui-dist/swagger-ui.css'))),
  'swagger-ui-bundle.js': async () => revalidatedFile(javascript, await readFile(require.resolve('swagger-ui-dist/swagger-ui-bundle.js'))),
  'reference.js': async () => revalidatedFile(javascript, Buffer.from(startScript)),
}

/** The readable reference of the API at /api/docs: Swagger UI over /api/openapi.json. */
export function apiReferenceRoutes(app: FastifyInstance) {
  const documented = { tags: ['reference'] }
  app.get(referencePath, { config: { access: 'public' }, schema: { ...documented, produces: ['text/html'] } }, async (_request, reply) => {
    fixedPageSecurityHeaders(reply, [], [], { isPublic: true })
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(referencePage)
  })
  for (const [name, make] of Object.entries(files)) {
    const file = madeOnFirstUse(make)
    const produces = [name.endsWith('.css') ? 'text/css' : 'text/javascript']
    app.get(`${referencePath}/${name}`, { config: { access: 'public' }, schema: { ...documented, produces } }, async (request, reply) => sendRevalidated(request, reply, await file()))
  }
}
