// `npm run messages`: reads every message the code defines (react-intl's <FormattedMessage>,
// `intl.formatMessage` and `defineMessages`, in src/ and server/) with FormatJS's own extractor, and
// writes the English catalog from them: src/i18n/catalogs/en/{area}.json, one file per area (the
// part of an id before its first dot), each a flat `{id: message}` sorted by id. German and Arabic
// are translated beside them, in de/ and ar/, file for file.
//
// `npm run messages -- --check` writes nothing and fails when the English catalog is not what the
// code says (a message added, changed or removed without running this).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import process from 'node:process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const englishFolder = path.join(root, 'src/i18n/catalogs/en')
const sources = ['src/**/*.{ts,tsx}', 'server/**/*.ts']
const ignored = ['src/route-tree.gen.ts', '**/*.d.ts']

/** Every message in the code, by id; the same id defined twice with two texts is an error. */
function extractedMessages() {
  const folder = mkdtempSync(path.join(tmpdir(), 'marque-messages-'))
  try {
    const outFile = path.join(folder, 'messages.json')
    const result = spawnSync(
      path.join(root, 'node_modules/.bin/formatjs'),
      ['extract', ...sources, '--ignore', ...ignored, '--out-file', outFile, '--throws'],
      { cwd: root, encoding: 'utf8' },
    )
    if (result.status !== 0) throw new Error(`formatjs extract failed:\n${result.stderr || result.stdout}`)
    const extracted = JSON.parse(readFileSync(outFile, 'utf8'))
    return Object.fromEntries(Object.entries(extracted).map(([id, descriptor]) => [id, descriptor.defaultMessage]))
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

/** The catalog split into its areas' files: `{area: {id: message}}`, ids sorted. */
export function catalogFiles(messages) {
  const files = {}
  for (const id of Object.keys(messages).sort()) {
    const area = id.split('.')[0]
    if (!/^[a-z][A-Za-z]*\.[A-Za-z0-9.]+$/.test(id)) throw new Error(`The message id "${id}" is not an area and a name, such as "cardPage.saveContact"`)
    files[area] ??= {}
    files[area][id] = messages[id]
  }
  return files
}

const fileText = (catalog) => `${JSON.stringify(catalog, null, 2)}\n`

function writtenFiles() {
  return Object.fromEntries(
    readdirSync(englishFolder)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [name.slice(0, -'.json'.length), readFileSync(path.join(englishFolder, name), 'utf8')]),
  )
}

const files = catalogFiles(extractedMessages())
const written = writtenFiles()
const differing = [...new Set([...Object.keys(files), ...Object.keys(written)])].filter(
  (area) => (files[area] ? fileText(files[area]) : undefined) !== written[area],
)

if (process.argv.includes('--check')) {
  if (differing.length > 0) {
    console.error(`The English catalog is not what the code says in: ${differing.map((area) => `en/${area}.json`).join(', ')}. Run npm run messages.`)
    process.exit(1)
  }
  console.log('The English catalog is what the code says.')
} else {
  for (const area of differing) {
    const file = path.join(englishFolder, `${area}.json`)
    if (files[area]) writeFileSync(file, fileText(files[area]))
    else rmSync(file)
  }
  console.log(differing.length ? `Wrote ${differing.map((area) => `en/${area}.json`).join(', ')}.` : 'The English catalog was already current.')
}
