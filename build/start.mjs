// `npm start`: the server as built JavaScript, run by plain `node` (no TypeScript compiler in the
// running process). Builds it first, in a process of its own, when it is missing or older than
// its sources.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { serverBuildDir, serverBuildIsCurrent } from './server-build.mjs'

if (!(await serverBuildIsCurrent())) {
  const builder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server-build.mjs')
  const build = spawnSync(process.execPath, [builder, '--if-stale'], { stdio: 'inherit' })
  if (build.status !== 0) {
    console.error('The server build failed; see the messages above.')
    process.exit(1)
  }
}
await import(pathToFileURL(path.join(serverBuildDir, 'start.js')).href)
