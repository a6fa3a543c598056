// First, before the server's own modules run: nextTick's object keeps its fast shape (next-tick-shape.ts).
import './next-tick-shape'
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { MarqueApp } from './app'
import { ConfigError, loadConfig, type Config } from './config'
import { pgliteFiles } from './db/pglite-files'
import { projectRoot } from './project-root'

// `npm start`: build the app when there is no build, then migrate, seed and serve.
let config: Config
try {
  config = loadConfig()
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}

if (!existsSync(path.join(config.staticDir, 'index.html'))) {
  console.log('No built app found: building it once (npm run build)…')
  const { spawnSync } = await import('node:child_process')
  const build = spawnSync('npx', ['vite', 'build', '--outDir', config.staticDir, '--emptyOutDir'], { cwd: projectRoot, stdio: 'inherit' })
  if (build.status !== 0) {
    console.error('The app build failed; see the messages above.')
    process.exit(1)
  }
}

// The embedded database's WebAssembly compiles on a V8 worker thread while this thread loads the
// server's modules, which are imported only then.
if (!config.databaseUrl) void pgliteFiles()
// Until the server listens, a timer keeps the event loop alive. Whenever the loop runs out of
// handles, as it does while the start awaits WebAssembly, Node waits for every task on V8's worker
// threads to end, and those include optimising the database's hot functions: 0.3 to 0.6 s at start.
const starting = setInterval(() => {}, 60_000)
const { runServer } = await import('./server')

/** Where the server listens, as an address a person can open: with PORT=0 the only place the port shows. */
function addressOf(app: MarqueApp): string {
  const address = app.server.address()
  if (!address || typeof address === 'string') return String(address)
  const host = address.address.includes(':') ? `[${address.address}]` : address.address
  return `http://${host}:${address.port}`
}

runServer(config).then(
  (app) => {
    clearInterval(starting)
    console.log(`Marque is serving on ${addressOf(app)}`)
  },
  (error: unknown) => {
    console.error(`Marque could not start: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
