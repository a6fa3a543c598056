import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

const gzip = promisify(zlib.gzip)

/** A file the server makes or reads once and answers many times: its bytes, compressed once, and its ETag. */
export type RevalidatedFile = { type: string; body: Buffer; gzipped: Buffer; etag: string }

export async function revalidatedFile(type: string, body: Buffer): Promise<RevalidatedFile> {
  return { type, body, gzipped: await gzip(body), etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` }
}

/**
 * Sends the file, revalidated on each use (`no-cache`, its ETag answered with 304): it changes
 * with the server's code and packages, under the same address. Compressed for a client that takes gzip.
 */
export function sendRevalidated(request: FastifyRequest, reply: FastifyReply, file: RevalidatedFile) {
  reply.header('cache-control', 'no-cache').header('etag', file.etag).header('vary', 'accept-encoding')
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send()
  const gzipped = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
  if (gzipped) reply.header('content-encoding', 'gzip')
  return reply.type(file.type).send(gzipped ? file.gzipped : file.body)
}

/** Makes the file on first use and keeps it; a failure is not kept, so the next request tries again. */
export function madeOnFirstUse(make: () => Promise<RevalidatedFile>): () => Promise<RevalidatedFile> {
  let file: Promise<RevalidatedFile> | null = null
  return () =>
    (file ??= make().catch((error: unknown) => {
      file = null
      throw error
    }))
}
