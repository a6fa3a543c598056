// Runs one entry of the built server (server-build/) by plain `node`, building it first, in a
// process of its own, when it is missing or older than its sources.
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { serverBuildDir, serverBuildIsCurrent } from './server-build.mjs'

/** `entry` is a file of server-build/: start.js (`npm start`) or cli.js (`npm run marque`). */
export async function runBuilt(entry) {
  if (!(await serverBuildIsCurrent())) {
    const { spawnSync } = await import('node:child_process')
    const builder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server-build.mjs')
    const build = spawnSync(process.execPath, [builder, '--if-stale'], { stdio: ['ignore', 2, 2] })
    if (build.status !== 0) {
      console.error('The server build failed; see the messages above.')
      process.exit(1)
    }
  }
  await import(pathToFileURL(path.join(serverBuildDir, entry)).href)
}
