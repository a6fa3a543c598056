// `npm run lint`: every check runs, even after one has failed, so one run shows every finding;
// the run fails if any check does. Warnings count as findings.
import { spawnSync } from 'node:child_process'
import process from 'node:process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))

const checks = [
  ['types (app, server, tests)', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['types (service worker)', 'npx', ['tsc', '-p', 'sw/tsconfig.json', '--noEmit']],
  ['ESLint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['import graph', process.execPath, ['tests/lint/import-graph.mjs']],
  ['knip', 'npx', ['knip']],
  ['copy/paste', process.execPath, ['tests/lint/copy-paste.mjs']],
]

const failed = []
for (const [name, command, args] of checks) {
  console.log(`\n— ${name}`)
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
  if (result.error) throw result.error
  if (result.status !== 0) failed.push(name)
}

if (failed.length > 0) {
  console.error(`\nLint failed: ${failed.join(', ')}.`)
  process.exit(1)
}
console.log('\nLint passed.')
