import type { Config } from '../config'
import { DiskFileStore } from './disk-file-store'
import type { FileStore } from './file-store'

/**
 * The store the configuration names: DATA_DIR on this disk by default, or the S3 bucket when
 * S3_BUCKET is set (the AWS SDK is loaded only then).
 */
export async function openFileStore(config: Pick<Config, 'dataDir' | 'files'>): Promise<FileStore> {
  if (config.files.kind === 'disk') return new DiskFileStore(config.dataDir)
  const { S3FileStore } = await import('./s3-file-store')
  return new S3FileStore(config.files)
}
