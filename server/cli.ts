import { parseArgs } from 'node:util'
import { ConfigError, loadConfig, type Config } from './config'
import type { DatabaseHandle } from './db/client'
import { DatabaseInUseError } from './db/embedded-lock'
import { runCli, UsageError } from './operator-commands'
import { prepareDatabase } from './prepare-database'
import { copyFiles } from './files/copy-files'
import { DiskFileStore } from './files/disk-file-store'
import { openFileStore } from './files/open-file-store'
import type { FileStore } from './files/file-store'

/**
 * `files:copy --to s3`: DATA_DIR's files into the bucket the S3_* settings name. It opens no
 * database, so it runs beside the server, even one whose embedded database holds DATA_DIR.
 */
async function copyFilesToS3(args: string[], config: Config, print: (line: string) => void): Promise<{ failed: number }> {
  const { values } = parseArgs({ args, options: { to: { type: 'string' } }, strict: true })
  if (values.to !== 's3') throw new UsageError('--to: files:copy copies to S3-compatible object storage only: npm run marque -- files:copy --to s3')
  if (config.files.kind !== 's3') {
    throw new UsageError('files:copy --to s3: S3_BUCKET is not set; set S3_BUCKET and the other S3_* settings the server will run with (README, "Configuration")')
  }
  const source = new DiskFileStore(config.dataDir)
  const target = await openFileStore(config)
  try {
    return await copyFiles(source, target, print)
  } finally {
    await target.close()
  }
}

// `npm run marque -- <command>`: operator commands against the configured database.
let database: DatabaseHandle | null = null
let files: FileStore | null = null
try {
  const config = loadConfig()
  const [command, ...rest] = process.argv.slice(2)
  const print = (line: string) => console.log(line)
  if (command === 'files:copy') {
    const { failed } = await copyFilesToS3(rest, config, print)
    if (failed > 0) process.exitCode = 1
  } else {
    database = await prepareDatabase(config, { holder: `the operator command ${command ?? ''}`.trimEnd() })
    files = await openFileStore(config)
    await runCli(process.argv.slice(2), database, files, print)
  }
} catch (error) {
  const known =
    error instanceof UsageError ||
    error instanceof ConfigError ||
    error instanceof DatabaseInUseError ||
    (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
  console.error(known ? (error as Error).message : `Failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  await files?.close()
  await database?.close()
}
