import { benchLighthouse } from './lighthouse'
import { benchOffline } from './offline'
import { benchRichText } from './rich-text'
import { benchServer } from './server'

// `npm run bench`: each benchmark writes its own section of docs/performance.md.
// `npm run bench -- <name>` runs one.
const benches: Record<string, () => Promise<void>> = {
  server: benchServer,
  offline: benchOffline,
  'rich-text': benchRichText,
  lighthouse: () =>
    benchLighthouse([
      { name: 'home', path: '/' },
      { name: 'card', path: '/vcard/demo' },
      { name: 'the same card as a static HTML page (baseline)', path: '/vcard/demo', staticCopy: true },
    ]),
}
const only = process.argv[2]
for (const [name, run] of Object.entries(benches)) {
  if (only && only !== name) continue
  console.log(`\n# ${name}`)
  await run()
}
