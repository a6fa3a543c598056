import { benchLighthouse } from './lighthouse'
import { benchOffline } from './offline'
import { benchServer } from './server'

// `npm run bench`: each benchmark writes its own section of docs/performance.md.
const only = process.argv[2]
const benches: Record<string, () => Promise<void>> = { server: benchServer, offline: benchOffline, lighthouse: () => benchLighthouse() }
for (const [name, run] of Object.entries(benches)) {
  if (only && only !== name) continue
  console.log(`\n# ${name}`)
  await run()
}
