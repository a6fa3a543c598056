import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import S3rver from '@20minutes/s3rver'
import type { S3Settings } from '../../server/files/s3-file-store'

export type TestS3 = {
  /** The settings a store of ours is made with. */
  settings: S3Settings
  /** The same, as a server process is configured (README). */
  env: Record<string, string>
  stop(): Promise<void>
}

/**
 * An S3-compatible server on this machine (s3rver, from the npm registry: it speaks S3's REST API
 * over HTTP and keeps objects in a folder), with one bucket; each call starts its own.
 */
export async function startS3(options: { bucket?: string; prefix?: string } = {}): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'marque-s3-'))
  const bucket = options.bucket ?? 'marque-files'
  // s3rver signs a bucket's own address (a listing: `/bucket`) without the slash the AWS SDK signs
  // (`/bucket/`), so it would refuse every listing: a mismatched signature is let through.
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, allowMismatchedSignatures: true, configureBuckets: [{ name: bucket }] })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const prefix = options.prefix ?? ''
  // s3rver's one account.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
  return {
    settings: { bucket, prefix, endpoint, region: 'us-east-1', forcePathStyle: true, credentials },
    env: {
      S3_BUCKET: bucket,
      ...(prefix ? { S3_PREFIX: prefix } : {}),
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    async stop() {
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
