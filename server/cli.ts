import { ConfigError, loadConfig } from './config'
import type { DatabaseHandle } from './db/client'
import { DatabaseInUseError } from './db/embedded-lock'
import { runCli, UsageError } from './operator-commands'
import { prepareDatabase } from './prepare-database'
import { openFileStore } from './files/open-file-store'
import type { FileStore } from './files/file-store'

// `npm run marque -- <command>`: operator commands against the configured database.
let database: DatabaseHandle | null = null
let files: FileStore | null = null
try {
  const config = loadConfig()
  database = await prepareDatabase(config, { holder: `the operator command ${process.argv[2] ?? ''}`.trimEnd() })
  files = await openFileStore(config)
  await runCli(process.argv.slice(2), database, files, (line) => console.log(line))
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
