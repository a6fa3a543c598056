// First, before the server's own modules run: nextTick's object keeps its fast shape (next-tick-shape.ts).
import './next-tick-shape'
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { projectRoot, type MarqueApp } from './app'
import { ConfigError, loadConfig, type Config } from './config'
import { runServer } from './server'

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
  const build = spawnSync('npx', ['vite', 'build', '--outDir', config.staticDir, '--emptyOutDir'], { cwd: projectRoot, stdio: 'inherit' })
  if (build.status !== 0) {
    console.error('The app build failed; see the messages above.')
    process.exit(1)
  }
}

/** Where the server listens, as an address a person can open: with PORT=0 the only place the port shows. */
function addressOf(app: MarqueApp): string {
  const address = app.server.address()
  if (!address || typeof address === 'string') return String(address)
  const host = address.address.includes(':') ? `[${address.address}]` : address.address
  return `http://${host}:${address.port}`
}

runServer(config).then(
  (app) => console.log(`Marque is serving on ${addressOf(app)}`),
  (error: unknown) => {
    console.error(`Marque could not start: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
