import { benchContentPages } from './content-pages'
import { benchInvoiceDocuments } from './invoice-documents'
import { benchLighthouse } from './lighthouse'
import { benchOffline } from './offline'
import { benchRichText } from './rich-text'
import { benchScale } from './scale'
import { benchServer } from './server'
import { benchVideo } from './video'

// `npm run bench`: each benchmark writes its own section of docs/performance.md.
// `npm run bench -- <name>` runs one.
const benches: Record<string, () => Promise<void>> = {
  server: benchServer,
  offline: benchOffline,
  'rich-text': benchRichText,
  'content-pages': benchContentPages,
  'invoice-documents': benchInvoiceDocuments,
  video: benchVideo,
  lighthouse: () =>
    benchLighthouse([
      { name: 'home', path: '/' },
      { name: 'card', path: '/vcard/demo' },
      { name: 'the same card as a static HTML page (baseline)', path: '/vcard/demo', staticCopy: true },
    ]),
}
// Long (it seeds a million cards): run only when asked, `npm run bench -- --scale [--sites N --cards N]`.
const askedFor: Record<string, () => Promise<void>> = { scale: () => benchScale(process.argv.slice(3)) }
const only = process.argv[2]?.replace(/^--/, '')
const chosen = only && askedFor[only] ? { [only]: askedFor[only] } : benches
for (const [name, run] of Object.entries(chosen)) {
  if (only && only !== name) continue
  console.log(`\n# ${name}`)
  await run()
}
